import { beforeEach, describe, expect, it } from 'vitest';
import { InProcessBank } from '../../../features/support/assemblies/domain/in-process-bank';
import { DEVELOPMENT_PIN } from '../../../mock-server/seed/personas';
import { CANCEL_TEXT, type Deal } from '../../domain/holdings/deal';
import { parseAmount } from '../../domain/money/money';
import { bankPinSealer } from '../../infrastructure/crypto/sm2-pin-sealer';
import { HttpClient } from '../../infrastructure/http/http-client';
import { HttpOrderDesk } from '../../infrastructure/http/http-order-desk';
import { HttpWealthDesk } from '../../infrastructure/http/http-wealth-desk';
import { cryptoIds } from '../../infrastructure/system/system-adapters';
import { ConfirmedOrders } from '../orders/confirmed-order';
import { cancelKind } from './cancel-order';

let bank: InProcessBank;
let http: HttpClient;
let desk: HttpWealthDesk;
const fault = (rule: object) => bank.control('POST', '/__mock/faults', { rules: [rule] });

/** A purchase of today, still 确认中, as the records list it. */
async function pendingDeal(): Promise<Deal> {
  const pin = await bankPinSealer(cryptoIds).seal(DEVELOPMENT_PIN);
  const order = await new HttpOrderDesk(http).buy({ uniOrderId: cryptoIds.randomId(), prdCode: 'CUR0000001', amt: parseAmount('1000')!, divMode: '0', pin, channelCode: '02' });
  if (order.kind !== 'ok') throw new Error('no purchase');
  const deal = await desk.deal(order.value.uniOrderId);
  if (deal.kind !== 'ok') throw new Error('no deal');
  return deal.value;
}

/** A page's cancels over the mock bank, with this deal's cancel confirmed. */
function cancelOf(deal: Deal) {
  const orders = new ConfirmedOrders(cancelKind(desk, { channelCode: '02' }), cryptoIds, null);
  orders.confirm(deal);
  return orders;
}

beforeEach(() => {
  bank = new InProcessBank();
  http = new HttpClient({ activity: { started() {}, ended() {} }, adapter: bank.adapter, timeoutMs: 1000 });
  desk = new HttpWealthDesk(http);
});

describe('a cancel as a confirmed order', () => {
  it('cancels the deal under the cancel\'s own id', async () => {
    const deal = await pendingDeal();
    expect(await cancelOf(deal).submit()).toMatchObject({ kind: 'done', held: { uniOrderId: deal.uniOrderId, status: '已撤单' } });
    expect(bank.countEndingWith('cancelCusDeal')).toBe(1);
  });

  it('after a lost answer, finds the deal cancelled instead of cancelling again', async () => {
    const deal = await pendingDeal();
    await fault({ path: 'cancelCusDeal', drop: true, afterHandling: true, times: 1 });
    const asked = bank.countEndingWith('queryOrder');
    expect(await cancelOf(deal).submit()).toMatchObject({ kind: 'done', held: { status: '已撤单' } });
    expect([bank.countEndingWith('cancelCusDeal'), bank.countEndingWith('queryOrder') - asked]).toEqual([1, 1]);
  });

  it('when the cancel never arrived, says the deal is still 确认中; cancelling again keeps the id', async () => {
    const deal = await pendingDeal();
    await fault({ path: 'cancelCusDeal', drop: true, times: 1 });
    const cancel = cancelOf(deal);
    expect(await cancel.submit()).toEqual({ kind: 'notReceived', message: CANCEL_TEXT.notReceived });
    expect(await cancel.submit()).toMatchObject({ kind: 'done' });
    const ids = bank.sentBodies.filter((body) => body.includes('cancelCusDeal')).map((body) => JSON.parse(body.slice(body.lastIndexOf(' {'))).uniOrderId);
    expect(new Set(ids)).toEqual(new Set([cancel.current!.id]));
  });

  it('when neither the cancel nor the deal can be read, says the outcome is unknown and cancels nothing more', async () => {
    const deal = await pendingDeal();
    await fault({ path: 'cancelCusDeal', drop: true, afterHandling: true, times: 1 });
    await fault({ path: 'queryOrder', status: 500, times: 1 });
    const cancel = cancelOf(deal);
    expect(await cancel.submit()).toEqual({ kind: 'unknown', message: CANCEL_TEXT.unknown });
    expect(cancel.mayResend).toBe(false);
    expect(await cancel.checkAgain()).toMatchObject({ kind: 'done', held: { status: '已撤单' } });
    expect(bank.countEndingWith('cancelCusDeal')).toBe(1);
  });

  it('is one cancel per deal: each deal\'s cancel its own order, under its own id', async () => {
    const [first, second] = [await pendingDeal(), await pendingDeal()];
    const page = new ConfirmedOrders(cancelKind(desk, { channelCode: '02' }), cryptoIds, null);
    const ids = [first, { ...first }, second].map((deal) => page.confirm(deal).id);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('a deal the bank confirmed before the lost cancel was settled is refused in the bank\'s words', async () => {
    const deal = await pendingDeal();
    await fault({ path: 'cancelCusDeal', drop: true, times: 1 });
    const cancel = cancelOf(deal);
    await cancel.submit();
    await bank.control('POST', '/__mock/confirm-orders');
    expect(await cancel.checkAgain()).toEqual({ kind: 'refused', message: CANCEL_TEXT.confirmedMeanwhile });
  });
});
