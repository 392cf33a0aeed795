import { TOKENS } from '../../application/tokens';
import type { RiskAssessment } from '../../application/ports/risk-assessment';
import type { Clock } from '../../application/ports/system';
import type { Product } from '../../domain/catalog/product';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import { isoDate } from '../../domain/calendar';
import { riskStandingOf } from '../../domain/risk/risk-level';
import type { RiskRecord } from '../../domain/risk/risk-record';
import { figureFor, isAboveLevel, type KnownStanding } from '../../domain/risk/suitability';
import type { App } from '../app/app';
import { SUITABILITY_TEXT } from '../components/suitability-texts';
import type { CustomerLevel, LevelMarks } from '../view-models/customer-level';

/*
 * The customer's risk level for the marks of issue 18 item 2, in a chunk of its own: asked once
 * the customer is identified (after the first page is on screen), never on the first screen's path.
 */

/** A card's marks for this standing. */
const marksOf = (standing: KnownStanding): LevelMarks => ({
  standing,
  figure: (product: Product) => figureFor(product, standing),
  mark: (product: Product) => (isAboveLevel(product, standing) ? SUITABILITY_TEXT.aboveLevel : null),
});

/**
 * The record the bank's answer gives: the record (valid or expired), null when none is on file
 * (查询无记录 comes as a message), undefined when the store cannot tell (a failure, said to nobody:
 * the marks are a courtesy of the lists, and the purchase asks again).
 */
const recordIn = (answer: CallOutcome<RiskRecord>): RiskRecord | null | undefined =>
  answer.kind === 'ok' ? answer.value : answer.kind === 'message' ? null : undefined;

const standingOf = (record: RiskRecord | null | undefined, clock: Clock): KnownStanding =>
  record === undefined ? null : riskStandingOf(record, isoDate(clock.now()));

const asking = new WeakMap<CustomerLevel, Promise<void>>();

/** Asks the bank for the signed-in customer's level, once per page load; nobody signed in: the store cannot tell. */
export function learnLevel({ resolve, stores: { level } }: App, signedIn: boolean): Promise<void> {
  const asked = asking.get(level) ?? (signedIn
    ? resolve(TOKENS.riskAssessment).riskLevel().then((answer) => level.learn(marksOf(standingOf(recordIn(answer), resolve(TOKENS.clock)))))
    : Promise.resolve(level.learn(marksOf(null))));
  asking.set(level, asked);
  return asked;
}

/**
 * The risk pages' view of the bank: every record they read or make (the level page, an assessment
 * that needs no confirmation, a confirmed or declined change) becomes the level the marks follow.
 * The other calls are the port's own (its prototype).
 */
export function reportingLevel({ resolve, stores: { level } }: App): RiskAssessment {
  const risk = resolve(TOKENS.riskAssessment);
  const report = (record: RiskRecord | null) => level.learn(marksOf(standingOf(record, resolve(TOKENS.clock))));
  return Object.assign(Object.create(risk) as RiskAssessment, {
    riskLevel: async () => {
      const answer = await risk.riskLevel();
      const record = recordIn(answer);
      if (record !== undefined) report(record);
      return answer;
    },
    evaluate: async (...args: Parameters<RiskAssessment['evaluate']>) => {
      const answer = await risk.evaluate(...args);
      if (answer.kind === 'ok' && !answer.value.pendingOver) report(answer.value.result);
      return answer;
    },
    confirm: async (accept: boolean) => {
      const answer = await risk.confirm(accept);
      if (answer.kind === 'ok') report(answer.value);
      return answer;
    },
  });
}
