import type { Money } from '../money/money';

/** What happens to a term holding at maturity (b100383 totVolFlag): '1' redeemed to the signed card, '0' rolled over. */
export type MaturityWay = '0' | '1';

export const MATURITY_TEXT = {
  ways: { '1': '到期赎回至理财签约卡', '0': '到期自动续投' } satisfies Record<MaturityWay, string>,
  notes: {
    '1': '到期后本金和收益自动转入您的理财签约卡。',
    '0': '到期后本金和收益自动买入下一期，收益率以下一期公布的为准。',
  } satisfies Record<MaturityWay, string>,
} as const;

export const isMaturityWay = (value: string): value is MaturityWay => value === '0' || value === '1';

/** A holding of a product with a maturity date, and its maturity method (b100741). */
export interface TermHolding {
  prdCode: string;
  prdName: string;
  amt: Money;
  /** YYYY-MM-DD. */
  endDate: string;
  way: MaturityWay;
}
