import { describe, expect, it } from 'vitest';
import { interpretEnvelope, networkMessageOf, type TransportFailure } from './call-outcome';

describe('interpretEnvelope', () => {
  it.each([
    ['h5', { success: true, code: '000000', msg: '成功', result: { a: 1 } }, { kind: 'ok', value: { a: 1 } }],
    ['dbank', { success: true, response: { b: 2 } }, { kind: 'ok', value: { b: 2 } }],
    ['dbank', { success: false, code: 'WX0000', msg: '', response: { c: 3 } }, { kind: 'ok', value: { c: 3 } }],
    ['h5', { success: false, code: 'E0101', msg: '无此产品', result: null }, { kind: 'absent' }],
    ['h5', { success: false, code: 'E9999', msg: '系统繁忙' }, { kind: 'absent' }],
    ['dbank', { success: false, code: 'E0101', msg: '无此产品' }, { kind: 'absent' }],
    ['dbank', { success: false, code: 'E0001', msg: '查询无记录' }, { kind: 'message', message: '查询无记录' }],
    ['h5', { success: false, code: 'E0001', msg: '查询无记录' }, { kind: 'message', message: '查询无记录' }],
    ['dbank', { success: false, code: 'E2001', msg: '证件类型0证件号码110***对应的客户信息不存在' }, { kind: 'message', message: '证件类型0证件号码110***对应的客户信息不存在' }],
    ['dbank', { success: false, code: 'E1014', msg: '客户会话已失效' }, { kind: 'sessionInvalid', message: '客户会话已失效' }],
    ['dbank', { success: false, code: '555', msg: '' }, { kind: 'networkError', message: '重复请求' }],
    ['dbank', { success: false, code: 'E3001', msg: '账户状态异常' }, { kind: 'serverError', code: 'E3001', message: '账户状态异常' }],
    ['dbank', { success: false, code: 'E3001' }, { kind: 'serverError', code: 'E3001', message: '错误：E3001' }],
  ] as const)('%s %j', (family, body, outcome) => expect(interpretEnvelope(family, body)).toEqual(outcome));

  it.each([null, 'text', 42, [], { code: '000000' }, '<html>502</html>'])('malformed %j is a catalogue error', (body) =>
    expect(interpretEnvelope('dbank', body)).toEqual({ kind: 'networkError', message: '错误：服务返回的数据无法识别，请稍后重试' }),
  );
});

describe('network messages', () => {
  it.each<[TransportFailure, string]>([
    [{ kind: 'timeout' }, '连接超时，请检查网络再重新连接'],
    [{ kind: 'status', status: 504 }, '404请求找不到了'],
    [{ kind: 'status', status: 404 }, '404请求找不到了'],
    [{ kind: 'status', status: 403 }, '权限不足,请联系管理员!'],
    [{ kind: 'status', status: 555 }, '重复请求'],
    [{ kind: 'status', status: 500 }, '错误：服务暂时不可用（500）'],
    [{ kind: 'dropped' }, '错误：网络连接已中断，请稍后重试'],
    [{ kind: 'unknown', detail: 'x' }, '错误：x'],
  ])('%j → %s', (failure, message) => expect(networkMessageOf(failure)).toBe(message));
});
