import { runInAction } from 'mobx';
import { bottomBarOf, type BottomBar } from '../../../domain/catalog/bottom-bar';
import type { Product, Tier } from '../../../domain/catalog/product';
import {
  confirmDateRow, dividendTextOf, navText, OPEN_END_NET_VALUE_TRAITS, ordinaryFigureOf, quotationText, termTextOf, tierRangeText, type YieldText,
} from '../../../domain/catalog/product-texts';
import type { ConfirmDate, Quotation } from '../../../domain/catalog/performance';
import type { InstructionDocument, ProductData, ProductTrait } from '../../../domain/catalog/published';
import { shareContentOf, shareLinkQuery } from '../../../domain/catalog/share-link';
import type { MessagingShare } from '../../../application/ports/messaging-share';
import { dateKey } from '../../../domain/calendar';
import { detailRouteOf, isNetValueRoute, type DetailRoute } from '../../../domain/catalog/template-route';
import { formatWan } from '../../../domain/money/money';
import { BEHAVIOURS } from '../../../domain/tracing/trace-record';
import type { BehaviourTracer } from '../../../application/ports/behaviour-tracer';
import type { Navigator } from '../../../application/ports/interaction';
import type { Clock } from '../../../application/ports/system';
import type { PresentFailure } from '../../../application/session/present-failure';
import type { CustomerSession } from '../../../application/session/customer-session';
import { BENCHMARK_BASIS_TEXT, DETAIL_TEXT, SUITABILITY_NOTICE_TEXT } from './detail-texts';
import type { CustomerLevel } from '../../view-models/customer-level';
import { LoadOnFirstOpen } from '../../view-models/load-on-first-open';
import { askedFirst, Loadable } from '../../view-models/loadable';
import { askForDetail, askSideData, type DetailPorts, type DetailRequests } from './detail-requests';
import { pause } from '../../view-models/pause';
import type { PageProductResult } from '../../view-models/page-product';
import { PerformanceChartModel } from './performance-chart-model';
import { PastPerformanceModel } from './past-performance-model';
import { SUB_PAGES } from '../../../domain/catalog/sub-pages';
import { isProductCode } from '../../../domain/entry/entry-mode';
import type { BuyGate } from '../purchase/buy-gate';
import { ROUTES } from '../../app/router';
import { makeViewState } from '../../view-models/view-state';

/** How long a detail page waits for its side data once the product is there, before showing without it. */
const SIDE_DATA_GRACE_MS = 500;

/** The product a page load brings, or null when it brings none. */
const loadedProduct = (result: Promise<PageProductResult>): Promise<Product | null> => result.then((r) => (r.kind === 'loaded' ? r.product : null));

/** A product detail page: the header from t100003 and the bottom bar (SPEC §2). */
export class DetailViewModel {
  product: Product | null = null;
  state: 'loading' | 'loaded' | 'failed' | 'left' = 'loading';
  /** The collapsible trading rules (t200001), loaded on first opening. */
  tradeRules: LoadOnFirstOpen | null = null;
  /** The collapsible risk warning (t100009), loaded on first opening (SPEC §4). */
  riskWarning: LoadOnFirstOpen | null = null;
  /** The benchmark's basis of calculation (t100019), a popup loaded on first opening. */
  benchmarkBasis: LoadOnFirstOpen | null = null;
  /** /gear: the yield by holding days (showPrdRate), loaded with the page. */
  tierRates: Loadable<Tier[]> | null = null;
  /** Net-value families: the latest net value (queryManyQuotation lineList[0]). */
  latestQuotation: Loadable<Quotation | null> | null = null;
  /** The selling points (t200002) for the swiper. */
  traits: Loadable<ProductTrait[]> | null = null;
  /** The product's elements and fees (t200003). */
  productData: Loadable<ProductData> | null = null;
  /** Cycle products: the coming cycles (queryConfirmDate, 999 at a time). */
  confirmDates: Loadable<ConfirmDate[]> | null = null;
  /** The instruction documents (t100011), each opened in /pdf. */
  documents: Loadable<InstructionDocument[]> | null = null;
  /** Net-value families and cash management: the performance chart (t300001, t100010 / t100012). */
  chart: PerformanceChartModel | null = null;
  /** 过往业绩 / 业绩比较基准 and the benchmark's changes (issue 18 item 4), loaded once the header is shown. */
  pastPerformance: PastPerformanceModel | null = null;
  /** The buy preconditions: the note before any tap, and the check when 购买 is tapped; null until loaded. */
  gate: BuyGate | null = null;
  /** 购买 was tapped and the preconditions are being checked: a second tap does nothing. */
  checkingBuy = false;
  private prdCode: string | undefined;
  private page: DetailRoute | undefined;
  /** The customer's record as this load read it with the page's data, for the check (once). */
  private pageRecord: DetailRequests['record'] = null;

  constructor(
    /** What the page asks the bank (detail-requests.ts). */
    private readonly ports: DetailPorts,
    private readonly session: CustomerSession,
    private readonly navigator: Navigator,
    private readonly clock: Clock,
    private readonly tracer: BehaviourTracer,
    private readonly failures: PresentFailure,
    private readonly messagingShare: MessagingShare,
    /** The buy preconditions (a chunk of their own, loaded once the page is whole or 购买 is tapped). */
    private readonly loadGate: () => Promise<BuyGate>,
    /** The signed-in customer's risk level (issue 18 item 2): 首发热销 and the notice follow it. */
    private readonly level: CustomerLevel,
  ) {
    makeViewState(this);
  }

  get bottomBar(): BottomBar | null {
    return this.product && bottomBarOf(this.product, dateKey(this.clock.now()));
  }

  /** The headline figure: 首发热销 only once the customer's level is known to reach the product (issue 18 item 2). */
  get yieldText(): YieldText | null {
    const marks = this.level.marks;
    return this.product && (marks ? marks.figure(this.product) : ordinaryFigureOf(this.product));
  }

  /**
   * Said above the buy button before any tap (issue 18 item 2, Art. 13): the product's level
   * above the customer's valid one, or the product's level and that no valid assessment is on file;
   * null when it fits, or when nobody is signed in (the purchase asks for a login first).
   */
  get suitabilityNotice(): string | null {
    const product = this.product;
    const marks = this.level.marks;
    const standing = marks?.standing;
    if (!product || !marks || !standing) return null;
    const risk = product.riskName || product.riskLevel;
    if (standing.kind === 'none') return SUITABILITY_NOTICE_TEXT.none(risk);
    if (standing.kind === 'expired') return SUITABILITY_NOTICE_TEXT.expired(risk, standing.record.expiryDate);
    // The card's mark and this notice are one rule (compose/suitability.ts), which this chunk need not carry.
    return marks.mark(product) ? SUITABILITY_NOTICE_TEXT.above(risk, standing.record.riskName, standing.record.riskLevel) : null;
  }

  /** Why the buy check says this customer cannot buy yet, above a buy button (with its fix, if any). */
  get buyNotice(): BuyGate['notice'] {
    return this.bottomBar?.kind === 'buy' ? this.gate?.notice ?? null : null;
  }

  /** Whether a notice sits above the bottom bar (the level's, the buy check's): the page's foot then scrolls clear of them. */
  get hasNotices(): boolean {
    return Boolean(this.suitabilityNotice || this.buyNotice);
  }

  /** Next to a benchmark: it is not a promise of return. */
  get benchmarkNote(): string | null {
    return this.product?.formatModelComment ? BENCHMARK_BASIS_TEXT.notAPromise : null;
  }

  /** The tier table's rows: holding days ('N天及以上' for the last tier) and the rate. */
  get tierRows(): Array<[string, string]> {
    const tiers = this.tierRates?.value ?? [];
    return tiers.map((tier, index) => [tierRangeText(tier, index === tiers.length - 1), tier.formatClientRatio]);
  }

  /** /gear: where the tiers' past yields are (SPEC §2: the tier chart links to its history). */
  get tierHistory(): { pathname: string; search: string } | null {
    return this.product && this.tierRates ? { pathname: SUB_PAGES['/gear'].history, search: `?prdCode=${encodeURIComponent(this.product.prdCode)}` } : null;
  }

  get termText(): string {
    return this.product ? termTextOf(this.product) : '';
  }

  /** The header's facts, in the order the page lists them. */
  get facts(): Array<[string, string]> {
    const product = this.product;
    if (!product) return [];
    const rows: Array<[string, string]> = [
      [DETAIL_TEXT.issuer, product.taName],
      [DETAIL_TEXT.minPurchase, product.formatPfirstAmt],
      [DETAIL_TEXT.risk, product.riskName],
    ];
    if (this.termText) rows.push([product.cycleDays > 0 ? DETAIL_TEXT.cycle : DETAIL_TEXT.term, this.termText]);
    if (product.curCycleDate) rows.push([DETAIL_TEXT.currentCycle, product.curCycleDate]);
    if (product.nextCycleDate) rows.push([DETAIL_TEXT.nextCycle, product.nextCycleDate]);
    if (isNetValueRoute(detailRouteOf(product))) rows.push([DETAIL_TEXT.latestNav, this.latestNavText(product)]);
    if (this.bottomBar?.kind === 'preSale') rows.push([DETAIL_TEXT.ipoStart, product.formatIpoStartDate]);
    if (detailRouteOf(product) === '/netWorth') rows.push(...this.netWorthRows(product));
    return rows;
  }

  /** The bank's latest published net value; t100003's own until that has arrived (or when none is published). */
  private latestNavText(product: Product): string {
    const latest = this.latestQuotation?.value;
    return latest ? quotationText(latest) : navText(product.nav, product.navDate);
  }

  /** The elements the bank publishes (t200003), as name and value. */
  get elementRows(): Array<[string, string]> {
    return (this.productData?.value.elements ?? []).map(({ name, value }) => [name, value]);
  }

  /** The coming cycles: length, start, next opening. */
  get confirmDateRows(): Array<[string, string, string]> {
    return (this.confirmDates?.value ?? []).map(confirmDateRow);
  }

  /** SPEC §9's trait text, on the open-end regular net-value page only. */
  get openEndTraits(): readonly string[] {
    return this.product && detailRouteOf(this.product) === '/regularOpen' ? OPEN_END_NET_VALUE_TRAITS : [];
  }

  /** The dividend option and the money block (SPEC §2): amounts in 万元, never overstated. */
  private netWorthRows(product: Product): Array<[string, string]> {
    const dividend = dividendTextOf(product.divMode);
    return [
      ...(dividend ? [[DETAIL_TEXT.dividend, dividend] as [string, string]] : []),
      [DETAIL_TEXT.remaining, `${formatWan(product.remainAmt)}元`],
      [DETAIL_TEXT.invested, `${formatWan(product.investAmt)}元`],
    ];
  }

  /** Offered in the messaging app only; carries the client manager as employeeNo. */
  get shareQuery(): Record<string, string> | null {
    if (!this.product || this.session.shareType !== '01') return null;
    return shareLinkQuery(this.product, this.session.clientManager);
  }

  /**
   * Loads the product of the address; `page` is the detail page showing it, whose side data can start
   * at once; `asked`, what was asked for as soon as the address was known (askForDetail).
   */
  async load(prdCode: string | undefined, page?: DetailRoute, asked = askForDetail(this.ports, prdCode, page)): Promise<void> {
    this.prdCode = prdCode;
    this.page = page;
    this.pageRecord = asked.record;
    this.state = 'loading';
    const loading = asked.product;
    const early = asked.side && isProductCode(prdCode) ? this.sideDataOf(prdCode, page, loadedProduct(asked.product), asked.side) : null;
    const earlyLoaded = Promise.all([...Object.values(early ?? {}).map((data) => data?.load()), asked.record]);
    const result = await loading;
    if (result.kind !== 'loaded') {
      runInAction(() => (this.state = result.kind));
      return;
    }
    // The side data asked for with the product mostly arrives with it: a moment's wait lets the
    // page appear whole instead of growing section by section under the customer's eyes.
    if (early) await Promise.race([earlyLoaded, pause(SIDE_DATA_GRACE_MS)]);
    const route = detailRouteOf(result.product);
    // An address whose page is not the product's own (typed by hand) gets its page's side data now.
    const side = early && route === page ? early : this.sideDataOf(result.product.prdCode, route, Promise.resolve(result.product));
    runInAction(() => {
      this.state = 'loaded';
      this.show(result.product, side);
    });
    const late = side === early ? [] : Object.values(side).map((data) => data?.load());
    await Promise.all([earlyLoaded, ...late, this.confirmDates?.load()]);
  }

  /** What waits until the page has been painted (the page table's `shown`): the buy check, and the share menu's content. */
  async shown(): Promise<void> {
    await Promise.all([this.checkBuy(), this.offerShare()]);
  }

  /**
   * Whether this customer can buy the product, so the page can say why not before a tap (the
   * level's notice, issue 18 item 2, shows with the check's read of the record). Once the page has
   * been painted (the page table's `shown`), so that the gate's chunk and calls never delay that
   * paint: asked before it, they put the header of every detail family 0.2–0.4 s later in
   * Lighthouse's estimate. It judges by the record this load read with the page's data, if any.
   */
  async checkBuy(): Promise<void> {
    const product = this.product;
    const record = this.pageRecord ?? undefined;
    this.pageRecord = null;
    if (this.state === 'loaded' && product && this.bottomBar?.kind === 'buy') await (await this.buyGate()).inspect(product, 'now', record);
  }

  /** The side data of a detail page (askSideData says which), each loading first what was asked for. */
  private sideDataOf(code: string, route: DetailRoute | null | undefined, product: Promise<Product | null>, asked = askSideData(this.ports, code, route)) {
    const { ports: { catalog, performance }, failures, tracer } = this;
    return {
      chart: asked.chart && new PerformanceChartModel(code, performance, failures, asked.chart, tracer, product),
      tierRates: asked.tierRates && new Loadable(askedFirst(asked.tierRates, () => performance.tierRates(code)), failures, []),
      latestQuotation: asked.latestQuotation && new Loadable(askedFirst(asked.latestQuotation, () => performance.latestQuotation(code)), failures, null),
      traits: new Loadable(askedFirst(asked.traits, () => catalog.traits(code)), failures, []),
      productData: new Loadable(askedFirst(asked.productData, () => catalog.data(code)), failures, { elements: [], fees: [] }),
      documents: new Loadable(askedFirst(asked.documents, () => catalog.documents(code)), failures, []),
    };
  }

  private show(product: Product, side: ReturnType<DetailViewModel['sideDataOf']>): void {
    const code = product.prdCode;
    const { catalog, performance } = this.ports;
    this.product = product;
    Object.assign(this, side);
    this.tradeRules = new LoadOnFirstOpen(() => catalog.tradeRules(code), this.failures);
    this.riskWarning = new LoadOnFirstOpen(() => catalog.riskWarning(code), this.failures);
    this.benchmarkBasis = product.formatModelComment ? new LoadOnFirstOpen(() => catalog.benchmarkBasis(code), this.failures) : null;
    this.confirmDates = product.cycleDays > 0 ? new Loadable(() => performance.confirmDates(code), this.failures, []) : null;
    this.pastPerformance = new PastPerformanceModel(product, performance, this.failures);
    this.tracer.record({ ...BEHAVIOURS.browse, behaviorStpNo: BEHAVIOURS.browse.steps.viewDetail, event: 'view', value: code });
  }

  /**
   * In the messaging app the share menu sends this product (never a private placement). Set once the
   * page is painted: its chunk and the signature's call, asked before, held a shared link's largest
   * paint back by 0.2–0.3 s in Lighthouse's estimate, and the menu is not used before the page shows.
   */
  private async offerShare(): Promise<void> {
    const content = this.product && this.session.shareType === '01' ? shareContentOf(this.product, this.session.clientManager) : null;
    if (content) await this.messagingShare.offer(content);
  }

  private async buyGate(): Promise<BuyGate> {
    const gate = this.gate ?? (await this.loadGate());
    runInAction(() => (this.gate ??= gate));
    return this.gate!;
  }

  /** Loads the page again (after a failure), then does what its first showing did. */
  async retry(): Promise<void> {
    await this.load(this.prdCode, this.page);
    await this.shown();
  }

  /** 购买: SPEC §4's preconditions first; a failed one is explained with its fix, and /buy waits. */
  async buy(): Promise<void> {
    const product = this.product;
    if (!product || this.bottomBar?.kind !== 'buy' || this.checkingBuy) return;
    this.tracer.record({ ...BEHAVIOURS.purchase, behaviorStpNo: BEHAVIOURS.purchase.steps.tapBuy, event: 'tap', value: product.prdCode });
    this.checkingBuy = true;
    const check = await this.buyGate().then((gate) => gate.pass(product, 'dialog', 'tap')).finally(() => runInAction(() => (this.checkingBuy = false)));
    if (check.kind === 'ok') this.navigator.go(ROUTES.buy.path, { prdCode: product.prdCode });
  }
}
