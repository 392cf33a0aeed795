import dayjs from 'dayjs';
import { OWN_ISSUER } from '../rules/products';

/** A product as the mock bank stores and serves it (SPEC §3 prdDetail); money and rates are strings. */
export interface SeedProduct {
  prdCode: string;
  prdName: string;
  prdTemplate: string;
  prdCategory: string;
  prdKind: 'term' | 'demand';
  taCode: string;
  taName: string;
  riskLevel: string;
  riskName: string;
  pfirstAmt: string;
  formatPfirstAmt: string;
  pAddAmt: string;
  remainAmt: string;
  investAmt: string;
  formatModelComment: string;
  yearClientRatio: string;
  yearClientRatioDesc: string;
  nav: string;
  navDate: string;
  investDays: number;
  cycleDays: number;
  curCycleDate: string;
  nextCycleDate: string;
  divMode: string;
  ipoStartDate: string;
  formatIpoStartDate: string;
  ipoEndDate: string;
  formatIpoEndDate: string;
  estabDate: string;
  endDate: string;
  prdStatus: string;
  isPrivate: string;
  /** '1': a signature (CA) purchase: buyPrd needs a jsAuthCode from getJsAuth and the signData. */
  isSignature: '0' | '1';
  /** '1': takes fixed-amount plans (定投, autoInvestAdd): the daily-open net-value (D311) and cash-management (D310) products. */
  isAutoInvest: '0' | '1';
  seriesCode: string;
  tiers: Array<{ minHoldDays: number; maxHoldDays: number; formatClientRatio: string }>;
}

export const RISK_NAMES: Record<string, string> = {
  R1: '低风险(R1)',
  R2: '中低风险(R2)',
  R3: '中风险(R3)',
  R4: '中高风险(R4)',
  R5: '高风险(R5)',
};

/** The templates whose products take fixed-amount plans. */
const PLAN_TEMPLATES = ['D310', 'D311'];

const BANK = { taCode: OWN_ISSUER, taName: '本行' };
const ISSUERS = [
  { taCode: 'CMBWM', taName: '招银理财有限责任公司' },
  { taCode: 'CITICWM', taName: '信银理财有限责任公司' },
  { taCode: 'BOCWM', taName: '中银理财有限责任公司' },
  BANK,
];

type Draft = Partial<SeedProduct> & Pick<SeedProduct, 'prdCode' | 'prdName' | 'prdTemplate' | 'prdKind'>;

/** Fills a product's remaining fields; every date is relative to the mock bank's today. */
function complete(draft: Draft, today: dayjs.Dayjs): SeedProduct {
  const ipoStart = draft.ipoStartDate ? dayjs(draft.ipoStartDate) : today.subtract(30, 'day');
  const ipoEnd = ipoStart.add(7, 'day');
  const riskLevel = draft.riskLevel ?? 'R2';
  const base: SeedProduct = {
    prdCode: draft.prdCode,
    prdName: draft.prdName,
    prdTemplate: draft.prdTemplate,
    prdCategory: '0',
    prdKind: draft.prdKind,
    ...ISSUERS[0],
    riskLevel,
    riskName: RISK_NAMES[riskLevel],
    pfirstAmt: '10000.00',
    formatPfirstAmt: '1万元',
    pAddAmt: '1.00',
    remainAmt: '52345678.90',
    investAmt: '100000000.00',
    formatModelComment: '',
    yearClientRatio: '3.1000',
    yearClientRatioDesc: '',
    nav: '1.0000',
    navDate: today.subtract(1, 'day').format('YYYY-MM-DD'),
    investDays: 0,
    cycleDays: 0,
    curCycleDate: '',
    nextCycleDate: '',
    divMode: '0',
    ipoStartDate: '',
    formatIpoStartDate: '',
    ipoEndDate: '',
    formatIpoEndDate: '',
    estabDate: ipoEnd.add(1, 'day').format('YYYY-MM-DD'),
    endDate: '',
    prdStatus: '0',
    isPrivate: '0',
    isSignature: '0',
    isAutoInvest: PLAN_TEMPLATES.includes(draft.prdTemplate) ? '1' : '0',
    seriesCode: '',
    tiers: [],
  };
  const product = { ...base, ...draft, riskName: RISK_NAMES[riskLevel] };
  product.ipoStartDate = ipoStart.format('YYYYMMDD');
  product.formatIpoStartDate = ipoStart.format('YYYY-MM-DD');
  product.ipoEndDate = ipoEnd.format('YYYYMMDD');
  product.formatIpoEndDate = ipoEnd.format('YYYY-MM-DD');
  if (product.cycleDays > 0 && !draft.curCycleDate) {
    const start = today.subtract(product.cycleDays > 28 ? 20 : 5, 'day');
    product.curCycleDate = start.format('YYYY-MM-DD');
    product.nextCycleDate = start.add(product.cycleDays, 'day').format('YYYY-MM-DD');
  }
  if (product.investDays > 0 && !draft.endDate) product.endDate = dayjs(product.estabDate).add(product.investDays, 'day').format('YYYY-MM-DD');
  return product;
}

/**
 * An established date `years` years and `days` days before today, for past performance (issue 18):
 * REXP000001 over six years, NWD0000001 and ROPN000001 one to six, CYC0000001 under one, CUR0000001
 * (cash) five; every other product keeps the default, established three weeks ago (under a month).
 */
const aged = (today: dayjs.Dayjs, years: number, days: number) => today.subtract(years, 'year').subtract(days, 'day').format('YYYY-MM-DD');

/**
 * The products tests name (DECISIONS.md: every template and every special case). Series
 * (DETAIL-CALLS.md): AXSY 安心收益, WYJZ 稳盈净值, KD100 the gear product alone.
 */
function namedProducts(today: dayjs.Dayjs): Draft[] {
  return [
    { prdCode: 'EXP0000001', prdName: '安心收益180天', prdTemplate: 'D100', prdKind: 'term', seriesCode: 'AXSY', ...BANK, formatModelComment: '3.10%-3.60%', yearClientRatio: '3.3500', investDays: 180 },
    {
      prdCode: 'GEAR000001', prdName: '阶梯收益宝', prdTemplate: 'D100', prdCategory: '1', prdKind: 'demand', seriesCode: 'KD100', riskLevel: 'R1',
      formatPfirstAmt: '1元', pfirstAmt: '1.00', yearClientRatio: '2.6000', formatModelComment: '1.50%-3.00%',
      tiers: [
        { minHoldDays: 1, maxHoldDays: 6, formatClientRatio: '1.50%' },
        { minHoldDays: 7, maxHoldDays: 29, formatClientRatio: '2.10%' },
        { minHoldDays: 30, maxHoldDays: 89, formatClientRatio: '2.60%' },
        { minHoldDays: 90, maxHoldDays: 0, formatClientRatio: '3.00%' },
      ],
    },
    { prdCode: 'REXP000001', prdName: '周期定开91天', prdTemplate: 'D102', prdKind: 'term', formatModelComment: '2.90%-3.50%', yearClientRatio: '3.2200', cycleDays: 91, estabDate: aged(today, 7, 100) },
    { prdCode: 'RCLS000001', prdName: '封闭净值1年', prdTemplate: 'D303', prdKind: 'term', riskLevel: 'R3', yearClientRatio: '3.9800', nav: '1.0412', investDays: 365, taCode: 'CITICWM', taName: '信银理财有限责任公司' },
    { prdCode: 'RCLSP00001', prdName: '私享封闭精选1号', prdTemplate: 'D303', prdKind: 'term', isPrivate: '1', riskLevel: 'R4', pfirstAmt: '1000000.00', formatPfirstAmt: '100万元', yearClientRatio: '5.1200', nav: '1.0833', investDays: 730 },
    // A private placement within `default`'s C3 (RCLSP00001 is R4, above it): the cooling-off scenarios buy it.
    { prdCode: 'RCLSP00002', prdName: '私享稳健1号', prdTemplate: 'D303', prdKind: 'term', isPrivate: '1', riskLevel: 'R3', pfirstAmt: '1000000.00', formatPfirstAmt: '100万元', yearClientRatio: '4.3500', nav: '1.0215', investDays: 365 },
    { prdCode: 'ROPN000001', prdName: '定开净值季季开', prdTemplate: 'D301', prdKind: 'term', riskLevel: 'R2', yearClientRatio: '3.4100', nav: '1.0268', cycleDays: 91, isSignature: '1', estabDate: aged(today, 1, 40) },
    { prdCode: 'CUR0000001', prdName: '天天宝货币A', prdTemplate: 'D310', prdKind: 'demand', riskLevel: 'R1', pfirstAmt: '1.00', formatPfirstAmt: '1元', pAddAmt: '0.01', yearClientRatio: '1.8520', nav: '1.0000', estabDate: aged(today, 5, 0) },
    { prdCode: 'CYC0000001', prdName: '月月享28天', prdTemplate: 'D306', prdKind: 'term', yearClientRatio: '2.9500', formatModelComment: '2.70%-3.20%', cycleDays: 28, estabDate: aged(today, 0, 200) },
    { prdCode: 'NWD0000001', prdName: '日开净值1号', prdTemplate: 'D311', prdKind: 'demand', pfirstAmt: '1.00', formatPfirstAmt: '1元', remainAmt: '9999.00', investAmt: '99999999.99', yearClientRatio: '2.4300', nav: '1.0156', estabDate: aged(today, 3, 150) },
    { prdCode: 'NWC0000001', prdName: '稳享净值180天', prdTemplate: 'D300', prdKind: 'term', seriesCode: 'WYJZ', divMode: '0', remainAmt: '12345.67', yearClientRatio: '3.6200', nav: '1.0325', investDays: 180 },
    { prdCode: 'NOG3M1A001', prdName: '稳盈3个月A', prdTemplate: 'D300', prdKind: 'term', seriesCode: 'WYJZ', divMode: '1', yearClientRatio: '3.0500', nav: '1.0118', investDays: 91 },
    { prdCode: 'SOLD000001', prdName: '安心收益90天（已售罄）', prdTemplate: 'D100', prdKind: 'term', seriesCode: 'AXSY', remainAmt: '0.00', formatModelComment: '3.00%-3.40%', yearClientRatio: '3.2000', investDays: 90 },
    { prdCode: 'STAT400001', prdName: '稳健增利暂停交易', prdTemplate: 'D100', prdKind: 'term', prdStatus: '4', formatModelComment: '2.80%-3.30%', yearClientRatio: '3.0000', investDays: 120 },
    { prdCode: 'STAT500001', prdName: '封闭净值2年（封闭期）', prdTemplate: 'D303', prdKind: 'term', prdStatus: '5', riskLevel: 'R3', yearClientRatio: '4.0500', nav: '1.0732', investDays: 730 },
    { prdCode: 'IPO0000001', prdName: '新发安心收益270天', prdTemplate: 'D100', prdKind: 'term', seriesCode: 'AXSY', prdStatus: '1', ipoStartDate: today.add(10, 'day').format('YYYY-MM-DD'), formatModelComment: '3.20%-3.80%', yearClientRatio: '3.5000', investDays: 270 },
    { prdCode: 'HOT0000001', prdName: '睿远净值首发1号', prdTemplate: 'D300', prdKind: 'term', ipoStartDate: today.subtract(2, 'day').format('YYYY-MM-DD'), yearClientRatioDesc: '首发热销', yearClientRatio: '0.0000', nav: '1.0000', investDays: 365 },
  ];
}

const TERM_SERIES = ['鑫享稳健', '季季盈', '半年享', '月月盈', '年年丰', '安盈', '睿远', '稳健增利', '卓越', '悦享', '恒利'];
const TERM_TEMPLATES = ['D100', 'D300', 'D102', 'D303', 'D301', 'D306'];
const DEMAND_SERIES = ['零钱宝', '日日盈', '活期宝', '随心享'];

/** Deterministic filler so that the lists have enough to page through (≥ 30 term, ≥ 10 demand). */
function fillers(): Draft[] {
  const term: Draft[] = Array.from({ length: 22 }, (_, i) => {
    const template = TERM_TEMPLATES[i % TERM_TEMPLATES.length];
    const ratio = 2.6 + ((i * 37) % 19) / 10; // 2.60 … 4.40, spread without randomness
    const hasBenchmark = template === 'D100' || template === 'D102' || template === 'D306';
    const low = (ratio - 0.3).toFixed(2);
    return {
      prdCode: `TERM${String(i + 1).padStart(6, '0')}`,
      prdName: `${TERM_SERIES[i % TERM_SERIES.length]}${Math.floor(i / TERM_SERIES.length) + 1}号`,
      prdTemplate: template,
      prdKind: 'term',
      ...ISSUERS[i % ISSUERS.length],
      riskLevel: ['R1', 'R2', 'R2', 'R3', 'R4'][i % 5],
      yearClientRatio: ratio.toFixed(4),
      formatModelComment: hasBenchmark ? `${low}%-${(ratio + 0.2).toFixed(2)}%` : '',
      nav: hasBenchmark ? '1.0000' : (1 + ((i * 13) % 90) / 1000).toFixed(4),
      investDays: template === 'D306' ? 0 : [90, 180, 270, 365, 548][i % 5],
      cycleDays: template === 'D306' ? [28, 35, 63][i % 3] : template === 'D301' || template === 'D102' ? 91 : 0,
      pfirstAmt: i % 4 === 0 ? '50000.00' : '10000.00',
      formatPfirstAmt: i % 4 === 0 ? '5万元' : '1万元',
    };
  });
  const demand: Draft[] = Array.from({ length: 9 }, (_, i) => ({
    prdCode: `DMND${String(i + 1).padStart(6, '0')}`,
    prdName: `${DEMAND_SERIES[i % DEMAND_SERIES.length]}${String.fromCharCode(65 + Math.floor(i / DEMAND_SERIES.length))}`,
    prdTemplate: i % 2 === 0 ? 'D310' : 'D311',
    prdKind: 'demand',
    ...ISSUERS[i % 3],
    riskLevel: i % 2 === 0 ? 'R1' : 'R2',
    pfirstAmt: '1.00',
    formatPfirstAmt: '1元',
    pAddAmt: '0.01',
    yearClientRatio: (1.6 + ((i * 7) % 11) / 10).toFixed(4),
    nav: i % 2 === 0 ? '1.0000' : (1 + i / 100).toFixed(4),
  }));
  return [...term, ...demand];
}

/** How many private placements `many-holdings` holds (seed/personas.ts): with its two listed term holdings, 125, past two pages of holdings. */
export const PRIVATE_PLACEMENT_COUNT = 123;

/**
 * Closed private placements (D303, `isPrivate: '1'`: reachable by code, never listed) that only the
 * `many-holdings` persona holds, so that a customer's term holdings run past the first page of 99 and the
 * next of 20 (SPEC §9). They publish no texts or lists (no `rules` record, as HOT0000001).
 */
function privatePlacements(): Draft[] {
  return Array.from({ length: PRIVATE_PLACEMENT_COUNT }, (_, i) => ({
    prdCode: privatePlacementCode(i + 1),
    prdName: `私享臻选${i + 1}号`,
    prdTemplate: 'D303',
    prdKind: 'term',
    isPrivate: '1',
    ...ISSUERS[i % ISSUERS.length],
    riskLevel: 'R4',
    pfirstAmt: '1000000.00',
    formatPfirstAmt: '100万元',
    yearClientRatio: '4.6000',
    nav: '1.0000',
    investDays: 365,
  }));
}

/** PRIV000001 … PRIV000123. */
export const privatePlacementCode = (n: number) => `PRIV${String(n).padStart(6, '0')}`;
export const isHeldPlacement = (prdCode: string) => /^PRIV\d{6}$/.test(prdCode);

export function buildProducts(today: dayjs.Dayjs): SeedProduct[] {
  return [...namedProducts(today), ...fillers(), ...privatePlacements()].map((draft) => complete(draft, today));
}
