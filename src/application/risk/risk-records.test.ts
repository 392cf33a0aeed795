import { describe, expect, it } from 'vitest';
import { ok, type CallOutcome } from '../../domain/errors/call-outcome';
import type { RiskRecord } from '../../domain/risk/risk-record';
import type { RiskEvaluation } from '../../domain/risk/level-change';
import type { RiskAssessment } from '../ports/risk-assessment';
import { RiskRecords, tellingRecords } from './risk-records';

const C3 = { riskLevel: 'C3', riskName: '平衡型', evaluatedAt: '2026-01-05', expiryDate: '2027-01-05', counterRiskFlag: '0' } satisfies RiskRecord;
const C4 = { ...C3, riskLevel: 'C4', riskName: '成长型' } satisfies RiskRecord;

function portAnswering(level: CallOutcome<RiskRecord>, evaluation?: CallOutcome<RiskEvaluation>, confirmation?: CallOutcome<RiskRecord>) {
  const calls: string[] = [];
  const port = {
    riskLevel: async () => (calls.push('riskLevel'), level),
    validRisk: async () => (calls.push('validRisk'), ok('0')),
    evaluate: async () => evaluation!,
    confirm: async (accept: boolean) => confirmation ?? ok(accept ? C4 : C3),
  } as unknown as RiskAssessment;
  const records = new RiskRecords();
  const heard: Array<RiskRecord | null> = [];
  records.follow((record) => heard.push(record));
  return { risk: tellingRecords(port, records), records, heard, calls };
}

describe('RiskRecords: every record the bank gives, for the level the marks follow', () => {
  it('tells its followers each record, and a late follower the latest one at once', () => {
    const records = new RiskRecords();
    const early: Array<RiskRecord | null> = [];
    records.follow((record) => early.push(record));
    expect(records.known).toBe(false);
    records.tell(C3);
    records.tell(null);
    const late: Array<RiskRecord | null> = [];
    records.follow((record) => late.push(record));
    expect([early, late, records.known]).toEqual([[C3, null], [null], true]);
  });

  it('hears a level read: the record, or none on file (查询无记录); a failure tells nothing', async () => {
    const read = portAnswering(ok(C3));
    expect(await read.risk.riskLevel()).toEqual(ok(C3));
    const none = portAnswering({ kind: 'message', message: '查询无记录' });
    await none.risk.riskLevel();
    const failed = portAnswering({ kind: 'networkError' } as CallOutcome<RiskRecord>);
    await failed.risk.riskLevel();
    expect([read.heard, none.heard, failed.heard, failed.records.known]).toEqual([[C3], [null], [], false]);
  });

  it('makes reads asked for at the same time one read; a later read asks again', async () => {
    const { risk, calls, heard } = portAnswering(ok(C3));
    const [first, second] = await Promise.all([risk.riskLevel(), risk.riskLevel()]);
    expect([first, second, calls, heard]).toEqual([ok(C3), ok(C3), ['riskLevel'], [C3]]);
    await risk.riskLevel();
    expect(calls).toEqual(['riskLevel', 'riskLevel']);
  });

  it('hears an assessment only when it needs no reconfirmation, and a reconfirmation', async () => {
    const waiting = portAnswering(ok(C3), ok({ result: C4, pendingOver: { riskLevel: 'C3', riskName: '平衡型' } }));
    await waiting.risk.evaluate({} as never, {} as never);
    const settled = portAnswering(ok(C3), ok({ result: C4, pendingOver: null }));
    await settled.risk.evaluate({} as never, {} as never);
    await settled.risk.confirm(false);
    expect([waiting.heard, settled.heard]).toEqual([[], [C4, C3]]);
  });

  it('hears nothing of an assessment or a reconfirmation that failed, and answers the failure', async () => {
    const failure = { kind: 'networkError', message: '连接超时，请检查网络再重新连接' } as const;
    const failed = portAnswering(ok(C3), failure, failure);
    expect(await failed.risk.evaluate({} as never, {} as never)).toEqual(failure);
    expect(await failed.risk.confirm(true)).toEqual(failure);
    expect([failed.heard, failed.records.known]).toEqual([[], false]);
  });

  it('leaves the other calls to the port', async () => {
    const { risk, calls, heard } = portAnswering(ok(C3));
    expect(await risk.validRisk('RCLS000001')).toEqual(ok('0'));
    expect([calls, heard]).toEqual([['validRisk'], []]);
  });
});
