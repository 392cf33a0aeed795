import type { RiskAssessment } from '../ports/risk-assessment';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { RiskRecord } from '../../domain/risk/risk-record';

/** What the bank's answer says of the record: the record, null when none is on file (查询无记录), undefined when it cannot tell (a failure). */
export const recordIn = (answer: CallOutcome<RiskRecord>): RiskRecord | null | undefined =>
  answer.kind === 'ok' ? answer.value : answer.kind === 'message' ? null : undefined;

type Follower = (record: RiskRecord | null) => void;

/**
 * Every risk record the bank gives in this page load, whoever asked (the buy check, the level page,
 * an assessment, a reconfirmation), for what follows the customer's level (the marks of issue 18
 * item 2): the level is asked once, and the marks know it as soon as any call has.
 */
export class RiskRecords {
  private latest: { record: RiskRecord | null } | null = null;
  private readonly followers = new Set<Follower>();

  /** Follows the records from now on, starting with the latest, if the bank has given one. */
  follow(follower: Follower): void {
    this.followers.add(follower);
    if (this.latest) follower(this.latest.record);
  }

  /** Whether the bank has said what the record is in this page load. */
  get known(): boolean {
    return this.latest !== null;
  }

  tell(record: RiskRecord | null): void {
    this.latest = { record };
    this.followers.forEach((follower) => follower(record));
  }
}

/**
 * The risk port, telling the records what each of its answers says of the record in force: a level
 * read (none on file included), an assessment that needs no reconfirmation, a reconfirmation. Reads
 * made at the same time are one. The other calls are the port's own (its prototype).
 */
export function tellingRecords(risk: RiskAssessment, records: RiskRecords): RiskAssessment {
  // A read asked for while another is under way is that read (a page's and the sign-in's, at once).
  let reading: ReturnType<RiskAssessment['riskLevel']> | null = null;
  const read = async () => {
    const answer = await risk.riskLevel();
    const record = recordIn(answer);
    if (record !== undefined) records.tell(record);
    return answer;
  };
  return Object.assign(Object.create(risk) as RiskAssessment, {
    riskLevel: () => (reading ??= read().finally(() => (reading = null))),
    evaluate: async (...args: Parameters<RiskAssessment['evaluate']>) => {
      const answer = await risk.evaluate(...args);
      if (answer.kind === 'ok' && !answer.value.pendingOver) records.tell(answer.value.result);
      return answer;
    },
    confirm: async (accept: boolean) => {
      const answer = await risk.confirm(accept);
      if (answer.kind === 'ok') records.tell(answer.value);
      return answer;
    },
  });
}
