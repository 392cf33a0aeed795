import { refuse } from '../envelopes';
import { personalAccount, requiredChoice, requiredText } from '../params';
import type { SeedCustomer } from '../seed/personas';
import type { Db, Handler } from './context';

/**
 * A term holding's maturity method (SPEC §2 /redeemway; the spec names no call, so b100741 lists
 * and b100383 sets, with totVolFlag): '1' the whole volume is redeemed to the signed card at
 * maturity, '0' it rolls over into the next period.
 */
const REDEEMED = '1';
const MATURITY_WAYS = ['0', '1'] as const;

/** The customer's holdings of products with a maturity date, each with its method (`amt` = `vol`: the mock counts a share as one yuan). */
function termHoldings(db: Db, c: SeedCustomer) {
  return c.holdings.flatMap((holding) => {
    const product = db.get('products').find({ prdCode: holding.prdCode }).value();
    if (!product?.endDate) return [];
    const totVolFlag = c.maturityWays[holding.prdCode] ?? REDEEMED;
    return [{ prdCode: holding.prdCode, prdName: product.prdName, vol: holding.vol, amt: holding.vol, endDate: product.endDate, totVolFlag }];
  });
}

export const maturityHandlers: Record<string, Handler> = {
  'POST /api/dbank/b100741': ({ db, customer, body }) => {
    personalAccount(body);
    return { lineList: termHoldings(db, customer()) };
  },
  'POST /api/dbank/b100383': ({ db, customer, body }) => {
    personalAccount(body);
    const prdCode = requiredText(body, 'prdCode', /^\w{1,20}$/);
    const totVolFlag = requiredChoice(body, 'totVolFlag', MATURITY_WAYS);
    const c = customer();
    if (!termHoldings(db, c).some((holding) => holding.prdCode === prdCode)) refuse('您没有持有该定期产品', 'E2A01');
    db.get('customers').find({ id: c.id }).assign({ maturityWays: { ...c.maturityWays, [prdCode]: totVolFlag } }).write();
    return termHoldings(db, customer()).find((holding) => holding.prdCode === prdCode);
  },
};
