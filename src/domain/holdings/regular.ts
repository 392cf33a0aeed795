import dayjs from 'dayjs';
import type { ConfirmDate } from '../catalog/performance';
import { money, type Money } from '../money/money';
import type { Holding } from './holding';
import type { Shares } from './shares';
import { withPrdCode } from '../catalog/template-route';

/**
 * The customer's regular (定期) holdings by family (SPEC §2 "Regular products"): which family a
 * term holding belongs to, which page shows it, what each family means in plain words, and the
 * figures those pages work out (the expected income of an expected-yield holding).
 */

export type RegularFamily = 'expected' | 'closed' | 'periodicOpen' | 'cycle';

/** SPEC §2's regular-product routes of the /myHome shell. */
export const REGULAR_ROUTES = {
  list: '/regular',
  introduction: '/introduction',
  expected: '/mineExcepted',
  closed: '/regularClosedNetworth',
  periodicOpen: '/regularOpenedNetworth',
  cycle: '/regularCustCycle',
  cycleDetail: '/custCycleVoldetail',
} as const;
export type RegularRoute = (typeof REGULAR_ROUTES)[keyof typeof REGULAR_ROUTES];

export interface RegularFamilyInfo {
  family: RegularFamily;
  /** The family's name, as the customer reads it. */
  name: string;
  /** The product templates of the family (template-route.ts). */
  templates: readonly string[];
  /** The page that shows one holding of the family (?prdCode=). */
  route: RegularRoute;
  /** What the family means for the customer, in plain words (/introduction). */
  meaning: string;
}

/**
 * The four regular families, in the order /regular and /introduction show them. The wording
 * promises nothing: a benchmark is not a return, and no product here is said to keep its capital.
 */
export const REGULAR_FAMILIES: readonly RegularFamilyInfo[] = [
  {
    family: 'expected', name: '预期收益型', templates: ['D100', 'D102'], route: REGULAR_ROUTES.expected,
    meaning: '产品公布业绩比较基准，资金按约定期限（或每个投资周期）运作，期间不能赎回；到期后按产品实际运作结果分配收益，资金回到您的理财签约卡。业绩比较基准不代表实际收益。',
  },
  {
    family: 'closed', name: '封闭式净值型', templates: ['D303'], route: REGULAR_ROUTES.closed,
    meaning: '产品成立后进入封闭期，封闭期内不开放申购和赎回；收益体现为产品净值的涨跌，可能上涨也可能下跌，到期后按到期日的净值兑付。',
  },
  {
    family: 'periodicOpen', name: '定期开放净值型', templates: ['D301'], route: REGULAR_ROUTES.periodicOpen,
    meaning: '产品按固定周期开放，只在开放日办理申购和赎回，两个开放日之间不能申购赎回；收益体现为产品净值的涨跌。',
  },
  {
    family: 'cycle', name: '周期型', templates: ['D306'], route: REGULAR_ROUTES.cycle,
    meaning: '每笔购买按您自己的投资周期运作：购买确认后开始第一个周期，每个周期结束时结算该周期的收益，份额自动进入下一个周期，直到您赎回。',
  },
];

/** Term (定期, currentFlag 1) holdings only: a tiered D100 product is a demand holding, whatever its template. */
const TERM_FLAG = '1';

/** The regular family of a term holding; null for a demand holding or a term product of no family (e.g. D300). */
export function regularFamilyOf(holding: Pick<Holding, 'prdTemplate' | 'currentFlag'>): RegularFamilyInfo | null {
  if (holding.currentFlag !== TERM_FLAG) return null;
  return REGULAR_FAMILIES.find((info) => info.templates.includes(holding.prdTemplate)) ?? null;
}

export const regularFamilyInfo = (family: RegularFamily): RegularFamilyInfo => REGULAR_FAMILIES.find((info) => info.family === family)!;


/** The page of the holding's family (its address, with prdCode), or null when it has none. */
export function regularPageOf(holding: Pick<Holding, 'prdCode' | 'prdTemplate' | 'currentFlag'>): string | null {
  const info = regularFamilyOf(holding);
  return info ? withPrdCode(info.route, holding.prdCode) : null;
}

/** One cycle's page: /custCycleVoldetail?prdCode=&cycleNo=. */
export const cycleDetailPageOf = (prdCode: string, cycleNo: number): string => `${withPrdCode(REGULAR_ROUTES.cycleDetail, prdCode)}&cycleNo=${cycleNo}`;

/** The term holdings grouped by family, in the families' order (only the families held), then those of no family. */
export function groupByFamily<T extends Pick<Holding, 'prdTemplate' | 'currentFlag'>>(holdings: readonly T[]): { families: Array<{ info: RegularFamilyInfo; holdings: T[] }>; others: T[] } {
  const families = REGULAR_FAMILIES.map((info) => ({ info, holdings: holdings.filter((h) => regularFamilyOf(h)?.family === info.family) })).filter((group) => group.holdings.length > 0);
  const others = holdings.filter((h) => h.currentFlag === TERM_FLAG && regularFamilyOf(h) === null);
  return { families, others };
}

// ---- money over days --------------------------------------------------------------------------

export const DAYS_PER_YEAR = 365;
/** yearClientRatio is a percentage with up to 4 decimals: counted in millionths of the whole (1% = 10,000). */
const RATIO_SCALE = 1_000_000n;
const RATIO = /^(\d{1,3})(?:\.(\d{1,4}))?$/;

/** The bank's yearClientRatio ('3.3500', a percentage) in millionths; null when it is not such a number. */
export function ratioMillionths(yearClientRatio: string): bigint | null {
  const match = RATIO.exec(yearClientRatio.trim());
  return match ? BigInt(match[1]) * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0')) : null;
}

/**
 * What an amount earns over some days at an annual rate: amount × yearClientRatio% × days / 365,
 * exact in fen and rounded down (never an amount the customer will not see); null for a rate
 * that is not a number. No days, or fewer than none, earn nothing.
 */
export function incomeOver(amount: Money, yearClientRatio: string, days: number): Money | null {
  const ratio = ratioMillionths(yearClientRatio);
  if (ratio === null || !Number.isSafeInteger(days)) return null;
  if (days <= 0 || amount.fen <= 0n) return money(0n);
  return money((amount.fen * ratio * BigInt(days)) / (RATIO_SCALE * BigInt(DAYS_PER_YEAR)));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whole days from one YYYY-MM-DD to another (negative when the second is earlier); null for a date that is not one. */
export function daysBetween(from: string, to: string): number | null {
  if (!DAY.test(from) || !DAY.test(to) || !dayjs(from).isValid() || !dayjs(to).isValid()) return null;
  return dayjs(to).diff(dayjs(from), 'day');
}

/** The product figures an expected-yield holding page needs (a prdDetail's fields). */
export interface ExpectedTerms {
  yearClientRatio: string;
  /** The maturity date, or '' for a periodic product (D102). */
  endDate: string;
  /** The current period's end, for a periodic product. */
  nextCycleDate: string;
}

export interface ExpectedIncome {
  /** The day the money is due back: the maturity date, or the current period's end. '' when unknown. */
  endDate: string;
  /** Days from today to that day (0 once it has come); null when the day is unknown. */
  remainingDays: number | null;
  /** amt × yearClientRatio% × remaining days / 365, rounded down to the fen; null when it cannot be worked out. */
  income: Money | null;
}

/**
 * The expected income to maturity of an expected-yield holding (D100, D102): its amount at the
 * product's yearClientRatio over the days left until its maturity date (a periodic product: until
 * the current period ends). It is an estimate, not a promise (the page says so).
 */
export function expectedIncomeOf(amt: Money, terms: ExpectedTerms, today: string): ExpectedIncome {
  const endDate = terms.endDate || terms.nextCycleDate;
  const days = endDate ? daysBetween(today, endDate) : null;
  const remainingDays = days === null ? null : Math.max(days, 0);
  return { endDate, remainingDays, income: remainingDays === null ? null : incomeOver(amt, terms.yearClientRatio, remainingDays) };
}

// ---- cycles -----------------------------------------------------------------------------------

export const CYCLE_STATUS = { running: '运行中', ended: '已结束' } as const;
export type CycleStatus = (typeof CYCLE_STATUS)[keyof typeof CYCLE_STATUS];

/** One of the customer's cycles of a cycle product (a listCustCycles line). */
export interface CustCycle {
  /** 1 for the first cycle after the purchase. */
  cycleNo: number;
  /** YYYY-MM-DD; the cycle runs from its start to its end (the next one starts that day). */
  startDate: string;
  endDate: string;
  vol: Shares;
  amt: Money;
  /** An ended cycle's income; a running cycle's income so far. */
  income: Money;
  status: CycleStatus;
}

export const cycleName = (cycleNo: number): string => `第${cycleNo}期`;

// ---- periodic open ----------------------------------------------------------------------------

/**
 * The next open window of a periodic-open product from its cycles (queryConfirmDate, the current
 * one first): the first cycle whose next opening is today or later; null when none is published.
 */
export function nextOpening(dates: readonly ConfirmDate[], today: string): ConfirmDate | null {
  return dates.find((date) => date.nextCycleDate >= today) ?? null;
}
