import type { ChannelCode } from '../../domain/entry/channel-code';
import { FIRST_HOLDINGS_PAGE, type DealsPage, type Paging, type RedeemRequest, type WealthDesk } from '../../application/ports/wealth-desk';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import { FIXED_FIELDS } from './fixed-fields';
import { parseAmount } from '../../domain/money/money';
import { parseShares, sharesText } from '../../domain/holdings/shares';
import type { DivMode } from '../../domain/purchase/order';
import type { Deal } from '../../domain/holdings/deal';
import { HOLDING_MESSAGES } from '../../domain/errors/form-messages';
import type { CurrentFlag, Holding, HoldingsPage } from '../../domain/holdings/holding';
import { CYCLE_STATUS, type CustCycle, type CycleStatus } from '../../domain/holdings/regular';
import type { HttpClient } from './http-client';
import { amount, count, isObject, listOf, mapOk, text, volume } from './parse';

const customer = { accType: FIXED_FIELDS.accType, idType: FIXED_FIELDS.idType };
const FLAGS: readonly CurrentFlag[] = ['0', '1'];
/** The bank's code for a product the customer does not hold (mock-server/README.md, "My wealth"). */
const NOT_HELD = 'E2A02';

const divModeOf = (value: unknown): DivMode | null => (text(value) === '0' || text(value) === '1' ? (text(value) as DivMode) : null);

export function toHolding(raw: unknown): Holding | null {
  if (!isObject(raw) || !text(raw.prdCode)) return null;
  const [vol, minHoldVol] = [raw.vol, raw.minHoldVol].map(volume);
  const [amt, cost, totalIncome, lastIncome] = [raw.amt, raw.cost, raw.totalIncome, raw.lastIncome].map(amount);
  const currentFlag = FLAGS.find((flag) => flag === text(raw.currentFlag));
  const divMode = divModeOf(raw.divMode);
  if (!vol || !amt || !cost || !totalIncome || !lastIncome || !minHoldVol || !currentFlag || !divMode) return null;
  return {
    prdCode: text(raw.prdCode), prdName: text(raw.prdName), prdTemplate: text(raw.prdTemplate), currentFlag,
    vol, amt, cost, totalIncome, lastIncome, minHoldVol, divMode,
    nav: text(raw.nav), navDate: text(raw.navDate), endDate: text(raw.endDate),
    redeemable: text(raw.canRedeem) === '1', redeemNote: text(raw.redeemNote), fastRedeemable: text(raw.fastRedeem) === '1',
    ...(text(raw.coolingOffEnd) ? { coolingOffEnd: text(raw.coolingOffEnd), coolingOffOrder: text(raw.coolingOffOrder) } : {}),
    ...(text(raw.riskLevel) ? { riskLevel: text(raw.riskLevel) } : {}),
  };
}

export function toDeal(raw: unknown): Deal | null {
  if (!isObject(raw) || !text(raw.uniOrderId)) return null;
  const amt = amount(raw.amt);
  const vol = volume(raw.vol);
  const divMode = divModeOf(raw.divMode ?? '0');
  if (!amt || !vol || !divMode) return null;
  return {
    uniOrderId: text(raw.uniOrderId), transType: text(raw.transType), prdCode: text(raw.prdCode), prdName: text(raw.prdName), amt, vol, divMode,
    status: text(raw.status), orderDate: text(raw.orderDate), confirmDate: text(raw.confirmDate), arrivalDate: text(raw.arrivalDate),
    cancelable: text(raw.cancelable) === '1', cardNo: text(raw.cardNo),
    ...(text(raw.coolingOffEnd) ? { coolingOffEnd: text(raw.coolingOffEnd) } : {}),
  };
}

const CYCLE_STATUSES: readonly string[] = Object.values(CYCLE_STATUS);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** listCustCycles asks for all of a customer's cycles at once (as queryConfirmDate, SPEC §9: 999). */
const ALL_CYCLES: Paging = { offSet: 0, queryNum: 999 };

/** A listCustCycles line; every field is required (an amount is not taken as zero when missing). */
export function toCustCycle(raw: unknown): CustCycle | null {
  if (!isObject(raw)) return null;
  const cycleNo = typeof raw.cycleNo === 'number' || (typeof raw.cycleNo === 'string' && /^\d+$/.test(raw.cycleNo)) ? Number(raw.cycleNo) : NaN;
  const vol = typeof raw.vol === 'string' ? parseShares(raw.vol) : null;
  const [amt, income] = [raw.amt, raw.income].map((value) => (typeof value === 'string' ? parseAmount(value) : null));
  const [startDate, endDate, status] = [text(raw.startDate), text(raw.endDate), text(raw.status)];
  if (!Number.isSafeInteger(cycleNo) || cycleNo < 1 || !vol || !amt || !income || !ISO_DAY.test(startDate) || !ISO_DAY.test(endDate) || !CYCLE_STATUSES.includes(status)) return null;
  return { cycleNo, startDate, endDate, vol, amt, income, status: status as CycleStatus };
}

const toDealsPage = (response: unknown): DealsPage | null => {
  const deals = isObject(response) ? listOf(response.lineList, toDeal) : null;
  return deals && isObject(response) ? { deals, total: count(response.totNum) } : null;
};

export class HttpWealthDesk implements WealthDesk {
  constructor(private readonly http: HttpClient) {}

  async holdings(currentFlag: CurrentFlag, page: Paging): Promise<CallOutcome<HoldingsPage>> {
    const outcome = await this.http.post('listHoldingShare', { ...page, ...customer, currentFlag });
    return mapOk(outcome, (response) => {
      if (!isObject(response)) return null;
      const holdings = listOf(response.lineList, toHolding);
      const totalValue = amount(response.totPrdValue);
      return holdings && totalValue ? { holdings, totalValue, total: count(response.totNum) } : null;
    });
  }

  async holding(prdCode: string): Promise<CallOutcome<Holding>> {
    for (const flag of FLAGS) {
      const page = await this.holdings(flag, FIRST_HOLDINGS_PAGE);
      if (page.kind !== 'ok') return page;
      const found = page.value.holdings.find((h) => h.prdCode === prdCode);
      if (found) return { kind: 'ok', value: found };
    }
    return { kind: 'message', message: HOLDING_MESSAGES.notHeld };
  }

  async redeem(request: RedeemRequest): Promise<CallOutcome<Deal>> {
    return mapOk(await this.http.post('redemPrd', this.redeemBody(request)), toDeal);
  }

  async fastRedeem(request: RedeemRequest): Promise<CallOutcome<Deal>> {
    return mapOk(await this.http.post('fastRedemPrd', this.redeemBody(request)), toDeal);
  }

  async fastQuota() {
    return mapOk(await this.http.post('fastRedemQuota', customer), (response) => {
      const dailyLimit = isObject(response) ? amount(response.dailyLimit) : null;
      const left = isObject(response) ? amount(response.left) : null;
      return dailyLimit && left ? { dailyLimit, left } : null;
    });
  }

  async cancel(assoSerial: string, uniOrderId: string, channelCode: ChannelCode): Promise<CallOutcome<Deal>> {
    return mapOk(await this.http.post('cancelCusDeal', { ...customer, channelCode, assoSerial, uniOrderId }), toDeal);
  }

  async deal(uniOrderId: string): Promise<CallOutcome<Deal>> {
    return mapOk(await this.http.post('queryOrder', { uniOrderId }), toDeal);
  }

  async pending(page: Paging): Promise<CallOutcome<DealsPage>> {
    return mapOk(await this.http.post('listCurCmons', { ...page, ...customer }), toDealsPage);
  }

  async history(range: { startDate: string; endDate: string }, page: Paging): Promise<CallOutcome<DealsPage>> {
    return mapOk(await this.http.post('listHistoryDeals', { ...page, ...range, ...customer }), toDealsPage);
  }

  async inTransit(page: Paging): Promise<CallOutcome<DealsPage>> {
    return mapOk(await this.http.post('transitCash', { ...customer, ...page }), toDealsPage);
  }

  async changeDivMode(prdCode: string, divMode: DivMode): Promise<CallOutcome<Holding>> {
    return mapOk(await this.http.post('modifyDivMode', { ...customer, prdCode, divMode }), toHolding);
  }

  async cycles(prdCode: string): Promise<CallOutcome<CustCycle[]>> {
    const outcome = await this.http.post('listCustCycles', { ...customer, prdCode, ...ALL_CYCLES });
    // E2A02: the customer does not hold the product, a plain message as holding() says it.
    if (outcome.kind === 'serverError' && outcome.code === NOT_HELD) return { kind: 'message', message: HOLDING_MESSAGES.notHeld };
    return mapOk(outcome, (response) => (isObject(response) ? listOf(response.lineList, toCustCycle) : null));
  }

  private redeemBody(request: RedeemRequest) {
    return {
      channel: FIXED_FIELDS.channel, channelCode: request.channelCode, ...customer, wxSerialNo: request.wxSerialNo, openId: request.openId, accessToken: request.accessToken,
      prdCode: request.prdCode, vol: sharesText(request.vol), uniOrderId: request.uniOrderId, passwd: request.pin.passwd, random: request.pin.random,
    };
  }
}
