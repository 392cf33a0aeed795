import { createHash, randomBytes } from 'node:crypto';
import { personalAccount, requiredText } from '../params';
import type { SeedJsOrder } from '../seed/build-seed';
import type { SeedCustomer } from '../seed/personas';
import type { Db, Handler } from './context';
import { deviceOf, NO_CERTIFICATE } from '../rules/device';
import { refuse } from '../envelopes';

/** getJsAuth answers its outcome inside a success envelope (SPEC §7: resBody has code and data.jsAuthCode). */
const AUTHORISED = '0000';
const INVALID_SEQ_NO = { code: 'E3001', msg: '交易流水号无效' };

/** The customer's issued, unused jsOrder with this code, if any. */
export const issuedJsOrder = (db: Db, c: SeedCustomer, jsAuthCode: unknown): SeedJsOrder | undefined =>
  typeof jsAuthCode === 'string' && jsAuthCode !== '' ? db.get('jsOrders').find({ customer: c.id, jsAuthCode, used: false }).value() : undefined;

export const useJsAuthCode = (db: Db, jsAuthCode: string): void => void db.get('jsOrders').find({ jsAuthCode }).assign({ used: true }).write();

export const signatureHandlers: Record<string, Handler> = {
  /** Opens a signature transaction: its appOrderId is getJsAuth's seqNo. */
  'POST /api/dbank/jsRequest': ({ db, customer, body }) => {
    personalAccount(body);
    const appOrderId = randomBytes(10).toString('hex').toUpperCase();
    db.get('jsOrders').push({ appOrderId, customer: customer().id, used: false }).write();
    return { appOrderId };
  },
  /** The authorisation code for one open transaction; asking again replaces it. */
  'POST /api/dbank/getJsAuth': ({ db, customer, body }) => {
    requiredText(body, 'jsName');
    requiredText(body, 'txnInf', /^[\s\S]{1,4000}$/);
    const jsOrder = db.get('jsOrders').find({ appOrderId: requiredText(body, 'seqNo'), customer: customer().id, used: false });
    if (!jsOrder.value()) return { resBody: INVALID_SEQ_NO };
    const jsAuthCode = randomBytes(8).toString('hex');
    jsOrder.assign({ jsAuthCode }).write();
    return { resBody: { code: AUTHORISED, data: { jsAuthCode } } };
  },
  /** The customer's certificate on their registered device (rules/device.ts): a fake, base64 of its subject. */
  'POST /api/dbank/crtInfQuery': ({ customer, body }) => {
    const deviceNo = requiredText(body, 'deviceNo');
    if (deviceNo !== deviceOf(customer())) refuse(NO_CERTIFICATE.msg, NO_CERTIFICATE.code);
    const { cusNm, idNo } = customer();
    const serial = createHash('sha256').update(idNo).digest('hex').slice(0, 16).toUpperCase();
    return { list: [{ crtInf: Buffer.from(`CN=${cusNm},OU=个人客户,O=模拟银行,SN=${serial}`).toString('base64') }] };
  },
};
