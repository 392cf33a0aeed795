import assert from 'node:assert/strict';
import { PAGES } from '../../../../src/ui/app/pages';
import { WEALTH_SHORTCUTS } from '../../../../src/ui/pages/wealth/wealth-texts';
import { ROUTES } from '../../../../src/ui/app/router';
import { formatYuan } from '../../../../src/domain/money/money';
import { ASSET_COLUMNS, byHoldingRows, dailyIncomeColumns, dividendRows, maturityRows, type Column } from '../../../../src/ui/pages/income/income-rows';
import { ASSETS_TEXT, BY_HOLDING_TEXT, DAILY_INCOME_TEXT, DIVIDENDS_TEXT, MATURITY_PAYOUT_TEXT } from '../../../../src/ui/pages/income/income-texts';
import type { PayoutsViewModel } from '../../../../src/ui/pages/income/income-view-models';
import { HOLDING_INCOME_ROUTES, incomeShortcutRoute } from '../../income-routes';
import type { IncomeTasks } from '../../tasks/income';
import type { HoldingIncomeName, IncomePageName, IncomePageView } from '../../tasks/views';
import { holdingLink } from './app-pages';
import { settle, type DomainSession } from './session';

const NONE = { totals: {}, rows: [], summary: null, chart: false, shown: null, moreOffered: false, message: null };
const FAILED: readonly string[] = [BY_HOLDING_TEXT.failed, DAILY_INCOME_TEXT.failed, ASSETS_TEXT.failed, DIVIDENDS_TEXT.failed, MATURITY_PAYOUT_TEXT.failed];
const DAILY_PATHS: readonly string[] = PAGES.dailyIncome.paths;

const byColumns = <T>(columns: Array<Column<T>>, line: T) => Object.fromEntries(columns.map(([heading, cell]) => [heading, cell(line)]));

/** /interest and /cash as PayoutsList shows them. */
function payoutsView<T extends { prdName: string }>(page: PayoutsViewModel<T>, texts: { title: string; failed: string; empty: string }, rows: (payout: T) => Array<[string, string]>): IncomePageView {
  const { list } = page;
  const first = list.items.length === 0;
  return {
    ...NONE,
    title: texts.title,
    rows: list.items.map((payout) => ({ 产品: payout.prdName, ...Object.fromEntries(rows(payout)) })),
    shown: first ? null : list.shownText,
    moreOffered: list.hasMore,
    message: first && list.state === 'failed' ? texts.failed : list.empty ? texts.empty : null,
  };
}

/** Income, assets and payouts: /profitLossIncome, /mineCurrencyIncomeNew, /currencyRecord, /hisAssets, /interest, /cash (features/income.feature). */
export class DomainIncome implements IncomeTasks {
  constructor(private readonly session: DomainSession) {}

  readonly owns = [PAGES.profitLossIncome, PAGES.dailyIncome, PAGES.assetHistory, PAGES.dividendPayouts, PAGES.maturityPayouts];

  /** Follows /myHome's shortcut with these words (the links the page lists), and fails unless it leads to the income page of that name. */
  async openIncomeShortcut(name: IncomePageName): Promise<void> {
    await this.session.go(ROUTES.myWealth.path);
    const shortcut = WEALTH_SHORTCUTS.find((link) => link.text === name) ?? assert.fail(`${ROUTES.myWealth.path} has no shortcut ${name}`);
    await this.session.followTo(this, shortcut.to);
    assert.equal(this.session.here.path, incomeShortcutRoute(name), `${name} leads elsewhere`);
  }

  async openHoldingIncome(action: HoldingIncomeName): Promise<void> {
    this.session.follow(holdingLink(this.session, action));
    await this.session.mounted(this);
  }

  async openIncomeRecord(action: HoldingIncomeName, prdCode: string): Promise<void> {
    await this.session.openPage(this, HOLDING_INCOME_ROUTES[action], { prdCode });
  }

  async incomePage(): Promise<IncomePageView> {
    await this.session.mounted(this);
    const { path } = this.session.here;
    if (path === ROUTES.profitLossIncome.path) return this.#byHoldingView();
    if (path === ROUTES.assetHistory.path) return this.#assetsView();
    if (path === ROUTES.dividendPayouts.path) return payoutsView(this.session.showing(path, this.session.pages.dividendPayouts), DIVIDENDS_TEXT, dividendRows);
    if (path === ROUTES.maturityPayouts.path) return payoutsView(this.session.showing(path, this.session.pages.maturityPayouts), MATURITY_PAYOUT_TEXT, maturityRows);
    return this.#dailyView();
  }

  #byHoldingView(): IncomePageView {
    const page = this.session.showing(ROUTES.profitLossIncome.path, this.session.pages.profitLossIncome);
    const holdings = page.income?.holdings ?? [];
    return {
      ...NONE,
      title: BY_HOLDING_TEXT.title,
      totals: page.income && holdings.length > 0 ? { [BY_HOLDING_TEXT.totalIncome]: formatYuan(page.income.totalIncome), [BY_HOLDING_TEXT.lastIncome]: formatYuan(page.income.lastIncome) } : {},
      rows: holdings.map((h) => ({ 产品: h.prdName, ...Object.fromEntries(byHoldingRows(h)) })),
      message: page.state === 'failed' ? BY_HOLDING_TEXT.failed : page.empty ? BY_HOLDING_TEXT.empty : null,
    };
  }

  #assetsView(): IncomePageView {
    const page = this.session.showing(ROUTES.assetHistory.path, this.session.pages.assetHistory);
    const summary = page.state !== 'failed' && page.summary ? ASSETS_TEXT.summary(page.period, page.summary) : null;
    return {
      ...NONE,
      title: ASSETS_TEXT.title,
      rows: summary ? page.newestFirst.map((day) => byColumns(ASSET_COLUMNS, day)) : [],
      summary,
      chart: summary !== null,
      message: page.state === 'failed' ? ASSETS_TEXT.failed : page.empty ? ASSETS_TEXT.empty : null,
    };
  }

  /** 收益记录 or 万份收益记录 of one holding. */
  #dailyView(): IncomePageView {
    const page = this.session.showing(this.session.here.path, this.session.pages.dailyIncome);
    const { list, kind, state } = page;
    const loaded = state === 'loaded';
    const messages = { invalid: DAILY_INCOME_TEXT.noProduct, notHeld: page.notHeldMessage, notCash: DAILY_INCOME_TEXT.notCash, failed: DAILY_INCOME_TEXT.failed, loading: null, loaded: list.items.length === 0 ? DAILY_INCOME_TEXT.empty : null };
    return {
      ...NONE,
      title: kind === 'daily' ? DAILY_INCOME_TEXT.dailyTitle : DAILY_INCOME_TEXT.currencyTitle,
      rows: loaded ? list.items.map((day) => byColumns(dailyIncomeColumns(kind), day)) : [],
      shown: loaded && list.items.length > 0 ? list.shownText : null,
      moreOffered: loaded && list.hasMore,
      message: messages[state],
    };
  }

  /** The paged list of the income page showing (daily income, dividends, maturity payouts). */
  get #list() {
    const { path } = this.session.here;
    if (path === ROUTES.dividendPayouts.path) return this.session.showing(path, this.session.pages.dividendPayouts).list;
    if (path === ROUTES.maturityPayouts.path) return this.session.showing(path, this.session.pages.maturityPayouts).list;
    if (DAILY_PATHS.includes(path)) return this.session.showing(path, this.session.pages.dailyIncome).list;
    return assert.fail(`${path} has no list to load more of`);
  }

  async loadMoreIncome(): Promise<void> {
    await this.session.mounted(this);
    const list = this.#list;
    if (!list.hasMore && !list.moreFailed) assert.fail('the list has no more to load');
    await list.loadMore();
    await settle();
  }

  async retryIncome(): Promise<void> {
    const { message } = await this.incomePage();
    const { path, query } = this.session.here;
    if (!message || !FAILED.includes(message)) assert.fail(`${path} offers no 重新加载 (it says ${JSON.stringify(message)})`);
    if (path === ROUTES.profitLossIncome.path) await this.session.pages.profitLossIncome!.load();
    else if (path === ROUTES.assetHistory.path) await this.session.pages.assetHistory!.load();
    else if (path === ROUTES.dividendPayouts.path) await this.session.pages.dividendPayouts!.load();
    else if (path === ROUTES.maturityPayouts.path) await this.session.pages.maturityPayouts!.load();
    else await this.session.pages.dailyIncome!.load(query.prdCode);
    await settle();
  }
}
