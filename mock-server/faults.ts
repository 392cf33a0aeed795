import { BadRequest, failure, familyOf, type MockResponse } from './envelopes';

/** A fault rule of the control API (DECISIONS.md); `malformed` answers a non-JSON body. */
export interface FaultRule {
  method?: string;
  path: string;
  status?: number;
  code?: string;
  msg?: string;
  delayMs?: number;
  drop?: boolean;
  /** With drop: the bank handles the request first (an order is taken), then the answer is lost. */
  afterHandling?: boolean;
  malformed?: boolean;
  times?: number;
}

const MALFORMED_BODY = '<html><body>502 Bad Gateway</body></html>';

function validRule(raw: unknown): FaultRule {
  const rule = raw as FaultRule;
  const ok = typeof rule === 'object' && rule !== null && typeof rule.path === 'string' && rule.path.length > 0 &&
    (rule.status === undefined || (Number.isInteger(rule.status) && rule.status >= 100 && rule.status <= 599)) &&
    (rule.delayMs === undefined || (Number.isInteger(rule.delayMs) && rule.delayMs >= 0 && rule.delayMs <= 120_000)) &&
    (rule.times === undefined || (Number.isInteger(rule.times) && rule.times > 0)) &&
    (rule.method === undefined || typeof rule.method === 'string') &&
    (rule.afterHandling === undefined || (typeof rule.afterHandling === 'boolean' && rule.drop === true)) &&
    (rule.code === undefined || typeof rule.code === 'string') &&
    (rule.msg === undefined || typeof rule.msg === 'string');
  if (!ok) throw new BadRequest('故障规则格式不正确：path 必填；status 为100-599；delayMs 为0-120000；times 为正整数；afterHandling 只与 drop 同用');
  return { ...rule };
}

/** The faults in force; each matching request uses up one of a rule's `times`. */
export class Faults {
  private rules: FaultRule[] = [];

  add(raw: unknown): void {
    const list = (raw as { rules?: unknown })?.rules;
    if (!Array.isArray(list) || list.length === 0) throw new BadRequest('请提供 rules 数组');
    this.rules.push(...list.map(validRule));
  }

  clear(): void {
    this.rules = [];
  }

  list(): FaultRule[] {
    return this.rules.map((rule) => ({ ...rule }));
  }

  /** The rule this request meets, if any (the first added wins). */
  take(method: string, path: string): FaultRule | null {
    const rule = this.rules.find((r) => path.endsWith(r.path) && (!r.method || r.method.toUpperCase() === method));
    if (!rule) return null;
    if (rule.times !== undefined) {
      rule.times -= 1;
      if (rule.times === 0) this.rules = this.rules.filter((r) => r !== rule);
    }
    return rule;
  }
}

/** The messaging gateway's "handled normally" code: its answers carry their payload (SPEC §8). */
const HANDLED_NORMALLY = 'WX0000';

/** What a rule makes of the answer; null when it only delays the normal answer. */
export function faultAnswer(rule: FaultRule, path: string, normal: () => MockResponse): MockResponse | null {
  if (rule.drop) {
    if (rule.afterHandling) normal();
    return { status: 0, drop: true };
  }
  if (rule.malformed) return { status: 200, rawBody: MALFORMED_BODY, headers: { 'Content-Type': 'text/html; charset=utf-8' } };
  if (rule.status !== undefined) return failure(familyOf(path), `HTTP${rule.status}`, `模拟故障：HTTP状态${rule.status}`, rule.status);
  if (rule.code === HANDLED_NORMALLY) return recoded(normal(), rule.code, rule.msg ?? '');
  if (rule.code !== undefined) return failure(familyOf(path), rule.code, rule.msg ?? '');
  return null;
}

/** A normal answer under another code, its payload kept. */
function recoded(answer: MockResponse, code: string, msg: string): MockResponse {
  const body = answer.body as { success?: boolean } | undefined;
  return body?.success ? { ...answer, body: { ...body, success: false, code, msg } } : answer;
}
