import { HOLDING_MESSAGES } from '../../src/domain/errors/form-messages';
import { decimalText } from '../../src/domain/money/money';
import { refuse } from '../envelopes';
import { pageOf, personalAccount, requiredText, wholeNumber } from '../params';
import { amountOf } from '../rules/amounts';
import { custCycles } from '../rules/cycles';
import { TEMPLATE } from '../rules/products';
import type { Handler } from './context';
import { productOf } from './purchase';

/**
 * Regular holdings (SPEC §2 "Regular products", /regularCustCycle and /custCycleVoldetail): the
 * customer's own cycles of a cycle product (D306). SPEC names no call for them; this one is ours.
 * Nothing is stored: the cycles are worked out on each call from the holding's buyDate and vol and
 * the product's cycleDays and yearClientRatio (`custCycles` in rules/cycles.ts), so they move with
 * the bank's today.
 */

/** As queryConfirmDate (SPEC §9: 999): a customer's cycles come at once. */
const MAX_PAGE = 999;

export const regularHandlers: Record<string, Handler> = {
  /**
   * The customer's cycles of a held product, newest first: `{ lineList: [{ cycleNo, startDate, endDate,
   * vol, amt, income, status }], totNum }`. An unknown product is E0101, one not held E2A02; a held
   * product that is not a cycle product has none (an empty list).
   */
  'POST /api/dbank/listCustCycles': ({ db, customer, today, body }) => {
    personalAccount(body);
    const prdCode = requiredText(body, 'prdCode', /^\w{1,20}$/);
    // The page's parameters are checked with the others, before the product and the holding (pageOf checks them again).
    wholeNumber(body, 'offSet', 0, 100_000);
    wholeNumber(body, 'queryNum', 1, MAX_PAGE);
    const product = productOf(db, prdCode);
    const holding = customer().holdings.find((h) => h.prdCode === prdCode) ?? refuse(HOLDING_MESSAGES.notHeld, 'E2A02');
    const vol = amountOf(holding.vol);
    const cycles = product.prdTemplate === TEMPLATE.cycle ? custCycles({ vol, buyDate: holding.buyDate }, product, today()) : [];
    const lines = cycles.map(({ cycleNo, startDate, endDate, income, status }) => ({
      cycleNo, startDate, endDate, vol: decimalText(vol), amt: decimalText(vol), income: decimalText(income), status,
    }));
    return pageOf(lines, body, MAX_PAGE);
  },
};
