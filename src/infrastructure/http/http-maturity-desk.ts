import type { MaturityDesk } from '../../application/ports/maturity-desk';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import { FIXED_FIELDS } from './fixed-fields';
import { isMaturityWay, type MaturityWay, type TermHolding } from '../../domain/purchase/maturity';
import type { HttpClient } from './http-client';
import { amount, isObject, listOf, mapOk, text } from './parse';

const customer = { accType: FIXED_FIELDS.accType, idType: FIXED_FIELDS.idType };

function toHolding(raw: unknown): TermHolding | null {
  if (!isObject(raw) || !text(raw.prdCode)) return null;
  const amt = amount(raw.amt);
  const way = text(raw.totVolFlag);
  return amt && isMaturityWay(way) ? { prdCode: text(raw.prdCode), prdName: text(raw.prdName), amt, endDate: text(raw.endDate), way } : null;
}

export class HttpMaturityDesk implements MaturityDesk {
  constructor(private readonly http: HttpClient) {}

  async termHoldings(): Promise<CallOutcome<TermHolding[]>> {
    return mapOk(await this.http.post('b100741', customer), (response) => (isObject(response) ? listOf(response.lineList, toHolding) : null));
  }

  async setWay(prdCode: string, way: MaturityWay): Promise<CallOutcome<TermHolding>> {
    return mapOk(await this.http.post('b100383', { ...customer, prdCode, totVolFlag: way }), toHolding);
  }
}
