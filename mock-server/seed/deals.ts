import dayjs from 'dayjs';
import type { SeedCustomer, SeedHolding } from './personas';
import type { SeedProduct } from './products';

export type DealType = '购买' | '赎回' | '快速赎回';
/** 确认中 until POST /__mock/confirm-orders (or a cancel); a quick redemption is 交易成功 at once. */
export type DealStatus = '确认中' | '确认成功' | '已撤单' | '交易成功';

/**
 * A deal (an order: a purchase, a redemption or a quick redemption) as the mock bank keeps it
 * (`/__mock/db/orders`). Amounts and volumes are decimal text; the mock counts a share as one yuan,
 * so `vol` = `amt`. Dates are YYYY-MM-DD; `arrivalDate` (the money on the signed card) is '' for a purchase.
 */
export interface SeedOrder {
  uniOrderId: string;
  customer: string;
  transType: DealType;
  prdCode: string;
  prdName: string;
  amt: string;
  vol: string;
  divMode: string;
  status: DealStatus;
  orderDate: string;
  confirmDate: string;
  arrivalDate: string;
  /** A cancelled deal: the day, and the cancel request's own uniOrderId (cancelCusDeal). */
  cancelledAt?: string;
  cancelId?: string;
  /** Where the customer came from when ordering (the carried channel code, rules/channel-code.ts); seeded history has none. */
  channelCode?: string;
  /** A purchase: the client manager it was sent with (buyPrd's clientManager, a client manager's shared link); none without one. */
  clientManager?: string;
  /** Where the customer came from when cancelling it. */
  cancelChannelCode?: string;
  /** Issue 18 item 3: when an older customer confirmed an R4/R5 purchase was their own decision (elderConfirmTime). */
  elderConfirmedAt?: string;
  /** A redemption: the part of the holding's cost it took (given back by a cancel). */
  costTaken?: string;
  /** A redemption that emptied the holding: the holding as it was, recreated by a cancel. */
  closedHolding?: SeedHolding;
  /** A private product's purchase: the moment the bank took it (ISO 8601 with offset, the bank's clock). */
  orderTime?: string;
  /** A purchase of a private product: when its cooling-off ends (orderTime + 24 h; rules/cooling-off.ts). */
  coolingOffEnd?: string;
}

/**
 * One past deal of the seeded history: how many days before today, what, which product, how much
 * (the mock counts a share as one yuan: vol = amt).
 */
interface PastDeal {
  daysAgo: number;
  transType: DealType;
  prdCode: string;
  amt: string;
  cancelled?: true;
}

/**
 * Every persona's history but new-customer's and no-card's (no holdings): 26 deals, 22 in the last 80 days and 4 between 100 and
 * 300 days ago, none 确认中, none today (today's quick-redemption quota is whole) and none whose money
 * is still on its way (transitCash answers an empty list after a reset). Per product they add up to
 * the seeded holdings (personas.ts): CUR0000001 20,000.00, NWD0000001 15,000.00, EXP0000001 50,000.00,
 * ROPN000001 20,000.00; the cancelled purchase counts for nothing.
 */
const HISTORY: PastDeal[] = [
  { daysAgo: 290, transType: '购买', prdCode: 'CUR0000001', amt: '20000.00' },
  { daysAgo: 220, transType: '购买', prdCode: 'CUR0000001', amt: '5000.00' },
  { daysAgo: 160, transType: '购买', prdCode: 'NWD0000001', amt: '15000.00' },
  { daysAgo: 105, transType: '购买', prdCode: 'ROPN000001', amt: '20000.00' },
  { daysAgo: 76, transType: '赎回', prdCode: 'CUR0000001', amt: '3000.00' },
  { daysAgo: 71, transType: '快速赎回', prdCode: 'CUR0000001', amt: '2000.00' },
  { daysAgo: 67, transType: '购买', prdCode: 'NWD0000001', amt: '5000.00' },
  { daysAgo: 62, transType: '赎回', prdCode: 'NWD0000001', amt: '5000.00' },
  { daysAgo: 58, transType: '购买', prdCode: 'CUR0000001', amt: '8000.00' },
  { daysAgo: 53, transType: '快速赎回', prdCode: 'CUR0000001', amt: '1500.00' },
  { daysAgo: 49, transType: '赎回', prdCode: 'ROPN000001', amt: '10000.00' },
  { daysAgo: 45, transType: '购买', prdCode: 'ROPN000001', amt: '10000.00' },
  { daysAgo: 42, transType: '快速赎回', prdCode: 'CUR0000001', amt: '5000.00' },
  { daysAgo: 38, transType: '购买', prdCode: 'CUR0000001', amt: '3000.00' },
  { daysAgo: 34, transType: '赎回', prdCode: 'NWD0000001', amt: '2000.00' },
  { daysAgo: 31, transType: '购买', prdCode: 'NWD0000001', amt: '2000.00' },
  { daysAgo: 28, transType: '购买', prdCode: 'EXP0000001', amt: '50000.00' },
  { daysAgo: 27, transType: '购买', prdCode: 'EXP0000001', amt: '10000.00', cancelled: true },
  { daysAgo: 24, transType: '快速赎回', prdCode: 'CUR0000001', amt: '1000.00' },
  { daysAgo: 20, transType: '购买', prdCode: 'CUR0000001', amt: '1000.00' },
  { daysAgo: 17, transType: '赎回', prdCode: 'CUR0000001', amt: '2500.00' },
  { daysAgo: 13, transType: '快速赎回', prdCode: 'CUR0000001', amt: '3000.00' },
  { daysAgo: 11, transType: '购买', prdCode: 'NWD0000001', amt: '1000.00' },
  { daysAgo: 8, transType: '赎回', prdCode: 'NWD0000001', amt: '1000.00' },
  { daysAgo: 5, transType: '快速赎回', prdCode: 'CUR0000001', amt: '800.00' },
  { daysAgo: 3, transType: '购买', prdCode: 'CUR0000001', amt: '1800.00' },
];

const DATE = 'YYYY-MM-DD';

/** A 20-character id, the same on every reset: H, the persona's number, the order date, the deal's number. */
const historyId = (persona: number, date: dayjs.Dayjs, n: number) => `H${String(persona).padStart(3, '0')}${date.format('YYYYMMDD')}${String(n).padStart(8, '0')}`;

function pastDeal(customer: string, persona: number, deal: PastDeal, n: number, product: SeedProduct, today: dayjs.Dayjs): SeedOrder {
  const ordered = today.subtract(deal.daysAgo, 'day');
  const nextDay = ordered.add(1, 'day');
  const established = dayjs(product.estabDate);
  const base = {
    uniOrderId: historyId(persona, ordered, n), customer, transType: deal.transType, prdCode: product.prdCode, prdName: product.prdName,
    amt: deal.amt, vol: deal.amt, divMode: product.divMode, orderDate: ordered.format(DATE),
  };
  switch (deal.transType) {
    case '快速赎回':
      return { ...base, status: '交易成功', confirmDate: ordered.format(DATE), arrivalDate: ordered.format(DATE) };
    case '赎回':
      return { ...base, status: '确认成功', confirmDate: nextDay.format(DATE), arrivalDate: ordered.add(2, 'day').format(DATE) };
    case '购买': {
      const confirmDate = (established.isAfter(nextDay) ? established : nextDay).format(DATE);
      if (!deal.cancelled) return { ...base, status: '确认成功', confirmDate, arrivalDate: '' };
      return { ...base, status: '已撤单', confirmDate, arrivalDate: '', cancelledAt: base.orderDate, cancelId: `C${historyId(persona, ordered, n).slice(1)}` };
    }
  }
}

/** The seeded deals (`orders`) of every customer who holds something, oldest first, dated relative to today. */
export function buildDeals(customers: SeedCustomer[], products: SeedProduct[], today: dayjs.Dayjs): SeedOrder[] {
  const productOf = (prdCode: string) => products.find((p) => p.prdCode === prdCode)!;
  return customers.flatMap((c, i) => (c.holdings.length === 0 ? [] : HISTORY.map((deal, n) => pastDeal(c.id, i + 1, deal, n + 1, productOf(deal.prdCode), today))));
}
