import assert from 'node:assert/strict';
import { PAGES } from '../../../../src/ui/app/pages';
import { ROUTES } from '../../../../src/ui/app/router';
import { DIVIDEND_TEXTS } from '../../../../src/domain/catalog/product-texts';
import { formatYuan } from '../../../../src/domain/money/money';
import type { DivMode } from '../../../../src/domain/purchase/order';
import type { HoldingDocumentsViewModel } from '../../../../src/ui/pages/wealth/holding-documents-view-model';
import { holdingActions, holdingRows, redemptionRows } from '../../../../src/ui/pages/wealth/holding-rows';
import type { HoldingViewModel } from '../../../../src/ui/pages/wealth/holding-view-model';
import { SECTION_SIZE, type HoldingsList } from '../../../../src/ui/pages/wealth/holdings-view-model';
import type { RedemptionViewModel } from '../../../../src/ui/pages/wealth/redemption-view-model';
import { HOLDING_FACTS, HOLDINGS_LIST_TEXT, REDEEM_RESULT_TEXT, REDEEM_TEXT, WEALTH_TEXT } from '../../../../src/ui/pages/wealth/wealth-texts';
import type { ProductKindName } from '../../tasks/views';
import type { AllHoldingsView, WealthTasks } from '../../tasks/wealth';
import { holdingLink, myWealthPage, shownHolding } from './app-pages';
import { byPath, settle, type DomainSession, type PageTexts } from './session';

const DONE_PATHS: readonly string[] = PAGES.redemptionDone.paths;
/** The refusal pages; /remdFalseResult shows why the holding cannot be redeemed. */
const REFUSAL_PATHS: readonly string[] = [...PAGES.redemptionRefused.paths, ...PAGES.redemptionUnavailable.paths];

/** The title of each refusal page: 赎回失败, 快速赎回失败, 该产品暂不可赎回. */
const REFUSAL_TITLES: Readonly<Record<string, string>> = {
  [ROUTES.redemptionRefused.path]: REDEEM_RESULT_TEXT.failedTitle,
  [ROUTES.fastRedemptionRefused.path]: REDEEM_RESULT_TEXT.fastFailedTitle,
  [ROUTES.redemptionUnavailable.path]: REDEEM_RESULT_TEXT.unavailableTitle,
};

/** /currentMoreSum or /regularMoreSum as the page draws it (HoldingsListPage). */
function allHoldingsView(list: HoldingsList): AllHoldingsView {
  const page = list.page;
  return {
    title: list.flag === '0' ? HOLDINGS_LIST_TEXT.currentTitle : HOLDINGS_LIST_TEXT.regularTitle,
    summary: page ? `${HOLDINGS_LIST_TEXT.count(page.total)} · ${formatYuan(page.totalValue)}元` : '',
    holdings: list.holdings.map((h) => ({
      产品: h.prdName, [HOLDING_FACTS.amt]: formatYuan(h.amt), [HOLDING_FACTS.lastIncome]: formatYuan(h.lastIncome), [HOLDING_FACTS.totalIncome]: formatYuan(h.totalIncome),
    })),
    moreOffered: list.hasMore,
  };
}

/** What a page about one holding says: the holding, or that it is not held. */
function holdingTexts(page: HoldingViewModel | undefined): string[] {
  if (page?.state === 'notHeld') return [page.message];
  const shown = page?.holding;
  return shown ? [shown.prdName, ...holdingRows(shown, false).flat(), shown.redeemable ? '' : shown.redeemNote] : [];
}

/** My wealth: /myHome, the holdings, redemption, dividends and holding documents. */
export class DomainWealth implements WealthTasks {
  constructor(private readonly session: DomainSession) {}

  readonly owns = [
    PAGES.myWealth, PAGES.holding, PAGES.redemption, PAGES.redemptionDone, PAGES.redemptionRefused, PAGES.redemptionUnavailable, PAGES.dividend,
    PAGES.holdingDocuments, PAGES.currentHoldings, PAGES.regularHoldings,
  ];

  readonly says: PageTexts = {
    [ROUTES.myWealth.path]: () => {
      const home = this.session.pages.myWealth;
      if (home?.state === 'failed') return [WEALTH_TEXT.failed];
      return [home?.current, home?.regular].filter((list) => list?.page?.total === 0).map((list) => (list!.flag === '0' ? WEALTH_TEXT.emptyCurrent : WEALTH_TEXT.emptyRegular));
    },
    ...byPath(PAGES.holding.paths, () => () => holdingTexts(this.session.pages.holding)),
    ...byPath(DONE_PATHS, () => () => (this.session.pages.redemptionDone?.state === 'missing' ? [REDEEM_RESULT_TEXT.notFound] : [])),
    ...byPath(REFUSAL_PATHS, (path) => () => [REFUSAL_TITLES[path], this.#refusal()]),
    [ROUTES.currentHoldings.path]: () => this.#allHoldingsTexts(),
    [ROUTES.regularHoldings.path]: () => this.#allHoldingsTexts(),
    [ROUTES.dividend.path]: () => holdingTexts(this.session.pages.dividend?.holdingPage),
    [ROUTES.holdingDocuments.path]: () => holdingTexts(this.session.pages.holdingDocuments?.holdingPage),
    ...byPath(PAGES.redemption.paths, () => () => holdingTexts(this.session.pages.redemption?.holdingPage)),
  };

  /** Why the refusal page says the redemption was not taken. */
  #refusal(): string {
    const { pages, stores, here } = this.session;
    if (here.path === ROUTES.redemptionUnavailable.path) return pages.redemptionUnavailable?.holding?.redeemNote || pages.redemptionUnavailable?.message || '';
    const refusal = stores.redemption.refusal;
    return refusal && refusal.prdCode === here.query.prdCode ? refusal.message : REDEEM_RESULT_TEXT.failedFallback;
  }

  // ---- /myHome -------------------------------------------------------------------------------

  /** As the customer gets there: the home page's link, or from anywhere else its address (a page load; a link to the page showing would not load it again). */
  openMyWealth(): Promise<void> {
    return this.session.here?.path === ROUTES.home.path ? this.session.go(ROUTES.myWealth.path) : this.openMyWealthDirectly();
  }

  openMyWealthDirectly(): Promise<void> {
    return this.session.load(ROUTES.myWealth.path, {});
  }

  async wealthTotals(): Promise<Record<string, string>> {
    const home = myWealthPage(this.session);
    return { 总资产: formatYuan(home.totalAssets), 昨日收益: formatYuan(home.lastIncome), 累计收益: formatYuan(home.totalIncome) };
  }

  async holdingsIn(kind: ProductKindName): Promise<string[]> {
    const home = myWealthPage(this.session);
    return (kind === '活期理财' ? home.current : home.regular).holdings.slice(0, SECTION_SIZE).map((h) => h.prdName);
  }

  async myWealthSays(): Promise<string | null> {
    return this.session.pages.myWealth?.state === 'failed' ? WEALTH_TEXT.failed : null;
  }

  async reloadMyWealth(): Promise<void> {
    await myWealthPage(this.session).load();
    await settle();
  }

  // ---- /currentMoreSum, /regularMoreSum ------------------------------------------------------------

  /** 查看全部 shows on /myHome's section only when it holds more than the section lists. */
  async openAllHoldings(kind: ProductKindName): Promise<void> {
    const home = this.session.showing(ROUTES.myWealth.path, this.session.pages.myWealth);
    const list = kind === '活期理财' ? home.current : home.regular;
    if ((list.page?.total ?? 0) <= SECTION_SIZE) assert.fail(`${kind} offers no 查看全部 (${list.page?.total ?? 0} holdings)`);
    await this.session.go(kind === '活期理财' ? ROUTES.currentHoldings.path : ROUTES.regularHoldings.path);
    await this.session.mounted(this);
  }

  get #allHoldings(): HoldingsList {
    const { path } = this.session.here;
    const list = path === ROUTES.currentHoldings.path ? this.session.pages.currentHoldings : path === ROUTES.regularHoldings.path ? this.session.pages.regularHoldings : null;
    return list ?? assert.fail(`no whole list of holdings is open at ${path}`);
  }

  async allHoldings(): Promise<AllHoldingsView> {
    return allHoldingsView(this.#allHoldings);
  }

  async loadMoreHoldings(): Promise<void> {
    await this.#allHoldings.loadMore();
    await settle();
  }

  #allHoldingsTexts(): string[] {
    const list = this.session.here.path === ROUTES.currentHoldings.path ? this.session.pages.currentHoldings : this.session.pages.regularHoldings;
    if (!list) return [];
    if (!list.page) return list.state === 'failed' ? [WEALTH_TEXT.failed] : [];
    const view = allHoldingsView(list);
    return [view.title, view.summary, ...view.holdings.map((h) => h.产品)];
  }

  // ---- a holding -----------------------------------------------------------------------------

  openHolding(prdCode: string, withRate = false): Promise<void> {
    return this.session.go(withRate ? ROUTES.holdingIncomeRate.path : ROUTES.holding.path, { prdCode });
  }

  async holdingFacts(): Promise<Record<string, string>> {
    const { holding, withRate } = shownHolding(this.session);
    return Object.fromEntries(holdingRows(holding, withRate));
  }

  async holdingActions(): Promise<string[]> {
    return holdingActions(shownHolding(this.session).holding).map((action) => action.text);
  }

  async changeDividend(mode: string): Promise<void> {
    const page = this.session.pages.dividend ?? assert.fail(`${ROUTES.dividend.path} is not open`);
    page.choose((Object.keys(DIVIDEND_TEXTS) as DivMode[]).find((m) => DIVIDEND_TEXTS[m] === mode) ?? assert.fail(`no dividend method ${mode}`));
    await page.save();
    await settle();
  }

  get #documents(): HoldingDocumentsViewModel {
    return this.session.pages.holdingDocuments ?? assert.fail(`${ROUTES.holdingDocuments.path} is not open`);
  }

  async holdingDocuments(): Promise<string[]> {
    return this.#documents.documents.map((document) => document.insName);
  }

  async chooseHoldingDocument(name: string): Promise<void> {
    const page = this.#documents;
    page.choose(page.documents.findIndex((document) => document.insName === name));
  }

  async shownHoldingDocument(): Promise<string | null> {
    return this.#documents.shown?.insName ?? null;
  }

  // ---- redemption ----------------------------------------------------------------------------

  async startRedemption(prdCode: string, action: '赎回' | '快速赎回'): Promise<void> {
    await this.openHolding(prdCode);
    this.session.follow(holdingLink(this.session, action));
    await settle();
  }

  get #redemption(): RedemptionViewModel {
    return this.session.pages.redemption ?? assert.fail(`no redemption page is open at ${this.session.here.path}`);
  }

  async enterVolume(text: string): Promise<void> {
    this.#redemption.setVolume(text);
  }

  async enteredVolume(): Promise<string> {
    return this.#redemption.volume;
  }

  async redeemAll(): Promise<void> {
    this.#redemption.redeemAll();
  }

  async confirmRedemption(): Promise<void> {
    this.#redemption.confirm();
  }

  async volumeMessage(): Promise<string | null> {
    return this.#redemption.volumeError;
  }

  async enterRedemptionPin(pin: string): Promise<void> {
    await this.session.paid(this.#redemption.order.pay(await this.session.sealed(pin)));
  }

  async fastQuota(): Promise<string | null> {
    const quota = this.#redemption.quota;
    return quota ? REDEEM_TEXT.quota(formatYuan(quota.left), formatYuan(quota.dailyLimit)) : null;
  }

  async redemptionPending(): Promise<string | null> {
    return this.session.pages.redemption?.order.lost?.message ?? null;
  }

  async sendRedemptionAgain(): Promise<void> {
    this.#redemption.order.sendAgain();
  }

  async redemptionDone(): Promise<{ title: string; rows: Record<string, string> } | null> {
    const { path } = this.session.here;
    const deal = DONE_PATHS.includes(path) ? this.session.pages.redemptionDone?.deal : null;
    if (!deal) return null;
    const title = path === ROUTES.fastRedemptionDone.path ? REDEEM_RESULT_TEXT.fastDoneTitle : REDEEM_RESULT_TEXT.doneTitle;
    return { title, rows: Object.fromEntries(redemptionRows(deal)) };
  }

  async redemptionRefusal(): Promise<string | null> {
    return REFUSAL_PATHS.includes(this.session.here.path) ? this.#refusal() : null;
  }
}
