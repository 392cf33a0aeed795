import type { Money } from '../money/money';

/** One tier of a tiered-yield (gear) product: the yield for a band of holding days. */
export interface Tier {
  minHoldDays: number;
  /** 0 on the last tier, which is open-ended. */
  maxHoldDays: number;
  formatClientRatio: string;
}

export type ProductKind = 'term' | 'demand';

/**
 * A product as the store knows it (SPEC §3 prdDetail). Field names are the spec's; amounts
 * are exact Money, parsed from the server's decimal strings at the adapter.
 */
export interface Product {
  prdCode: string;
  prdName: string;
  prdTemplate: string;
  prdCategory: string;
  prdKind: ProductKind;
  taCode: string;
  /** Issuer name. */
  taName: string;
  riskLevel: string;
  riskName: string;
  /** Minimum purchase, exact and as the server words it. */
  pfirstAmt: Money;
  formatPfirstAmt: string;
  /** Purchase increment. */
  pAddAmt: Money;
  /** Remaining purchasable amount; zero means sold out. */
  remainAmt: Money;
  investAmt: Money;
  /** Performance-benchmark text, e.g. "3.10%-3.60%"; empty when the product has none. */
  formatModelComment: string;
  yearClientRatio: string;
  /** 首发热销 replaces the yield number when the server says so. */
  yearClientRatioDesc: string;
  nav: string;
  navDate: string;
  investDays: number;
  cycleDays: number;
  curCycleDate: string;
  nextCycleDate: string;
  divMode: string;
  /** yyyyMMdd. */
  ipoStartDate: string;
  formatIpoStartDate: string;
  formatIpoEndDate: string;
  /** Established (成立日) and maturity (到期日) dates, YYYY-MM-DD; endDate is empty for an open-ended product. */
  estabDate: string;
  endDate: string;
  prdStatus: string;
  isPrivate: boolean;
  /** A signature (CA) purchase: the bank app signs the order with the customer's certificate (SPEC §4). */
  isSignature: boolean;
  /** Takes fixed-amount plans (定投, /fixedtime). */
  isAutoInvest: boolean;
  seriesCode: string;
}

/** The bank itself as issuer (SPEC §5: decides in-branch vs online risk assessment). */
export const BANK_ISSUER_CODE = 'BANK';
