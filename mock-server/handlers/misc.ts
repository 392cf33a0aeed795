import smCrypto from 'sm-crypto';
import { BadRequest } from '../envelopes';
import { requiredText } from '../params';
import type { Handler } from './context';

const TRACE_FIELDS = ['behaviorNo', 'behaviorStpNo', 'event', 'value', 'time', 'version', 'isUseful'];

/** /contractFile.json (SPEC §7 "extra contract files"): the files every holding is under, as t100011 lines. */
export const CONTRACT_FILES = [{ insName: '理财产品销售协议书', webAddress: '/h5/files/sales-agreement.pdf' }];

export const miscHandlers: Record<string, Handler> = {
  'GET /contractFile.json': () => ({ lineList: CONTRACT_FILES }),
  /** Behaviour-trace records (SPEC §3), kept for tests to read at /__mock/db/behaviors. */
  'POST /api/dbank/behavior': ({ db, body }) => {
    const records = body.records;
    if (!Array.isArray(records) || records.length === 0 || records.length > 100) throw new BadRequest('参数错误：records 必须是1到100条记录');
    const clean = records.map((record) => {
      if (typeof record !== 'object' || record === null) throw new BadRequest('参数错误：记录格式不正确');
      return Object.fromEntries(TRACE_FIELDS.map((field) => [field, String((record as Record<string, unknown>)[field] ?? '')]));
    });
    db.get('behaviors').push(...clean).write();
    return { accepted: clean.length };
  },
  /** The messaging app's share configuration for a page url. */
  'POST /wxShare': ({ body }) => {
    const url = requiredText(body, 'url', /^https?:\/\/\S{1,500}$/);
    const nonceStr = smCrypto.sm3(url).slice(0, 16);
    const timestamp = '1767225600';
    return { appId: 'wxmockappid', timestamp, nonceStr, signature: smCrypto.sm3(`${url}${nonceStr}${timestamp}`) };
  },
};
