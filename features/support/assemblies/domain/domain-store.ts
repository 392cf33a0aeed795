import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { MessagingLogin, Navigator, Notifier, Query } from '../../../../src/application/ports/interaction';
import { type Resolve, TOKENS } from '../../../../src/application/tokens';
import { DETAIL_ROUTES, type DetailRoute } from '../../../../src/domain/catalog/template-route';
import type { Product, ProductKind } from '../../../../src/domain/catalog/product';
import { yieldTextOf } from '../../../../src/domain/catalog/product-texts';
import { buildContainer } from '../../../../src/infrastructure/di/container';
import { MemorySessionStore } from '../../../../src/infrastructure/in-memory/memory-session-store';
import { cryptoIds, systemClock } from '../../../../src/infrastructure/system/system-adapters';
import { BrowserStandInBridge } from '../../../../src/infrastructure/bridge/browser-stand-in-bridge';
import { withQuery } from '../../../../src/infrastructure/ui-adapters/browser-navigation';
import { createUiStores, type UiStores } from '../../../../src/ui/app/ui-stores';
import { BROWSE_TEXT } from '../../../../src/ui/pages/browse/browse-texts';
import { createProductListViewModel, type ProductListViewModel } from '../../../../src/ui/pages/browse/product-list-view-model';
import { createDetailViewModel, type DetailViewModel } from '../../../../src/ui/pages/detail/detail-view-model';
import { CYCLES_TEXT, ELEMENTS_TEXT } from '../../../../src/ui/pages/detail/detail-texts';
import { BENCHMARK_BASIS_TEXT, DETAIL_TEXT, DETAIL_TITLES, RISK_WARNING_TEXT, TIER_TEXT, TRADE_RULES_TEXT } from '../../../../src/ui/pages/detail/detail-texts';
import { createProductOpenerViewModel, type ProductOpenerViewModel } from '../../../../src/ui/pages/detail/product-opener-view-model';
import { BUY_TEXT } from '../../../../src/ui/pages/purchase/BuyPage';
import OneMinutePage from '../../../../src/ui/pages/browse/OneMinutePage';
import ShareTypeErrorPage from '../../../../src/ui/pages/entry/ShareTypeErrorPage';
import { type BankAnswer, payloadOf } from '../../bank-answer';
import type { DetailSectionName, DetailView, DialogView, FaultRule, ProductKindName, ProductSummaryView, SectionName, StoreTasks } from '../../store-tasks';
import { publishedRecord } from '../../published-texts';
import { InProcessBank } from './in-process-bank';
import type { Share } from '../../../../src/infrastructure/share/messaging-share';

const STORE_ORIGIN = 'http://store.local';

interface Location {
  path: string;
  query: Query;
}

const KINDS: Record<ProductKindName, ProductKind> = { 定期理财: 'term', 活期理财: 'demand' };

/** Lets every promise chain the last action started run to its end (the bank answers in process). */
const settle = async () => {
  for (let tick = 0; tick < 25; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

const summary = (product: Product): ProductSummaryView => {
  const text = yieldTextOf(product);
  return { code: product.prdCode, name: product.prdName, yieldValue: text.value, yieldLabel: text.label, minPurchase: `${product.formatPfirstAmt}起购`, risk: product.riskName };
};

const shows = (texts: { loading: string; failed: string; empty: string }) => ({ nothing: '', ...texts });
const SECTION_SHOWS = { 交易规则: shows(TRADE_RULES_TEXT), 风险提示: shows(RISK_WARNING_TEXT), 测算依据: shows(BENCHMARK_BASIS_TEXT) };

const staticText = (page: ComponentType) => renderToStaticMarkup(createElement(MemoryRouter, null, createElement(page))).replace(/<[^>]+>/g, '');

/**
 * The fast assembly: the store's view-models and use cases, wired by the real composition root,
 * over the in-process mock bank. A "page load" builds a fresh container; the session store
 * survives it, as sessionStorage does.
 */
export class DomainStore implements StoreTasks {
  private readonly bank = new InProcessBank();
  private readonly sessionStore = new MemorySessionStore();
  private history: Location[] = [];
  private openDialogs: Array<DialogView & { close: () => void }> = [];
  private readonly toastLog: string[] = [];
  private loginVisits = 0;
  private scrollY = 0;
  private resolve!: Resolve;
  private stores!: UiStores;
  private list: ProductListViewModel | null = null;
  private detailPage: DetailViewModel | null = null;
  private opener: ProductOpenerViewModel | null = null;
  private booting = false;
  /** What the messaging app's share menu would send. */
  private share: Share | null = null;

  static async create(): Promise<DomainStore> {
    const store = new DomainStore();
    await store.bank.control('POST', '/__mock/reset');
    return store;
  }

  async dispose(): Promise<void> {
    this.openDialogs.forEach((dialog) => dialog.close());
  }

  // ---- the page loads ----------------------------------------------------------------------

  private readonly notifier: Notifier = {
    alert: (options) => new Promise<void>((resolve) => this.openDialogs.push({ title: options.title, message: options.message, close: resolve })),
    confirm: (options) => new Promise<boolean>((resolve) => this.openDialogs.push({ title: options.title, message: options.message, close: () => resolve(true) })),
    toast: (message) => void this.toastLog.push(message),
  };

  private readonly navigator: Navigator = {
    go: (path, query) => this.arrive({ path, query: query ?? {} }, 'push'),
    replace: (path, query) => this.arrive({ path, query: query ?? {} }, 'replace'),
    back: () => {
      if (this.history.length > 1) {
        this.history.pop();
        void this.visit(this.here);
      } else this.arrive({ path: '/', query: {} }, 'replace');
    },
  };

  private readonly messagingLogin: MessagingLogin = {
    login: (returnTo) => {
      this.loginVisits += 1;
      void this.bank.bank.handle({ method: 'GET', path: '/wx/login', query: { redirect: returnTo }, body: undefined }).then((answer) => {
        const back = new URL(answer.redirect ?? '/', 'http://store.local');
        return this.load(back.pathname, Object.fromEntries(back.searchParams));
      });
    },
  };

  private get here(): Location {
    return this.history[this.history.length - 1];
  }

  /** A full page load at this address: a new app over the same session storage. */
  private async load(path: string, query: Query): Promise<void> {
    this.history = [{ path, query }];
    this.list = null;
    this.detailPage = null;
    this.opener = null;
    const { resolve } = buildContainer({
      notifier: this.notifier,
      navigator: this.navigator,
      messagingLogin: this.messagingLogin,
      currentLocation: () => withQuery(this.here.path, this.here.query),
      page: { origin: STORE_ORIGIN, href: () => `${STORE_ORIGIN}${withQuery(this.here.path, this.here.query)}` },
      shareSdk: { configure: async () => true, setShare: (share) => void (this.share = share) },
      sessionStore: this.sessionStore,
      bridge: (ids) => new BrowserStandInBridge(ids),
      clock: systemClock,
      ids: cryptoIds,
      logger: { warn: () => undefined },
      httpAdapter: this.bank.adapter,
    });
    this.resolve = resolve;
    this.stores = createUiStores(resolve);
    this.booting = true;
    const entered = path === '/shareTypeError' || (await resolve(TOKENS.enterStore).run(path, query));
    this.booting = false;
    if (entered) void this.visit(this.here);
    await settle();
  }

  private arrive(location: Location, how: 'push' | 'replace'): void {
    if (how === 'push') this.history.push(location);
    else this.history[this.history.length - 1] = location;
    if (!this.booting || location.path === '/shareTypeError') void this.visit(location);
  }

  /** What the routed page's component does when it mounts. */
  private async visit({ path, query }: Location): Promise<void> {
    this.scrollY = 0;
    if (path === '/') {
      if (this.stores.home.status === 'loaded') this.scrollY = this.stores.home.scrollY;
      await this.stores.home.open();
    } else if (path === '/list') {
      this.list = createProductListViewModel(this.resolve);
      await this.list.showKind(query.kind === 'demand' ? 'demand' : 'term');
    } else if (path === '/wxPrdDetail') {
      this.opener = createProductOpenerViewModel(this.resolve);
      await this.opener.open(query.prdCode);
    } else if ((DETAIL_ROUTES as readonly string[]).includes(path) || path === '/buy') {
      this.detailPage = createDetailViewModel(this.resolve);
      await this.detailPage.load(query.prdCode);
    }
  }

  // ---- the mock bank -----------------------------------------------------------------------

  async useFaults(rules: FaultRule[]): Promise<void> {
    await this.bank.control('POST', '/__mock/faults', { rules });
  }

  async clearFaults(): Promise<void> {
    await this.bank.control('DELETE', '/__mock/faults');
  }

  async usePersona(id: string): Promise<void> {
    await this.bank.control('POST', '/__mock/persona', { id });
  }

  async requestCount(pathEnd: string): Promise<number> {
    return this.bank.countEndingWith(pathEnd);
  }

  async traceRecords(): Promise<Array<Record<string, string>>> {
    await this.resolve(TOKENS.behaviourTracer).flush();
    return this.bank.bank.db.get('behaviors').value() as Array<Record<string, string>>;
  }

  async publishText(section: SectionName, prdCode: string, html: string): Promise<void> {
    const rules = this.bank.bank.db.get('rules');
    const record = publishedRecord(section, prdCode, html);
    if (rules.find({ id: prdCode }).value()) rules.find({ id: prdCode }).assign(record).write();
    else rules.push({ content: '', riskWarning: '', benchmarkRules: '', ...record }).write();
  }

  async bankProducts(): Promise<Array<Record<string, string>>> {
    return this.bank.bank.db.get('products').value() as unknown as Array<Record<string, string>>;
  }

  // ---- moving around -----------------------------------------------------------------------

  open(link: Record<string, string>, path = '/'): Promise<void> {
    return this.load(path, link);
  }

  reopen(path: string, query: Record<string, string> = {}): Promise<void> {
    return this.load(path, query);
  }

  openProduct(code: string): Promise<void> {
    return this.load('/wxPrdDetail', { prdCode: code });
  }

  async openProductFromHome(kind: ProductKindName, index: number): Promise<void> {
    const product = this.stores.home.sections[KINDS[kind]].products[index - 1];
    this.navigator.go('/wxPrdDetail', { prdCode: product.prdCode });
    await settle();
  }

  async goBack(): Promise<void> {
    this.navigator.back();
    await settle();
  }

  async scrollHomeTo(y: number): Promise<void> {
    this.scrollY = y;
    this.stores.home.rememberScroll(y); // what the page's scroll listener does
  }

  async homeScroll(): Promise<number> {
    return this.scrollY;
  }

  async openOneMinute(): Promise<void> {
    this.navigator.go('/onemtufm');
    await settle();
  }

  async openList(kind: ProductKindName): Promise<void> {
    this.navigator.go('/list', { kind: KINDS[kind] });
    await settle();
  }

  // ---- what the customer sees --------------------------------------------------------------

  async currentPage(): Promise<string> {
    const path = this.here.path;
    if (path === '/') return '理财首页';
    return path in DETAIL_TITLES ? `${DETAIL_TITLES[path as DetailRoute]}详情页` : path;
  }

  async pageShows(text: string): Promise<boolean> {
    return this.pageTexts().some((shown) => shown.includes(text));
  }

  private pageTexts(): string[] {
    const path = this.here.path;
    if (path === '/shareTypeError') return [staticText(ShareTypeErrorPage)];
    if (path === '/onemtufm') return [staticText(OneMinutePage)];
    if (path === '/list') return this.list?.failed && this.list.products.length === 0 ? [BROWSE_TEXT.listFailed] : [this.list?.footer.text ?? ''];
    if (path === '/buy') return [...Object.values(BUY_TEXT), this.detailPage?.product?.prdName ?? ''];
    if ((path === '/wxPrdDetail' ? this.opener : this.detailPage)?.state === 'failed') return [DETAIL_TEXT.loadFailed];
    return this.detailPage?.product ? [this.detailPage.product.prdName, this.detailPage.benchmarkNote ?? '', ...this.detailPage.facts.flat()] : [];
  }

  async homeSection(kind: ProductKindName): Promise<{ products: ProductSummaryView[]; message: string | null }> {
    const section = this.stores.home.sections[KINDS[kind]];
    const message = section.failed ? BROWSE_TEXT.listFailed : section.products.length === 0 ? BROWSE_TEXT.listEmpty : null;
    return { products: section.products.map(summary), message };
  }

  async detail(): Promise<DetailView> {
    const page = this.detailPage;
    if (!page?.product || !page.bottomBar) throw new Error(`no product detail is shown at ${this.here.path}`);
    const share = page.shareQuery;
    return {
      code: page.product.prdCode,
      family: DETAIL_TITLES[this.here.path as DetailRoute],
      name: page.product.prdName,
      yieldValue: page.yieldText?.value ?? '',
      yieldLabel: page.yieldText?.label ?? '',
      facts: Object.fromEntries(page.facts),
      bottomBar: { kind: page.bottomBar.kind, text: page.bottomBar.text, actionable: page.bottomBar.kind === 'buy' },
      shareLink: share && withQuery('/wxPrdDetail', share),
    };
  }

  async tapBuy(): Promise<void> {
    this.detailPage?.buy();
    await settle();
  }

  async retry(): Promise<void> {
    await (this.here.path === '/wxPrdDetail' ? this.opener : this.detailPage)?.retry();
    await settle();
  }

  async tierTable(): Promise<{ rows: string[][]; message: string | null }> {
    const page = this.detailPage;
    if (!page?.tierRates) throw new Error('no tiered product is open');
    const rows = page.tierRows;
    const state = page.tierRates.state;
    const message = state === 'failed' ? TIER_TEXT.failed : state !== 'loaded' ? TIER_TEXT.loading : rows.length === 0 ? TIER_TEXT.empty : null;
    return { rows, message };
  }

  async retryTierRates(): Promise<void> {
    await this.detailPage?.tierRates?.load();
    await settle();
  }

  private offered(name: SectionName) {
    return { 交易规则: this.detailPage?.tradeRules, 风险提示: this.detailPage?.riskWarning, 测算依据: this.detailPage?.benchmarkBasis }[name] ?? null;
  }

  private section(name: SectionName) {
    const section = this.offered(name);
    if (!section) throw new Error(`no detail page with ${name} is open`);
    return section;
  }

  async sectionOffered(name: SectionName): Promise<boolean> {
    if (!this.detailPage?.product) throw new Error('no detail page is open');
    return this.offered(name) !== null;
  }

  async toggleSection(name: SectionName): Promise<void> {
    await this.section(name).toggle();
    await settle();
  }

  async retrySection(name: SectionName): Promise<void> {
    await this.section(name).retry();
    await settle();
  }

  async sectionText(name: SectionName): Promise<string> {
    const { shows, content } = this.section(name);
    return shows === 'content' ? content.replace(/<[^>]+>/g, '') : SECTION_SHOWS[name][shows];
  }

  sectionLinks(): Promise<string[]> {
    return Promise.reject(new Error('links are sanitised by the browser page; run this scenario in the browser assembly (@browser-only)'));
  }

  injectedCodeRan(): Promise<boolean> {
    return Promise.reject(new Error('only a browser runs code; run this scenario in the browser assembly (@browser-only)'));
  }

  // ---- the product list --------------------------------------------------------------------

  async listed(): Promise<ProductSummaryView[]> {
    return (this.list?.products ?? []).map(summary);
  }

  async loadMore(): Promise<void> {
    if (this.list?.hasMore) await this.list.loadMore();
  }

  async pullToRefresh(): Promise<void> {
    await this.list?.refresh();
  }

  async sortBy(sort: '收益率' | '业绩比较基准'): Promise<void> {
    await this.list?.sortBy(sort === '收益率' ? '1' : '3');
  }

  async listEnd(): Promise<string> {
    return this.list?.footer.text ?? '';
  }

  // ---- dialogs, toasts, session ------------------------------------------------------------

  async dialog(): Promise<DialogView | null> {
    const open = this.openDialogs[0];
    return open ? { title: open.title, message: open.message } : null;
  }

  async confirmDialog(): Promise<void> {
    const open = this.openDialogs.shift();
    if (!open) throw new Error('no dialog is open');
    open.close();
    await settle();
  }

  async toasts(): Promise<string[]> {
    return [...this.toastLog];
  }

  async loadingShown(): Promise<boolean> {
    throw new Error('the loading indicator is about timing: a @browser-only scenario');
  }

  async loadingGoneWithin(): Promise<boolean> {
    throw new Error('the loading indicator is about timing: a @browser-only scenario');
  }

  async sessionShareType(): Promise<string | null> {
    return this.sessionStore.get('shareType');
  }

  async messagingLoginVisits(): Promise<number> {
    return this.loginVisits;
  }

  // ---- the detail page's own data: traits, elements, cycles -------------------------------------

  async bankAnswer(method: 'GET' | 'POST', path: string, params: Record<string, string | number>): Promise<unknown> {
    const query = method === 'GET' ? Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) : {};
    const answer = await this.bank.bank.handle({ method, path, query, body: method === 'POST' ? params : undefined });
    const body = answer.body as BankAnswer;
    return payloadOf(path, body);
  }

  async traits(): Promise<string[] | null> {
    const traits = this.detailPage?.traits;
    return traits?.state === 'loaded' && traits.value.length > 0 ? traits.value.map((trait) => trait.title) : null;
  }

  private detailData(name: DetailSectionName) {
    const page = this.detailPage;
    const sections = {
      产品要素: { data: page?.productData, texts: ELEMENTS_TEXT, rows: () => page?.elementRows ?? [] },
      开放周期: { data: page?.confirmDates, texts: CYCLES_TEXT, rows: () => page?.confirmDateRows ?? [] },
    };
    const section = sections[name];
    if (!section.data) throw new Error(`the open page has no ${name}`);
    return { ...section, data: section.data };
  }

  async detailTable(name: DetailSectionName): Promise<{ rows: string[][]; message: string | null }> {
    const { data, texts, rows } = this.detailData(name);
    const shown = rows();
    const message = data.state === 'failed' ? texts.failed : data.state !== 'loaded' ? texts.loading : shown.length === 0 ? texts.empty : null;
    return { rows: message ? [] : shown, message };
  }

  async retryDetailTable(name: DetailSectionName): Promise<void> {
    await this.detailData(name).data.load();
    await settle();
  }

  async pageText(): Promise<string> {
    const page = this.detailPage;
    const sections = [page?.tradeRules, page?.riskWarning, page?.benchmarkBasis].map((section) => section?.content ?? '');
    const traits = (page?.traits?.value ?? []).flatMap((trait) => [trait.title, trait.desc]);
    const disclosure = page?.product ? [BROWSE_TEXT.disclosure] : [];
    return [...this.pageTexts(), ...traits, ...(page?.elementRows.flat() ?? []), ...sections, ...disclosure].join('\n').replace(/<[^>]+>/g, '');
  }

  async openEndTraits(): Promise<string[]> {
    return [...(this.detailPage?.openEndTraits ?? [])];
  }

  // ---- sharing in the messaging app ----------------------------------------------------------

  async sharedContent(): Promise<Share | null> {
    await settle();
    return this.share && { ...this.share, link: this.share.link.replace(STORE_ORIGIN, ''), imgUrl: this.share.imgUrl.replace(STORE_ORIGIN, '') };
  }
}
