import { PAGES } from '../../../../src/ui/app/pages';
import { pageFileAt } from '../../../../src/ui/first-screen/first-screens';
import { renderFirstScreens } from '../../../../src/ui/first-screen/prerender';
import { ROUTES } from '../../../../src/ui/app/router';
import assert from 'node:assert/strict';
import { createElement, Fragment } from 'react';
import type { ProductKind } from '../../../../src/domain/catalog/product';
import { ProductCard } from '../../../../src/ui/components/ProductCard';
import { HomePage } from '../../../../src/ui/pages/browse/HomePage';
import type { DetailRoute } from '../../../../src/domain/catalog/template-route';
import OneMinutePage from '../../../../src/ui/pages/browse/OneMinutePage';
import { BROWSE_TEXT } from '../../../../src/ui/pages/browse/browse-texts';
import { DETAIL_TEXT, DETAIL_TITLES } from '../../../../src/ui/pages/detail/detail-texts';
import ShareTypeErrorPage from '../../../../src/ui/pages/entry/ShareTypeErrorPage';
import type { Share } from '../../../../src/infrastructure/share/messaging-share';
import type { EntryTasks } from '../../tasks/entry';
import { appOfLink, USER_AGENTS, type AppName } from '../../apps';
import type { ProductKindName, ProductSummaryView } from '../../tasks/views';
import { attributeOf, childrenOf, elementOf, elementsOf, renderedMarkup, textOf } from './rendered';
import { browserOnly, settle, staticText, STORE_ORIGIN, type DomainSession, type PageTexts } from './session';

const KINDS: Record<ProductKindName, ProductKind> = { 定期理财: 'term', 活期理财: 'demand' };

/** The product cards a page shows, read as the browser assembly reads them (browser/entry.ts). */
const cardsIn = (markup: string): ProductSummaryView[] => elementsOf(markup, /data-testid="product-card"/).map((card) => {
  const figure = elementOf(card, /class="product-card__yield"/);
  const [minPurchase = '', risk = ''] = childrenOf(elementOf(card, /class="product-card__facts"/)).map(textOf);
  return {
    code: attributeOf(card, 'data-prd-code') ?? '', name: textOf(elementOf(card, /class="product-card__name"/)),
    yieldValue: textOf(elementOf(figure, /^<strong/)), yieldLabel: textOf(elementOf(figure, /^<small/)), yieldDate: textOf(elementOf(figure, /^<time/)),
    minPurchase, risk, aboveLevel: textOf(elementOf(card, /class="above-level"/)),
  };
});

/** Entering the store and browsing: entry links, the home page, the product list, moving around, sharing. */
export class DomainEntry implements EntryTasks {
  constructor(private readonly session: DomainSession) {}

  readonly owns = [PAGES.home, PAGES.list, PAGES.productLink, PAGES.oneMinute, PAGES.shareTypeError];

  readonly says: PageTexts = {
    [ROUTES.shareTypeError.path]: () => [staticText(ShareTypeErrorPage)],
    [ROUTES.oneMinute.path]: () => [staticText(OneMinutePage)],
    [ROUTES.list.path]: () => {
      const { list } = this.session.pages;
      return list?.failed && list.products.length === 0 ? [BROWSE_TEXT.listFailed] : [list?.footer.text ?? ''];
    },
  };

  open(link: Record<string, string>, path: string = ROUTES.home.path, app?: AppName): Promise<void> {
    const opensIn = app ?? appOfLink(link);
    if (opensIn) this.session.userAgent = USER_AGENTS[opensIn];
    return this.session.load(path, link);
  }

  async sessionChannelCode(): Promise<string | null> {
    return this.session.sessionStore.get('channelCode');
  }

  reopen(path: string, query: Record<string, string> = {}): Promise<void> {
    return this.session.load(path, query);
  }

  reload(): Promise<void> {
    const { path, query } = this.session.here;
    return this.session.load(path, query);
  }

  openProduct(code: string): Promise<void> {
    return this.session.load(ROUTES.productLink.path, { prdCode: code });
  }

  async openProductFromHome(kind: ProductKindName, index: number): Promise<void> {
    const product = this.session.stores.home!.sections[KINDS[kind]].products[index - 1];
    await this.session.go(ROUTES.productLink.path, { prdCode: product.prdCode });
  }

  async goBack(): Promise<void> {
    this.session.navigator.back();
    await settle();
  }

  async scrollHomeTo(y: number): Promise<void> {
    this.session.scrollY = y;
    this.session.stores.home!.rememberScroll(y); // what the page's scroll listener does
  }

  async homeScroll(): Promise<number> {
    return this.session.scrollY;
  }

  openOneMinute(): Promise<void> {
    return this.session.go(ROUTES.oneMinute.path);
  }

  openList(kind: ProductKindName): Promise<void> {
    return this.session.go(ROUTES.list.path, { kind: KINDS[kind] });
  }

  openListDirectly(kind: ProductKindName): Promise<void> {
    return this.session.load(ROUTES.list.path, { kind: KINDS[kind] });
  }

  async currentPage(): Promise<string> {
    const { path } = this.session.here;
    if (path === ROUTES.home.path) return '理财首页';
    return path in DETAIL_TITLES ? `${DETAIL_TITLES[path as DetailRoute]}详情页` : path;
  }

  async pageShows(text: string): Promise<boolean> {
    await this.session.pageSettled();
    return this.#pageTexts().some((shown) => shown.includes(text));
  }

  brokenAcrossLines(): Promise<string[]> {
    return browserOnly('how a text breaks into lines');
  }

  /** The HTML the build writes for this address (src/ui/first-screen), read as text. */
  async firstScreen(path: string, query: Record<string, string>): Promise<string> {
    const markup = renderFirstScreens()[pageFileAt(path, new URLSearchParams(query))];
    return markup.replace(/<[^>]+>/g, '\n');
  }

  async pageText(): Promise<string> {
    const page = this.session.pages.detail;
    const sections = [page?.tradeRules, page?.riskWarning, page?.benchmarkBasis].map((section) => section?.content ?? '');
    const traits = (page?.traits?.value ?? []).flatMap((trait) => [trait.title, trait.desc]);
    const disclosure = page?.product ? [BROWSE_TEXT.disclosure] : [];
    return [...this.#pageTexts(), ...traits, ...(page?.elementRows.flat() ?? []), ...sections, ...disclosure].join('\n').replace(/<[^>]+>/g, '');
  }

  #pageTexts(): string[] {
    return this.session.pageSays() ?? this.#detailTexts();
  }

  /** What the detail page (or /wxPrdDetail on its way there) says. */
  #detailTexts(): string[] {
    const { productLink, detail } = this.session.pages;
    if ((this.session.here.path === ROUTES.productLink.path ? productLink : detail)?.state === 'failed') return [DETAIL_TEXT.loadFailed];
    return detail?.product ? [detail.product.prdName, detail.benchmarkNote ?? '', ...detail.facts.flat()] : [];
  }

  /** The home page as its component renders it: the kind's section, its cards or what it says instead. */
  async homeSection(kind: ProductKindName): Promise<{ products: ProductSummaryView[]; message: string | null }> {
    const home = this.session.stores.home ?? assert.fail('the home page was never opened');
    const page = renderedMarkup(this.session, createElement(HomePage, { viewModel: home, query: {}, path: ROUTES.home.path, reload: () => undefined }));
    const section = elementOf(page, new RegExp(`aria-labelledby="home-${KINDS[kind]}"`));
    const empty = elementOf(section, /class="empty-state"/);
    return { products: cardsIn(section), message: empty ? textOf(elementOf(empty, /^<p/)) : null };
  }

  async retry(): Promise<void> {
    const { productLink, detail } = this.session.pages;
    await (this.session.here.path === ROUTES.productLink.path ? productLink : detail)?.retry();
    await settle();
  }

  // ---- the product list --------------------------------------------------------------------

  async listed(): Promise<ProductSummaryView[]> {
    const products = this.session.pages.list?.products ?? [];
    return cardsIn(renderedMarkup(this.session, createElement(Fragment, null, products.map((product) => createElement(ProductCard, { key: product.prdCode, product })))));
  }

  async loadMore(): Promise<void> {
    const { list } = this.session.pages;
    if (list?.hasMore) await list.loadMore();
  }

  async pullToRefresh(): Promise<void> {
    await this.session.pages.list?.refresh();
  }

  async sortBy(sort: '收益率' | '业绩比较基准'): Promise<void> {
    await this.session.pages.list?.sortBy(sort === '收益率' ? '1' : '3');
  }

  async listEnd(): Promise<string> {
    return this.session.pages.list?.footer.text ?? '';
  }

  // ---- the session and sharing in the messaging app ----------------------------------------

  async sessionShareType(): Promise<string | null> {
    return this.session.sessionStore.get('shareType');
  }

  async messagingLoginVisits(): Promise<number> {
    return this.session.loginVisits;
  }

  async sharedContent(): Promise<Share | null> {
    await settle();
    const { share } = this.session;
    return share && { ...share, link: share.link.replace(STORE_ORIGIN, ''), imgUrl: share.imgUrl.replace(STORE_ORIGIN, '') };
  }
}
