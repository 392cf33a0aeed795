import type { CustomerDirectory, MessagingCredentials } from '../../application/ports/customer-directory';
import type { Card, Customer } from '../../domain/identity/customer';
import type { SealedPin } from '../../application/ports/pin-sealer';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import { FIXED_FIELDS } from './fixed-fields';
import type { HttpClient } from './http-client';
import { isObject, listOf, mapOk, text } from './parse';

function toCard(raw: unknown): Card | null {
  if (!isObject(raw)) return null;
  return { cardNo: text(raw.cardNo), bankName: text(raw.bankName), signed: text(raw.signFlag) === '1' };
}

function toCustomer(raw: unknown): Customer | null {
  if (!isObject(raw) || !text(raw.cusNm)) return null;
  const cards = raw.list === undefined ? [] : listOf(raw.list, toCard);
  if (!cards) return null;
  return {
    cusNm: text(raw.cusNm),
    idNo: text(raw.idNo),
    mobile: text(raw.mobile),
    signCard: text(raw.signCard),
    hasSameCard: text(raw.hasSameCard) === '1',
    hasTradingPassword: text(raw.empFlg) !== '0',
    cards,
  };
}

export class HttpCustomerDirectory implements CustomerDirectory {
  constructor(private readonly http: HttpClient) {}

  async signInWithToken(tokenId: string): Promise<CallOutcome<{ cusNm: string }>> {
    const outcome = await this.http.post('showUniCusInfo', { tokenId });
    return mapOk(outcome, (response) => {
      const first = isObject(response) && Array.isArray(response.list) ? response.list[0] : null;
      return isObject(first) && text(first.cusNm) ? { cusNm: text(first.cusNm) } : null;
    });
  }

  async customerInfo(): Promise<CallOutcome<Customer>> {
    return mapOk(await this.http.post('custInfo', { accType: FIXED_FIELDS.accType, idType: FIXED_FIELDS.idType }), toCustomer);
  }

  async messagingCustomer(credentials: MessagingCredentials): Promise<CallOutcome<Customer>> {
    return mapOk(await this.http.post('/wx/dbank/api/queryCustomerInfo', { ...credentials }), toCustomer);
  }

  async signContract(cardNo: string, pin: SealedPin): Promise<CallOutcome<Customer>> {
    const body = { accType: FIXED_FIELDS.accType, idType: FIXED_FIELDS.idType, cardNo, passwd: pin.passwd, random: pin.random };
    return mapOk(await this.http.post('signContract', body), toCustomer);
  }
}
