import type { BuyRequest, OrderDesk } from '../../application/ports/order-desk';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import { FIXED_FIELDS } from './fixed-fields';
import { decimalText } from '../../domain/money/money';
import type { Order } from '../../domain/purchase/order';
import type { HttpClient } from './http-client';
import { amount, count, isObject, listOf, mapOk, text } from './parse';

function toOrder(raw: unknown): Order | null {
  if (!isObject(raw) || !text(raw.uniOrderId)) return null;
  const amt = amount(raw.amt);
  const divMode = text(raw.divMode);
  if (!amt || (divMode !== '0' && divMode !== '1')) return null;
  return {
    uniOrderId: text(raw.uniOrderId), prdCode: text(raw.prdCode), prdName: text(raw.prdName), amt, divMode,
    status: text(raw.status), orderDate: text(raw.orderDate), confirmDate: text(raw.confirmDate),
    ...(text(raw.coolingOffEnd) ? { coolingOffEnd: text(raw.coolingOffEnd) } : {}),
  };
}

export class HttpOrderDesk implements OrderDesk {
  constructor(private readonly http: HttpClient) {}

  async buy(request: BuyRequest): Promise<CallOutcome<Order>> {
    const body = {
      channel: FIXED_FIELDS.channel, channelCode: request.channelCode, accType: FIXED_FIELDS.accType, idType: FIXED_FIELDS.idType,
      wxSerialNo: request.wxSerialNo, openId: request.openId, accessToken: request.accessToken, clientManager: request.clientManager,
      uniOrderId: request.uniOrderId, prdCode: request.prdCode, amt: decimalText(request.amt), divMode: request.divMode,
      passwd: request.pin.passwd, random: request.pin.random, isSignature: request.signature ? '1' : '0', ...request.signature,
      ...(request.elderConfirmedAt ? { elderConfirm: '1', elderConfirmTime: request.elderConfirmedAt } : {}),
    };
    return mapOk(await this.http.post('buyPrd', body), toOrder);
  }

  async find(uniOrderId: string): Promise<CallOutcome<Order>> {
    return mapOk(await this.http.post('queryOrder', { uniOrderId }), toOrder);
  }

  async pending(page: { offSet: number; queryNum: number }): Promise<CallOutcome<{ orders: Order[]; total: number }>> {
    const outcome = await this.http.post('listCurCmons', { ...page, accType: FIXED_FIELDS.accType, idType: FIXED_FIELDS.idType });
    return mapOk(outcome, (response) => {
      const orders = isObject(response) ? listOf(response.lineList, toOrder) : null;
      return orders && isObject(response) ? { orders, total: count(response.totNum) } : null;
    });
  }
}
