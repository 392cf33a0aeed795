import assert from 'node:assert/strict';
import { tierBarsOf } from '../../../../src/domain/catalog/chart-data';
import { documentPageQuery } from '../../../../src/domain/catalog/document-address';
import type { DetailRoute } from '../../../../src/domain/catalog/template-route';
import { withQuery } from '../../../../src/infrastructure/ui-adapters/browser-navigation';
import { yieldDateText } from '../../../../src/domain/catalog/product-texts';
import {
  BENCHMARK_CHANGES_TEXT, PAST_PERFORMANCE_TEXT, BENCHMARK_BASIS_TEXT, CHART_TEXT, CYCLES_TEXT, DETAIL_TITLES, DOCUMENTS_TEXT, ELEMENTS_TEXT, PAST_PERFORMANCE_CAVEAT, RISK_WARNING_TEXT, TIER_CHART_TEXT,
  TIER_TEXT, TRADE_RULES_TEXT,
} from '../../../../src/ui/pages/detail/detail-texts';
import type { PerformanceChartModel } from '../../../../src/ui/pages/detail/performance-chart-model';
import { PAGES } from '../../../../src/ui/app/pages';
import { ROUTES } from '../../../../src/ui/app/router';
import type { DetailTasks } from '../../tasks/detail';
import type { ChartView, DetailSectionName, DetailView, PastPerformanceView, SectionName } from '../../tasks/views';
import { browserOnly, settle, type DomainSession } from './session';

const shows = (texts: { loading: string; failed: string; empty: string }) => ({ nothing: '', ...texts });
const SECTION_SHOWS = { 交易规则: shows(TRADE_RULES_TEXT), 风险提示: shows(RISK_WARNING_TEXT), 测算依据: shows(BENCHMARK_BASIS_TEXT) };

/** What a loadable part of the page says instead of its content, or null when it shows content. */
const standIn = (state: string, empty: boolean, texts: { loading: string; failed: string; empty: string }) =>
  state === 'failed' ? texts.failed : state !== 'loaded' ? texts.loading : empty ? texts.empty : null;

/** A product's detail page: its header, sections, tables, charts, and its documents on /pdf. */
export class DomainDetail implements DetailTasks {
  constructor(private readonly session: DomainSession) {}

  readonly owns = [PAGES.detail, PAGES.document];

  async detail(): Promise<DetailView> {
    const page = this.session.pages.detail;
    const { path } = this.session.here;
    if (!page?.product || !page.bottomBar) throw new Error(`no product detail is shown at ${path}`);
    const share = page.shareQuery;
    return {
      code: page.product.prdCode,
      family: DETAIL_TITLES[path as DetailRoute],
      name: page.product.prdName,
      yieldValue: page.yieldText?.value ?? '',
      yieldLabel: page.yieldText?.label ?? '',
      yieldDate: page.yieldText?.date ? yieldDateText(page.yieldText.date) : '',
      facts: Object.fromEntries(page.facts),
      bottomBar: { kind: page.bottomBar.kind, text: page.bottomBar.text, actionable: page.bottomBar.kind === 'buy' },
      shareLink: share && withQuery(ROUTES.productLink.path, share),
      suitabilityNotice: page.suitabilityNotice,
    };
  }

  async traits(): Promise<string[] | null> {
    const traits = this.session.pages.detail?.traits;
    return traits?.state === 'loaded' && traits.value.length > 0 ? traits.value.map((trait) => trait.title) : null;
  }

  async openEndTraits(): Promise<string[]> {
    return [...(this.session.pages.detail?.openEndTraits ?? [])];
  }

  // ---- the collapsed sections: 交易规则, 风险提示, 测算依据 -----------------------------------------

  #offered(name: SectionName) {
    const page = this.session.pages.detail;
    return { 交易规则: page?.tradeRules, 风险提示: page?.riskWarning, 测算依据: page?.benchmarkBasis }[name] ?? null;
  }

  #section(name: SectionName) {
    return this.#offered(name) ?? assert.fail(`no detail page with ${name} is open`);
  }

  async sectionOffered(name: SectionName): Promise<boolean> {
    if (!this.session.pages.detail?.product) throw new Error('no detail page is open');
    return this.#offered(name) !== null;
  }

  async toggleSection(name: SectionName): Promise<void> {
    await this.#section(name).toggle();
    await settle();
  }

  async retrySection(name: SectionName): Promise<void> {
    await this.#section(name).retry();
    await settle();
  }

  async sectionText(name: SectionName): Promise<string> {
    const { shows: showing, content } = this.#section(name);
    return showing === 'content' ? content.replace(/<[^>]+>/g, '') : SECTION_SHOWS[name][showing];
  }

  sectionLinks(): Promise<string[]> {
    return browserOnly('the links as the page sanitises them');
  }

  injectedCodeRan(): Promise<boolean> {
    return browserOnly('running code');
  }

  // ---- the tables: /gear's tiers, 产品要素, 开放周期 ------------------------------------------------

  async tierTable(): Promise<{ rows: string[][]; message: string | null }> {
    const page = this.session.pages.detail;
    if (!page?.tierRates) throw new Error('no tiered product is open');
    const rows = page.tierRows;
    return { rows, message: standIn(page.tierRates.state, rows.length === 0, TIER_TEXT) };
  }

  // ---- 过往业绩与业绩比较基准 and 业绩比较基准调整记录 (features/past-performance.feature) ----------

  async pastPerformance(): Promise<PastPerformanceView | null> {
    await settle();
    const panel = this.session.pages.detail?.pastPerformance;
    if (!panel) return null;
    await panel.reveal(); // the customer scrolls to it
    const { figures, cashDays } = panel;
    const figuresMessage = figures ? standIn(figures.state, (figures.value?.lines.length ?? 0) === 0, PAST_PERFORMANCE_TEXT) : null;
    const cashMessage = cashDays ? standIn(cashDays.state, cashDays.value.length === 0, PAST_PERFORMANCE_TEXT.cash) : null;
    const message = panel.message ?? figuresMessage ?? cashMessage;
    const basis = figures?.value;
    return {
      notice: PAST_PERFORMANCE_TEXT.notice,
      rows: message ? [] : panel.rows.map(({ period, dates, actual, benchmark }) => ({ period, dates, actual, benchmark })),
      cashRows: message ? [] : panel.cashRows,
      notes: message || !figures ? [] : panel.notes,
      message,
      benchmarkExplained: panel.hasBenchmark && basis && !message
        ? [PAST_PERFORMANCE_TEXT.basisTitle, PAST_PERFORMANCE_TEXT.notAPromise, basis.benchmarkRationale && `${PAST_PERFORMANCE_TEXT.rationale}：${basis.benchmarkRationale}`,
          basis.benchmarkMethod && `${PAST_PERFORMANCE_TEXT.method}：${basis.benchmarkMethod}`].filter(Boolean).join('\n')
        : '',
    };
  }

  async retryPastPerformance(): Promise<void> {
    const panel = this.session.pages.detail?.pastPerformance ?? assert.fail('no detail page with past performance is open');
    await (panel.figures ?? panel.cashDays)?.load();
    await settle();
  }

  async benchmarkChanges(): Promise<{ rows: string[][]; message: string | null } | null> {
    await settle();
    const panel = this.session.pages.detail?.pastPerformance;
    if (!panel?.changes) return null;
    await panel.reveal();
    const rows = panel.changeRows;
    const message = standIn(panel.changes.state, rows.length === 0, BENCHMARK_CHANGES_TEXT);
    return { rows: message ? [] : rows, message };
  }

  async retryTierRates(): Promise<void> {
    await this.session.pages.detail?.tierRates?.load();
    await settle();
  }

  #table(name: DetailSectionName) {
    const page = this.session.pages.detail;
    const sections = {
      产品要素: { data: page?.productData, texts: ELEMENTS_TEXT, rows: () => page?.elementRows ?? [] },
      开放周期: { data: page?.confirmDates, texts: CYCLES_TEXT, rows: () => page?.confirmDateRows ?? [] },
    };
    const section = sections[name];
    return { ...section, data: section.data ?? assert.fail(`the open page has no ${name}`) };
  }

  async detailTable(name: DetailSectionName): Promise<{ rows: string[][]; message: string | null }> {
    const { data, texts, rows } = this.#table(name);
    const shown = rows();
    const message = standIn(data.state, shown.length === 0, texts);
    return { rows: message ? [] : shown, message };
  }

  async retryDetailTable(name: DetailSectionName): Promise<void> {
    await this.#table(name).data.load();
    await settle();
  }

  // ---- the performance chart and the tier chart (features/charts.feature) ----------------------

  get #chart(): PerformanceChartModel {
    return this.session.pages.detail?.chart ?? assert.fail('no detail page with a performance chart is open');
  }

  async performanceChart(): Promise<ChartView | null> {
    await settle();
    const chart = this.session.pages.detail?.chart;
    if (!chart) return null;
    const { status } = chart;
    return {
      metrics: chart.metrics.map((metric) => metric.label),
      periods: chart.periods.map((period) => period.label),
      metric: chart.metric?.label ?? null,
      period: chart.period?.label ?? null,
      summary: status === 'shown' ? chart.summary : null,
      message: status === 'shown' ? null : CHART_TEXT[status],
      note: PAST_PERFORMANCE_CAVEAT,
    };
  }

  async chooseChartTab(label: string): Promise<void> {
    const chart = this.#chart;
    const metric = chart.metrics.findIndex((m) => m.label === label);
    const period = chart.periods.findIndex((p) => p.label === label);
    if (metric < 0 && period < 0) throw new Error(`the chart offers no tab ${label}`);
    await (metric >= 0 ? chart.selectMetric(metric) : chart.selectPeriod(period));
    await settle();
  }

  async retryChart(): Promise<void> {
    await this.#chart.retry();
    await settle();
  }

  chartDrawnWhenSeen(): Promise<boolean> {
    return browserOnly('a drawn chart');
  }

  chartTooltip(): Promise<string | null> {
    return browserOnly('a drawn chart to point at');
  }

  async tierChart(): Promise<{ summary: string; historyPath: string } | null> {
    await settle();
    const page = this.session.pages.detail;
    const bars = tierBarsOf(page?.tierRates?.value ?? []);
    const history = page?.tierHistory;
    return bars.length > 0 && history ? { summary: TIER_CHART_TEXT.summary(bars), historyPath: history.pathname + history.search } : null;
  }

  // ---- instruction documents and /pdf (features/documents.feature) ----------------------------

  async documents(): Promise<{ names: string[]; message: string | null }> {
    await settle();
    const documents = this.session.pages.detail?.documents;
    if (!documents) throw new Error('no detail page is open');
    const names = documents.value.map((document) => document.insName);
    const message = standIn(documents.state, names.length === 0, DOCUMENTS_TEXT);
    return { names: message ? [] : names, message };
  }

  async retryDocuments(): Promise<void> {
    await this.session.pages.detail?.documents?.load();
    await settle();
  }

  async openDocument(name: string): Promise<void> {
    const document = this.session.pages.detail?.documents?.value.find((shown) => shown.insName === name);
    if (!document) throw new Error(`the page lists no document ${name}`);
    await this.session.go(ROUTES.document.path, documentPageQuery(document));
  }

  async documentViewer(): Promise<{ title: string; pageLabel: string | null; pageText: string | null; message: string | null }> {
    if (this.session.here.path !== ROUTES.document.path) throw new Error(`no document is open at ${this.session.here.path}`);
    await this.session.mounted(this);
    const viewer = this.session.pages.document ?? assert.fail(`${ROUTES.document.path} did not open`);
    return { title: viewer.title, pageLabel: viewer.pageLabel, pageText: viewer.pageLabel ? viewer.pageText : null, message: viewer.message };
  }

  async turnDocumentPage(direction: '上一页' | '下一页'): Promise<void> {
    const viewer = this.session.pages.document ?? assert.fail('no document is open');
    // What the page's buttons allow: a disabled button does nothing.
    if (direction === '下一页' ? !viewer.hasNext : !viewer.hasPrevious) throw new Error(`${direction} is not offered on ${viewer.pageLabel}`);
    await (direction === '下一页' ? viewer.next() : viewer.previous());
    await settle();
  }

  async retryDocument(): Promise<void> {
    const viewer = this.session.pages.document;
    if (viewer?.state !== 'failed') throw new Error('the document page offers no 重新加载');
    await viewer.open();
    await settle();
  }
}
