import assert from 'node:assert/strict';
import { feeGroupsOf, moreInfoLinks } from '../../../../src/domain/catalog/more-info';
import type { FeeLine, SynopsisSection } from '../../../../src/domain/catalog/published';
import { HISTORY_ROUTES, HISTORY_SOURCES, type HistoryRoute } from '../../../../src/domain/catalog/sub-pages';
import type { DetailRoute } from '../../../../src/domain/catalog/template-route';
import { PAGES } from '../../../../src/ui/app/pages';
import { ROUTES } from '../../../../src/ui/app/router';
import type { Loadable } from '../../../../src/ui/view-models/loadable';
import { BENCHMARK_BASIS_TEXT, DETAIL_TEXT, MORE_INFO_TEXT, PAST_PERFORMANCE_CAVEAT, TRADE_RULES_TEXT } from '../../../../src/ui/pages/detail/detail-texts';
import type { ContrastViewModel } from '../../../../src/ui/pages/detail/sub/contrast-view-model';
import { CONTRAST_TEXT, HISTORY_TEXT } from '../../../../src/ui/pages/detail/sub/history-texts';
import { subPageContentOf } from '../../../../src/ui/pages/detail/sub/sub-page-content';
import { FEES_TEXT, SUB_PAGE_TEXT, SYNOPSIS_TEXT } from '../../../../src/ui/pages/detail/sub/sub-page-texts';
import type { SynopsisViewModel } from '../../../../src/ui/pages/detail/sub/sub-page-view-model';
import { historyRouteFor } from '../../history-routes';
import type { SubPageTasks } from '../../tasks/sub-pages';
import type { ContrastView, HistoryKindName, HistoryView, MoreInfoLinkView, SubPageView } from '../../tasks/views';
import { browserOnly, settle, type DomainSession } from './session';

type SubContent =
  | { kind: 'synopsis'; data: Loadable<SynopsisSection[]> }
  | { kind: 'tradeRules'; data: Loadable<string> }
  | { kind: 'fees'; data: Loadable<FeeLine[]> };

/** What every sub page's frame holds: its product, loaded as the detail page loads it. */
type Frame = Pick<SynopsisViewModel, 'product' | 'state' | 'retry'>;

const plain = (html: string) => html.replace(/<[^>]+>/g, '');

/** The detail page's sub pages: 更多信息, synopsis, trading rules, fees, history yields and /contrast (features/history.feature). */
export class DomainSubPages implements SubPageTasks {
  constructor(private readonly session: DomainSession) {}

  readonly owns = [PAGES.synopsis, PAGES.tradeRules, PAGES.fees, PAGES.history, PAGES.contrast];

  /** The sub page showing (synopsis, trading rules or fees): its frame and, once its product is there, its content. */
  #subPage(): { frame: Frame; content: SubContent | null } | null {
    const { synopsis, tradeRules, fees } = this.session.pages;
    switch (subPageContentOf(this.session.here.path)) {
      case 'synopsis':
        return synopsis ? { frame: synopsis, content: synopsis.content && { kind: 'synopsis', data: synopsis.content } } : null;
      case 'tradeRules':
        return tradeRules ? { frame: tradeRules, content: tradeRules.content && { kind: 'tradeRules', data: tradeRules.content } } : null;
      case 'fees':
        return fees ? { frame: fees, content: fees.content && { kind: 'fees', data: fees.content } } : null;
      default:
        return null;
    }
  }

  /** The history page showing. */
  get #history() {
    return HISTORY_ROUTES.includes(this.session.here.path as HistoryRoute) ? this.session.pages.history : undefined;
  }

  get #contrast(): ContrastViewModel | undefined {
    return this.session.here.path === ROUTES.contrast.path ? this.session.pages.contrast : undefined;
  }

  // ---- 更多信息 and its sub pages ------------------------------------------------------------

  async moreInfo(): Promise<MoreInfoLinkView[]> {
    await settle();
    const page = this.session.pages.detail;
    const { path } = this.session.here;
    if (!page?.product) throw new Error(`no detail page is open at ${path}`);
    const publishesFees = (page.productData?.value.fees.length ?? 0) > 0;
    return moreInfoLinks(path as DetailRoute, page.product, publishesFees).map((link) => ({ label: MORE_INFO_TEXT.links[link.page], path: link.path, query: link.query }));
  }

  async followMoreInfo(label: string): Promise<void> {
    const link = (await this.moreInfo()).find((shown) => shown.label === label);
    if (!link) throw new Error(`更多信息 has no link ${label}`);
    await this.session.followTo(this, link.path, link.query);
  }

  async subPage(): Promise<SubPageView> {
    await this.session.mounted(this);
    const { path, query } = this.session.here;
    const kind = subPageContentOf(path);
    const shown = this.#subPage();
    if (!shown || !kind) throw new Error(`no sub page is open at ${path}`);
    const { frame, content } = shown;
    const texts = { synopsis: SYNOPSIS_TEXT, tradeRules: TRADE_RULES_TEXT, fees: FEES_TEXT }[kind];
    const view: SubPageView = {
      path, query: Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)),
      kind: texts.title, name: frame.product?.prdName ?? '', sections: [], tables: [], message: null, note: null,
    };
    if (frame.state === 'failed') return { ...view, kind: '', message: DETAIL_TEXT.loadFailed };
    if (!content) return { ...view, message: SUB_PAGE_TEXT.loading };
    if (content.data.state === 'failed') return { ...view, message: texts.failed };
    if (content.data.state !== 'loaded') return { ...view, message: texts.loading };
    if (content.kind === 'synopsis') {
      const sections = content.data.value.map((section) => ({ heading: section.title, text: plain(section.html) }));
      return sections.length ? { ...view, sections, note: PAST_PERFORMANCE_CAVEAT } : { ...view, message: texts.empty };
    }
    if (content.kind === 'tradeRules') {
      const rules = content.data.value;
      return rules.trim() ? { ...view, sections: [{ heading: '', text: plain(rules) }] } : { ...view, message: texts.empty };
    }
    const tables = feeGroupsOf(content.data.value).map((group) => ({
      heading: FEES_TEXT.groups[group.feeType],
      rows: group.lines.map((line) => [line.feeName, line.feeDesc || FEES_TEXT.always, line.feeRate]),
    }));
    return tables.length ? { ...view, tables } : { ...view, message: texts.empty };
  }

  async retrySubPage(): Promise<void> {
    const { frame, content } = this.#subPage() ?? assert.fail('no sub page is open');
    await (frame.state === 'failed' ? frame.retry() : content?.data.load());
    await settle();
  }

  subPageLinks(): Promise<string[]> {
    return browserOnly('the links as the page sanitises them');
  }

  // ---- history yields ----------------------------------------------------------------------

  async openHistory(prdCode: string, kind: HistoryKindName): Promise<void> {
    const products = this.session.bank.bank.db.get('products').value() as unknown as Array<Record<string, string>>;
    await this.session.openPage(this, historyRouteFor(products.find((product) => product.prdCode === prdCode), kind), { prdCode });
  }

  async historyPage(): Promise<HistoryView> {
    await this.session.mounted(this);
    const frame = this.#history;
    if (!frame) throw new Error(`no history page is open at ${this.session.here.path}`);
    const texts = HISTORY_TEXT[HISTORY_SOURCES[this.session.here.path as HistoryRoute]];
    const view: HistoryView = { kind: texts.title, name: frame.product?.prdName ?? '', columns: [], rows: [], shown: null, moreOffered: false, message: null, caveat: null };
    if (frame.state === 'failed') return { ...view, kind: '', message: DETAIL_TEXT.loadFailed };
    const table = frame.content;
    if (!table) return { ...view, message: SUB_PAGE_TEXT.loading };
    const rows = table.state === 'loaded' ? table.rows.map((row) => [...row]) : [];
    return {
      ...view,
      columns: rows.length > 0 ? [...texts.columns] : [],
      rows,
      shown: table.shownText,
      moreOffered: table.hasMore,
      message: rows.length > 0 ? null : table.message,
      caveat: PAST_PERFORMANCE_CAVEAT,
    };
  }

  async loadMoreHistory(): Promise<void> {
    const table = this.#history?.content;
    if (!table?.hasMore) throw new Error('the history page offers no 加载更多');
    await table.loadMore();
    await settle();
  }

  async retryHistory(): Promise<void> {
    const frame = this.#history;
    await (frame?.state === 'failed' ? frame.retry() : frame?.content?.retry());
    await settle();
  }

  // ---- the same-series comparison (/contrast) ------------------------------------------------

  async openContrast(seriesCode: string | null, prdCode: string | null): Promise<void> {
    const query: Record<string, string> = {};
    if (seriesCode !== null) query.seriesCode = seriesCode;
    if (prdCode !== null) query.prdCode = prdCode;
    await this.session.openPage(this, ROUTES.contrast.path, query);
  }

  async contrast(): Promise<ContrastView> {
    await this.session.mounted(this);
    const page = this.#contrast;
    if (!page) throw new Error(`no comparison is open at ${this.session.here.path}`);
    const rows = page.state === 'loaded' ? page.rows.map((row) => ({
      code: row.prdCode, name: row.name, yieldValue: row.yieldValue, yieldLabel: row.yieldLabel, term: row.term, risk: row.risk,
      minPurchase: row.minPurchase, current: row.current, detailPath: row.detail && row.detail.pathname + row.detail.search, aboveLevel: row.aboveLevel ?? '',
    })) : [];
    return {
      series: page.seriesCode ? CONTRAST_TEXT.series(page.seriesCode) : null,
      columns: rows.length > 0 ? Object.values(CONTRAST_TEXT.columns) : [],
      rows,
      message: page.message,
      notes: rows.length > 0 ? [BENCHMARK_BASIS_TEXT.notAPromise, PAST_PERFORMANCE_CAVEAT] : [],
    };
  }

  async retryContrast(): Promise<void> {
    await (this.#contrast ?? assert.fail('no comparison is open')).retry();
    await settle();
  }

  async openFromContrast(name: string): Promise<void> {
    const row = this.#contrast?.rows.find((shown) => shown.name === name);
    if (!row?.detail) throw new Error(`the comparison has no link ${name}`);
    await this.session.go(row.detail.pathname, { prdCode: row.prdCode });
  }
}
