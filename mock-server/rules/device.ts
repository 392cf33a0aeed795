import { createHash } from 'node:crypto';
import type { SeedCustomer } from '../seed/personas';

/**
 * The customer's phone, as the bank knows it: the device the bank app registered, where the
 * customer's digital certificate is installed. The bank app tells the store its number over the
 * bridge (the browser stand-in asks GET /__mock/native/device); crtInfQuery answers the
 * certificate only for that device.
 */
export const deviceOf = (customer: Pick<SeedCustomer, 'id'>): string =>
  `DEV${createHash('sha256').update(customer.id).digest('hex').slice(0, 16).toUpperCase()}`;

export const NO_CERTIFICATE = { code: 'E3002', msg: '该设备未安装数字证书，请在已登记的手机上使用银行App' } as const;
