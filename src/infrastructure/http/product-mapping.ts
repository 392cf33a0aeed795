import type { Product, Tier } from '../../domain/catalog/product';
import type { ChartPoint, ConfirmDate, PastPeriod, Quotation } from '../../domain/catalog/performance';
import type { FeeLine, FeeType, InstructionDocument, ProductElement, ProductTrait, SynopsisSection } from '../../domain/catalog/published';
import type { BenchmarkChange, PeriodPerformance } from '../../domain/catalog/past-performance';
import { amount, count, flag, isObject, text } from './parse';

/** A line whose listed fields are all texts (numbers become their text); null when one is missing. */
function textLine<K extends string>(raw: unknown, fields: readonly K[], optional: readonly K[] = []): Record<K, string> | null {
  if (!isObject(raw)) return null;
  const line = Object.fromEntries(fields.map((field) => [field, text(raw[field])])) as Record<K, string>;
  return fields.every((field) => line[field] !== '' || optional.includes(field)) ? line : null;
}

export const toTrait = (raw: unknown): ProductTrait | null => textLine(raw, ['title', 'desc'], ['desc']);
export const toProductElement = (raw: unknown): ProductElement | null => textLine(raw, ['name', 'value'], ['value']);
export const toQuotation = (raw: unknown): Quotation | null => textLine(raw, ['issDate', 'nav', 'totNav'], ['totNav']);
export const toPastPeriod = (raw: unknown): PastPeriod | null =>
  textLine(raw, ['periodNo', 'startDate', 'endDate', 'formatModelComment', 'actualRatio'], ['formatModelComment', 'actualRatio']);
export const toPeriodPerformance = (raw: unknown): PeriodPerformance | null => textLine(raw, ['startDate', 'endDate', 'actualRatio', 'benchmark'], ['actualRatio', 'benchmark']);
export const toBenchmarkChange = (raw: unknown): BenchmarkChange | null => textLine(raw, ['changeDate', 'oldBenchmark', 'newBenchmark', 'reason'], ['reason']);

const FEE_TYPES: readonly FeeType[] = ['buy', 'redeem', 'ongoing'];
export function toFeeLine(raw: unknown): FeeLine | null {
  const line = textLine(raw, ['feeType', 'feeName', 'feeRate', 'feeDesc'], ['feeDesc']);
  return line && FEE_TYPES.includes(line.feeType as FeeType) ? { ...line, feeType: line.feeType as FeeType } : null;
}

export function toSynopsisSection(raw: unknown): SynopsisSection | null {
  const line = textLine(raw, ['title', 'content'], ['content']);
  return line && { title: line.title, html: line.content };
}

/** A document's address must stay on the bank's origin or be https: never javascript: or data:. */
export function toDocument(raw: unknown): InstructionDocument | null {
  const line = textLine(raw, ['insName', 'webAddress']);
  return line && /^(\/(?!\/)|https:\/\/)/.test(line.webAddress) ? line : null;
}

export function toConfirmDate(raw: unknown): ConfirmDate | null {
  const line = textLine(raw, ['curCycleDate', 'nextCycleDate']);
  return line && isObject(raw) ? { cycleDays: count(raw.cycleDays), ...line } : null;
}

/** A chart point: issDate and every other field that is a decimal text. */
export function toChartPoint(raw: unknown): ChartPoint | null {
  if (!isObject(raw) || typeof raw.issDate !== 'string' || !raw.issDate) return null;
  const values = Object.entries(raw).filter(([field, value]) => field !== 'issDate' && /^-?\d+(\.\d+)?$/.test(text(value)));
  return { issDate: raw.issDate, values: Object.fromEntries(values.map(([field, value]) => [field, text(value)])) };
}

/** A showPrdRate line (SPEC §3 tier-rate line). */
export function toTier(raw: unknown): Tier | null {
  if (!isObject(raw)) return null;
  return { minHoldDays: count(raw.minHoldDays), maxHoldDays: count(raw.maxHoldDays), formatClientRatio: text(raw.formatClientRatio) };
}

/** A server product (SPEC §3 prdDetail) as the domain's Product; null when it is not one. */
export function toProduct(raw: unknown): Product | null {
  if (!isObject(raw)) return null;
  const prdCode = text(raw.prdCode);
  const prdTemplate = text(raw.prdTemplate);
  const [pfirstAmt, pAddAmt, remainAmt, investAmt] = [raw.pfirstAmt, raw.pAddAmt, raw.remainAmt, raw.investAmt].map(amount);
  if (!prdCode || !prdTemplate || !pfirstAmt || !pAddAmt || !remainAmt || !investAmt) return null;
  return {
    prdCode,
    prdName: text(raw.prdName),
    prdTemplate,
    prdCategory: text(raw.prdCategory),
    prdKind: raw.prdKind === 'demand' ? 'demand' : 'term',
    taCode: text(raw.taCode),
    taName: text(raw.taName),
    riskLevel: text(raw.riskLevel),
    riskName: text(raw.riskName),
    pfirstAmt,
    formatPfirstAmt: text(raw.formatPfirstAmt),
    pAddAmt,
    remainAmt,
    investAmt,
    formatModelComment: text(raw.formatModelComment),
    yearClientRatio: text(raw.yearClientRatio),
    yearClientRatioDesc: text(raw.yearClientRatioDesc),
    nav: text(raw.nav),
    navDate: text(raw.navDate),
    investDays: count(raw.investDays),
    cycleDays: count(raw.cycleDays),
    curCycleDate: text(raw.curCycleDate),
    nextCycleDate: text(raw.nextCycleDate),
    divMode: text(raw.divMode),
    ipoStartDate: text(raw.ipoStartDate),
    formatIpoStartDate: text(raw.formatIpoStartDate),
    formatIpoEndDate: text(raw.formatIpoEndDate),
    estabDate: text(raw.estabDate),
    endDate: text(raw.endDate),
    prdStatus: text(raw.prdStatus),
    isPrivate: flag(raw.isPrivate),
    isSignature: flag(raw.isSignature),
    isAutoInvest: flag(raw.isAutoInvest),
    seriesCode: text(raw.seriesCode),
  };
}
