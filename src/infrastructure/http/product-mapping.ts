import type { Product, Tier } from '../../domain/catalog/product';
import { amount, count, isObject, text } from './parse';

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
    prdStatus: text(raw.prdStatus),
    isPrivate: text(raw.isPrivate) === '1',
    seriesCode: text(raw.seriesCode),
  };
}
