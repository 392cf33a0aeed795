import type { AuthorisationRequest, CertificateAuthority } from '../../application/ports/certificate-authority';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import { FIXED_FIELDS } from './fixed-fields';
import type { HttpClient } from './http-client';
import { isObject, mapOk, text } from './parse';

const customer = { accType: FIXED_FIELDS.accType, idType: FIXED_FIELDS.idType };
/** getJsAuth's resBody code for an issued authorisation. */
const AUTHORISED = '0000';

export class HttpCertificateAuthority implements CertificateAuthority {
  constructor(private readonly http: HttpClient) {}

  async openTransaction(): Promise<CallOutcome<string>> {
    return mapOk(await this.http.post('jsRequest', customer), (response) => (isObject(response) && text(response.appOrderId)) || null);
  }

  /** resBody carries its own code: anything but 0000 is the bank saying no, in its words. */
  async authorise(request: AuthorisationRequest): Promise<CallOutcome<string>> {
    const outcome = await this.http.post('getJsAuth', { ...request });
    if (outcome.kind !== 'ok') return outcome;
    const resBody = isObject(outcome.value) ? outcome.value.resBody : null;
    if (!isObject(resBody) || !text(resBody.code)) return mapOk<string>(outcome, () => null);
    if (text(resBody.code) !== AUTHORISED) return { kind: 'serverError', code: text(resBody.code), message: text(resBody.msg) };
    return mapOk(outcome, () => (isObject(resBody.data) && text(resBody.data.jsAuthCode)) || null);
  }

  async certificate(deviceNo: string): Promise<CallOutcome<string>> {
    return mapOk(await this.http.post('crtInfQuery', { deviceNo }), (response) => {
      const first = isObject(response) && Array.isArray(response.list) ? response.list[0] : null;
      return (isObject(first) && text(first.crtInf)) || null;
    });
  }
}
