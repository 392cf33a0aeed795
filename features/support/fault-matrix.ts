import type { FaultRule } from './tasks/views';

/**
 * The fault matrix (issue 6): every fault the mock bank can play, on every screen where a customer
 * meets one. One table each: a new fault or a new screen is one line here, then
 * `npm run fault-matrix` writes features/fault-matrix.feature and docs/fault-matrix.md's table from it.
 * What the customer sees in each cell follows from the rules in `outcomeOf`, which are SPEC §8's,
 * and the words are SPEC §8's catalogue (its "错误 plus the error" as the other features quote it),
 * written here, not taken from the store's catalogue.
 */

export interface MatrixFault {
  name: string;
  /** How the mock bank plays it; without `times` it lasts until the fault is cleared. */
  rule: Omit<FaultRule, 'path'>;
  /** failure: the catalogue has words for it; session: E1014; slow: no failure at all. */
  kind: 'failure' | 'session' | 'slow';
  /** The words the customer is told (the catalogue's, or the bank's own for E1014). */
  message: string | null;
  /** The bank handled the call, only its answer came too late (an order may have been taken). */
  handledByBank: boolean;
}

const failure = (name: string, rule: MatrixFault['rule'], message: string, handledByBank = false): MatrixFault =>
  ({ name, rule, kind: 'failure', message, handledByBank });

const SESSION_MESSAGE = '会话已失效，请重新登录';
/** SPEC §8: status 504 or 404. */
const NOT_FOUND = '404请求找不到了';
const DUPLICATE = '重复请求';

export const MATRIX_FAULTS: readonly MatrixFault[] = [
  failure('超时', { delayMs: 31_000, times: 1 }, '连接超时，请检查网络再重新连接', true),
  // Until cleared: a browser resends a request whose connection dropped.
  failure('连接中断', { drop: true }, '错误：网络连接已中断，请稍后重试'),
  failure('HTTP 403', { status: 403, times: 1 }, '权限不足,请联系管理员!'),
  failure('HTTP 404', { status: 404, times: 1 }, NOT_FOUND),
  failure('HTTP 500', { status: 500, times: 1 }, '错误：服务暂时不可用（500）'),
  failure('HTTP 504', { status: 504, times: 1 }, NOT_FOUND),
  { name: '业务码555', rule: { code: '555', msg: DUPLICATE, times: 1 }, kind: 'failure', message: DUPLICATE, handledByBank: false },
  { name: 'E1014', rule: { code: 'E1014', msg: SESSION_MESSAGE, times: 1 }, kind: 'session', message: SESSION_MESSAGE, handledByBank: false },
  failure('无法识别的数据', { malformed: true, times: 1 }, '错误：服务返回的数据无法识别，请稍后重试'),
  { name: '慢应答3秒', rule: { delayMs: 3000, times: 1 }, kind: 'slow', message: null, handledByBank: true },
];

export interface MatrixScreen {
  name: string;
  /** The call the fault is put on (its path's end). */
  path: string;
  /** list: fails quietly (SPEC §8); page: says the catalogue's words and offers 重新加载; order: a lost answer is settled by the bank's record. */
  kind: 'list' | 'page' | 'order';
  /** h5 queries resolve false on a server error, E1014 included (SPEC §8). */
  family: 'h5' | 'dbank';
}

export const MATRIX_SCREENS: readonly MatrixScreen[] = [
  { name: '首页产品列表', path: 't100001', kind: 'list', family: 'h5' },
  { name: '产品详情', path: 't100003', kind: 'page', family: 'h5' },
  { name: '购买', path: 'api/dbank/buyPrd', kind: 'order', family: 'dbank' },
  { name: '赎回', path: 'api/dbank/redemPrd', kind: 'order', family: 'dbank' },
  { name: '持仓列表', path: 'api/dbank/listHoldingShare', kind: 'list', family: 'dbank' },
];

/** SPEC §8: a missing product detail shows 提示 with this, then goes back. */
export const NO_SUCH_PRODUCT = '暂无该类产品';

/** What the customer sees when a fault meets a screen. */
export type Outcome =
  /** Shown as usual once the answer comes. */
  | { kind: 'shown' }
  /** The list says it did not load, and nothing else (SPEC §8: list failures only log). */
  | { kind: 'quiet' }
  /** The catalogue's words, and the page offers 重新加载. */
  | { kind: 'message'; message: string }
  /** 提示 暂无该类产品, then back. */
  | { kind: 'noSuchProduct' }
  /** The customer is identified again, then 通知 with the bank's words. */
  | { kind: 'notice'; message: string }
  /** The bank took the order before its answer was lost: the result, once. */
  | { kind: 'taken' }
  /** The bank holds nothing of it: the catalogue's words, 未送达…, and what was typed stays. */
  | { kind: 'notTaken'; message: string };

export function outcomeOf(fault: MatrixFault, screen: MatrixScreen): Outcome {
  if (fault.kind === 'slow') return screen.kind === 'order' ? { kind: 'taken' } : { kind: 'shown' };
  if (fault.kind === 'session' && screen.family === 'dbank') return { kind: 'notice', message: fault.message! };
  if (screen.kind === 'list') return { kind: 'quiet' };
  if (screen.kind === 'page') return fault.kind === 'session' ? { kind: 'noSuchProduct' } : { kind: 'message', message: fault.message! };
  return fault.handledByBank ? { kind: 'taken' } : { kind: 'notTaken', message: fault.message! };
}

/** An outcome in the customer's words (the feature's and docs/fault-matrix.md's cells). */
export function outcomeWords(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'shown':
      return '稍等后照常显示';
    case 'quiet':
      return '列表安静地说明没有加载出来';
    case 'message':
      return `提示“${outcome.message}”，可重新加载`;
    case 'noSuchProduct':
      return `提示“${NO_SUCH_PRODUCT}”后返回`;
    case 'notice':
      return `重新识别客户后通知“${outcome.message}”`;
    case 'taken':
      return '显示已受理，银行只有一笔';
    case 'notTaken':
      return `提示“${outcome.message}”并说明未送达，输入的内容还在`;
  }
}

export const faultNamed = (name: string): MatrixFault => MATRIX_FAULTS.find((fault) => fault.name === name) ?? fail(`no fault ${name} in the matrix`);
export const screenNamed = (name: string): MatrixScreen => MATRIX_SCREENS.find((screen) => screen.name === name) ?? fail(`no screen ${name} in the matrix`);

function fail(message: string): never {
  throw new Error(message);
}
