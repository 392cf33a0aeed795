import { BadRequest } from '../envelopes';
import type { Db } from './context';

/**
 * POST /__mock/product-status { prdCode, prdStatus }: the bank changes a product's status (prdStatus,
 * one digit: 4 suspends trading, 5 starts a closed period, 0 or 1 opens it again), as it does
 * between one page and the next. The purchase and plan calls then answer by the new status.
 */
export function setProductStatus(db: Db, body: Record<string, unknown>): { prdCode: string; prdStatus: string } {
  const { prdCode, prdStatus } = body;
  if (typeof prdCode !== 'string' || !db.get('products').find({ prdCode }).value()) throw new BadRequest(`没有这个产品：${String(prdCode)}`);
  if (typeof prdStatus !== 'string' || !/^\d$/.test(prdStatus)) throw new BadRequest(`产品状态须是一位数字：${String(prdStatus)}`);
  db.get('products').find({ prdCode }).assign({ prdStatus }).write();
  return { prdCode, prdStatus };
}
