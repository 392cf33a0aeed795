import dayjs from 'dayjs';

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
  holdings: Array<{ prdCode: string; vol: string; amt: string }>;
  /** /redeemway: a term holding's maturity method by product (b100383 totVolFlag); unset is '1', redeemed. */
  maturityWays: Record<string, string>;
}

export const DEVELOPMENT_PIN = '147258';

const SIGNED = '6222021234567890123';
const OTHER = '6222029876543210987';
const cards = (signed: boolean): SeedCard[] => [
  { cardNo: SIGNED, bankName: '本行借记卡', signFlag: signed ? '1' : '0' },
  { cardNo: OTHER, bankName: '本行借记卡', signFlag: '0' },
];

export function buildCustomers(today: dayjs.Dayjs): SeedCustomer[] {
  const record = (riskLevel: string, riskName: string, daysAgo: number): SeedRiskRecord => ({
    riskLevel, riskName, evaluatedAt: today.subtract(daysAgo, 'day').format('YYYY-MM-DD'), counterRiskFlag: '1',
  });
  const c3 = record('C3', '平衡型', 90);
  const holdings = [
    { prdCode: 'CUR0000001', vol: '20000.00', amt: '20000.00' },
    { prdCode: 'EXP0000001', vol: '50000.00', amt: '50000.00' },
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
    holdings,
    maturityWays: {},
    ...overrides,
  });
  return [
    customer('default', '默认客户：已签约、已设交易密码、C3风评有效、持有活期和定期产品', '张晓明', 1),
    customer('no-password', '未设置交易密码（empFlg 0）', '李明华', 2, { empFlg: '0' }),
    customer('unsigned', '没有理财签约卡', '王芳', 3, { cards: cards(false), signCard: '', hasSameCard: '0' }),
    customer('card-mismatch', '有理财签约卡，但当前使用的不是签约卡', '赵磊', 4, { hasSameCard: '0' }),
    customer('no-risk-record', '没有风险承受能力评估记录', '陈静', 5, { riskRecord: null }),
    customer('risk-too-low', '风评有效但为C1保守型', '刘洋', 6, { riskRecord: record('C1', '保守型', 90) }),
    customer('new-customer', '新客户：没有持仓，也没有交易记录', '周婷', 7, { holdings: [] }),
    customer('risk-expired', '风评已过期：C3记录做于一年多以前', '孙伟', 8, { riskRecord: record('C3', '平衡型', 400) }),
  ];
}
