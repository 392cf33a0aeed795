import dayjs from 'dayjs';
import { PRIVATE_PLACEMENT_COUNT, privatePlacementCode } from './products';
import { riskNameOf } from './risk-questions';

export interface SeedCard {
  cardNo: string;
  bankName: string;
  signFlag: string;
}

/** A risk assessment as the bank keeps it; its expiry date (a year later) is derived (handlers/risk.ts). */
export interface SeedRiskRecord {
  riskLevel: string;
  riskName: string;
  /** YYYY-MM-DD. */
  evaluatedAt: string;
  /** '1': the bank asks validRisk to decide (SPEC §5); so on every record here. */
  counterRiskFlag: string;
}

export interface SeedCustomer {
  /** The persona id. */
  id: string;
  description: string;
  cusNm: string;
  idNo: string;
  mobile: string;
  cards: SeedCard[];
  signCard: string;
  hasSameCard: string;
  empFlg: string;
  /** The development PIN (the same for every persona; documented in the README). */
  pin: string;
  /** Wrong PINs in a row; payment locks at five. */
  wrongPins: number;
  riskRecord: SeedRiskRecord | null;
  /**
   * YYYY-MM-DD of every assessment the bank scored (Art. 29's limits count them, rules/risk.ts);
   * unset: the record's own date only. A declined result is in it too.
   */
  riskAssessments?: string[];
  /** A result that changes the level, kept until the customer confirms or declines it (risk/confirmRiskLevel). */
  pendingRisk?: SeedRiskRecord | null;
  /** What the customer holds; a holding's market value (`amt`) is its `vol`: the mock counts a share as one yuan. */
  holdings: SeedHolding[];
  /** /redeemway: a term holding's maturity method by product (b100383 totVolFlag); unset is '1', redeemed. */
  maturityWays: Record<string, string>;
  /** 合格投资者: the customer's confirmed declaration (confirmQualifiedInvestor), or null before the first private purchase. */
  qualifiedInvestor: SeedQualification | null;
}

/** A qualified-investor confirmation as the bank keeps it (rules/qualification.ts). */
export interface SeedQualification {
  /** netAssets 家庭金融净资产, assets 家庭金融资产, income 近3年本人年均收入. */
  basis: string;
  /** The declared figure, whole 万元. */
  amountWan: string;
  /** YYYY-MM-DD HH:mm:ss. */
  confirmedAt: string;
}

/** One holding as the bank keeps it (`customers[].holdings`); amounts and volumes are decimal text, 2 places. */
export interface SeedHolding {
  prdCode: string;
  vol: string;
  /** What the shares held cost (a redemption takes its share of it). */
  cost: string;
  /** 累计收益 and 昨日收益. */
  totalIncome: string;
  lastIncome: string;
  /** 0 reinvest, 1 cash dividend (modifyDivMode changes it). */
  divMode: string;
  /** YYYY-MM-DD: the first purchase. */
  buyDate: string;
  /** A private product's holding whose latest purchase is still in its cooling-off: when it ends, and that purchase's uniOrderId. */
  coolingOffEnd?: string;
  coolingOffOrder?: string;
}

export const DEVELOPMENT_PIN = '147258';

const SIGNED = '6222021234567890123';
const OTHER = '6222029876543210987';
const cards = (signed: boolean): SeedCard[] => [
  { cardNo: SIGNED, bankName: '本行借记卡', signFlag: signed ? '1' : '0' },
  { cardNo: OTHER, bankName: '本行借记卡', signFlag: '0' },
];

export function buildCustomers(today: dayjs.Dayjs): SeedCustomer[] {
  /** A record at a level of the bank's scale, named as the scale names it (seed/risk-questions.ts). */
  const record = (riskLevel: string, daysAgo: number): SeedRiskRecord => ({
    riskLevel, riskName: riskNameOf(riskLevel), evaluatedAt: today.subtract(daysAgo, 'day').format('YYYY-MM-DD'), counterRiskFlag: '1',
  });
  const c3 = record('C3', 90);
  /** Issue 18 item 6: confirmed a year ago, as a customer who has bought private products before. */
  const qualified: SeedQualification = { basis: 'assets', amountWan: '600', confirmedAt: `${today.subtract(1, 'year').format('YYYY-MM-DD')} 10:00:00` };
  const bought = (daysAgo: number) => today.subtract(daysAgo, 'day').format('YYYY-MM-DD');
  /** default's holdings (and every persona's but new-customer's); the history in seed/deals.ts adds up to these volumes. */
  const holdings = (): SeedHolding[] => [
    { prdCode: 'CUR0000001', vol: '20000.00', cost: '20000.00', totalIncome: '356.20', lastIncome: '1.52', divMode: '0', buyDate: bought(290) },
    { prdCode: 'NWD0000001', vol: '15000.00', cost: '15000.00', totalIncome: '402.35', lastIncome: '2.10', divMode: '0', buyDate: bought(160) },
    { prdCode: 'EXP0000001', vol: '50000.00', cost: '50000.00', totalIncome: '1232.88', lastIncome: '9.59', divMode: '0', buyDate: bought(28) },
    { prdCode: 'ROPN000001', vol: '20000.00', cost: '20000.00', totalIncome: '610.00', lastIncome: '3.28', divMode: '0', buyDate: bought(105) },
  ];
  const customer = (id: string, description: string, cusNm: string, n: number, overrides: Partial<SeedCustomer> = {}): SeedCustomer => ({
    id,
    description,
    cusNm,
    idNo: `11010119900307${String(1000 + n)}`,
    mobile: `1381234${String(5670 + n)}`,
    cards: cards(true),
    signCard: SIGNED,
    hasSameCard: '1',
    empFlg: '1',
    pin: DEVELOPMENT_PIN,
    wrongPins: 0,
    riskRecord: c3,
    holdings: holdings(),
    maturityWays: {},
    qualifiedInvestor: null,
    ...overrides,
  });
  return [
    customer('default', '默认客户：已签约、已设交易密码、C3风评有效、持有活期和定期产品、已确认合格投资者身份', '张晓明', 1, { qualifiedInvestor: qualified }),
    customer('no-password', '未设置交易密码（empFlg 0）', '李明华', 2, { empFlg: '0' }),
    customer('unsigned', '没有理财签约卡', '王芳', 3, { cards: cards(false), signCard: '', hasSameCard: '0' }),
    customer('card-mismatch', '有理财签约卡，但当前使用的不是签约卡', '赵磊', 4, { hasSameCard: '0' }),
    customer('no-risk-record', '没有风险承受能力评估记录', '陈静', 5, { riskRecord: null }),
    customer('risk-too-low', '风评有效但为C1保守型', '刘洋', 6, { riskRecord: record('C1', 90) }),
    customer('new-customer', '新客户：没有持仓，也没有交易记录', '周婷', 7, { holdings: [] }),
    customer('no-card', '名下没有银行卡：没有理财签约卡，也没有可选的卡，没有持仓', '郑洁', 10, { cards: [], signCard: '', hasSameCard: '0', holdings: [] }),
    customer('risk-expired', '风评已过期：C3记录做于一年多以前', '孙伟', 8, { riskRecord: record('C3', 400) }),
    // Regular holdings by family (SPEC §2 "Regular products"): one of each, bought in their subscription
    // periods (the term products' IPO ran 30 to 23 days ago; the periodic ones' current period began 20 days
    // ago); CYC0000001's first cycle began the day after its purchase, 29 days ago. Incomes as the days so far
    // have earned (interestFen in rules/interest.ts).
    customer('regular-holder', '定期理财客户：持有预期收益型、封闭式净值型、定期开放净值型和周期型产品，没有活期持仓', '吴敏', 9, {
      holdings: [
        { prdCode: 'EXP0000001', vol: '30000.00', cost: '30000.00', totalIncome: '60.57', lastIncome: '2.75', divMode: '0', buyDate: bought(27) },
        { prdCode: 'REXP000001', vol: '20000.00', cost: '20000.00', totalIncome: '35.28', lastIncome: '1.76', divMode: '0', buyDate: bought(25) },
        { prdCode: 'RCLS000001', vol: '50000.00', cost: '50000.00', totalIncome: '119.94', lastIncome: '5.45', divMode: '0', buyDate: bought(26) },
        { prdCode: 'ROPN000001', vol: '15000.00', cost: '15000.00', totalIncome: '28.02', lastIncome: '1.40', divMode: '0', buyDate: bought(21) },
        { prdCode: 'CYC0000001', vol: '10000.00', cost: '10000.00', totalIncome: '23.43', lastIncome: '0.80', divMode: '0', buyDate: bought(30) },
      ],
    }),
    // A customer with more term holdings than the first page of holdings (99) and the next (20) together
    // (SPEC §9): default's four holdings, two demand products more (so that 我的理财 lists 查看全部 for both
    // kinds) and the 123 private placements only this persona holds, 1,000,000.00 each (their minimum).
    customer('many-holdings', '持仓很多的客户：125笔定期理财持仓（其中123笔私募专享产品）和4笔活期理财持仓，持仓列表要翻页', '郑浩', 10, {
      qualifiedInvestor: qualified,
      holdings: [
        ...holdings(),
        { prdCode: 'DMND000001', vol: '3000.00', cost: '3000.00', totalIncome: '12.30', lastIncome: '0.15', divMode: '0', buyDate: bought(60) },
        { prdCode: 'DMND000002', vol: '2000.00', cost: '2000.00', totalIncome: '8.40', lastIncome: '0.12', divMode: '0', buyDate: bought(45) },
        ...Array.from({ length: PRIVATE_PLACEMENT_COUNT }, (_, i): SeedHolding => ({
          prdCode: privatePlacementCode(i + 1), vol: '1000000.00', cost: '1000000.00', totalIncome: '0.00', lastIncome: '0.00', divMode: '0', buyDate: bought(20),
        })),
      ],
    }),
    // DECISIONS.md "Buy preconditions": a customer the bank's custInfo gives no ID number (…E2).
    customer('no-id-number', '客户信息中没有证件号码（购买时提示用户信息异常E2）', '冯雪', 11, { idNo: '' }),
    // Art. 29's limits (rules/risk.ts): two assessments today, the record the later of them.
    customer('risk-daily-limit', '今天已做过2次风险测评，达到当日上限（C3风评有效）', '林峰', 29, {
      riskRecord: record('C3', 0), riskAssessments: [bought(0), bought(0)],
    }),
    // Eight in the last 12 months, the oldest 300 days ago: the next is possible a year after it.
    customer('risk-yearly-limit', '近12个月已做过8次风险测评，达到12个月上限，最早一次在300天前（C3风评有效）', '高原', 30, {
      riskRecord: record('C3', 10), riskAssessments: [300, 250, 200, 150, 100, 60, 30, 10].map(bought),
    }),
    // Issue 18 item 3: 70 today by the ID number (digits 7–14, the birth date), C4, a qualified investor:
    // buying RCLSP00001 (R4) passes the risk check and meets the older customer's step.
    customer('elder', '年满65周岁的客户：证件号码显示70岁，C4成长型风评有效，已确认合格投资者身份', '钱秀英', 12, {
      idNo: `110101${today.subtract(70, 'year').format('YYYYMMDD')}${String(1000 + 12)}`,
      riskRecord: record('C4', 30),
      qualifiedInvestor: qualified,
    }),
    // Issue 18 item 6: may buy RCLSP00001 (R4) by the risk check, but has not confirmed qualified-investor status yet.
    customer('not-qualified', '尚未确认合格投资者身份的客户：C4成长型风评有效，未买过私募理财产品', '褚宏', 13, { riskRecord: record('C4', 30) }),
  ];
}
