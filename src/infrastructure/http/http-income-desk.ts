import type { IncomeDesk } from '../../application/ports/income-desk';
import type { Paging } from '../../application/ports/wealth-desk';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import { FIXED_FIELDS } from './fixed-fields';
import type { AssetDay } from '../../domain/holdings/asset-history';
import type { DailyIncome, DailyIncomePage } from '../../domain/holdings/income';
import type { DividendPayout, MaturityPayout, PayoutsPage } from '../../domain/holdings/payouts';
import { isRealDate } from '../../domain/holdings/date-range';
import { parseAmount, type Money } from '../../domain/money/money';
import type { DivMode } from '../../domain/purchase/order';
import type { HttpClient } from './http-client';
import { count, isObject, listOf, mapOk, text, type Json } from './parse';

const customer = { accType: FIXED_FIELDS.accType, idType: FIXED_FIELDS.idType };
/** 万份收益 and 七日年化 as the bank writes them: a plain decimal, or '' for a product that publishes none. */
const FIGURE = /^-?\d{1,6}(\.\d{1,6})?$/;

/** These records' amounts must be there: a missing one is malformed, not zero. */
const money = (value: unknown): Money | null => parseAmount(text(value));
const date = (value: unknown): string | null => (typeof value === 'string' && isRealDate(value) ? value : null);
const figure = (value: unknown): string | null => {
  const shown = text(value);
  return shown === '' || FIGURE.test(shown) ? shown : null;
};
const divModeOf = (value: unknown): DivMode | null => (text(value) === '0' || text(value) === '1' ? (text(value) as DivMode) : null);

function toDailyIncome(raw: unknown): DailyIncome | null {
  if (!isObject(raw)) return null;
  const [day, income, tenThousandIncome, sevenDayRatio] = [date(raw.incomeDate), money(raw.income), figure(raw.tenThousandIncome), figure(raw.sevenDayRatio)];
  return day && income && tenThousandIncome !== null && sevenDayRatio !== null ? { date: day, income, tenThousandIncome, sevenDayRatio } : null;
}

function toDailyIncomePage(raw: unknown): DailyIncomePage | null {
  if (!isObject(raw) || !text(raw.prdCode)) return null;
  const days = listOf(raw.lineList, toDailyIncome);
  return days && { prdCode: text(raw.prdCode), prdName: text(raw.prdName) || text(raw.prdCode), prdTemplate: text(raw.prdTemplate), days, total: count(raw.totNum) };
}

function toAssetDay(raw: unknown): AssetDay | null {
  if (!isObject(raw)) return null;
  const [day, totAsset] = [date(raw.date), money(raw.totAsset)];
  return day && totAsset ? { date: day, totAsset } : null;
}

/** The product a payout line names (its code, and its name or else its code). */
const productOf = (raw: Json) => (text(raw.prdCode) ? { prdCode: text(raw.prdCode), prdName: text(raw.prdName) || text(raw.prdCode) } : null);

function toDividend(raw: unknown): DividendPayout | null {
  if (!isObject(raw)) return null;
  const [product, day, amt, divMode] = [productOf(raw), date(raw.divDate), money(raw.amt), divModeOf(raw.divMode)];
  return product && day && amt && divMode ? { ...product, date: day, amt, divMode } : null;
}

function toMaturityPayout(raw: unknown): MaturityPayout | null {
  if (!isObject(raw)) return null;
  const [product, day, principal, income, amt] = [productOf(raw), date(raw.payDate), money(raw.principal), money(raw.income), money(raw.amt)];
  return product && day && principal && income && amt ? { ...product, date: day, principal, income, amt, cardNo: text(raw.cardNo) } : null;
}

const payoutsOf = <T>(item: (raw: unknown) => T | null) => (raw: unknown): PayoutsPage<T> | null => {
  const payouts = isObject(raw) ? listOf(raw.lineList, item) : null;
  return payouts && isObject(raw) ? { payouts, total: count(raw.totNum) } : null;
};

export class HttpIncomeDesk implements IncomeDesk {
  constructor(private readonly http: HttpClient) {}

  async dailyIncome(prdCode: string, page: Paging): Promise<CallOutcome<DailyIncomePage>> {
    return mapOk(await this.http.post('listDailyIncome', { ...customer, prdCode, ...page }), toDailyIncomePage);
  }

  async assetHistory(days: number): Promise<CallOutcome<AssetDay[]>> {
    return mapOk(await this.http.post('listHisAssets', { ...customer, days }), (raw) => (isObject(raw) ? listOf(raw.lineList, toAssetDay) : null));
  }

  async dividends(page: Paging): Promise<CallOutcome<PayoutsPage<DividendPayout>>> {
    return mapOk(await this.http.post('listDividends', { ...customer, ...page }), payoutsOf(toDividend));
  }

  async maturityPayouts(page: Paging): Promise<CallOutcome<PayoutsPage<MaturityPayout>>> {
    return mapOk(await this.http.post('listMaturityPayouts', { ...customer, ...page }), payoutsOf(toMaturityPayout));
  }
}
