import { TOKENS } from '../../application/tokens';
import { recordIn, type RiskRecords } from '../../application/risk/risk-records';
import type { Clock } from '../../application/ports/system';
import type { Product } from '../../domain/catalog/product';
import { isoDate } from '../../domain/calendar';
import { riskStandingOf } from '../../domain/risk/risk-level';
import type { RiskRecord } from '../../domain/risk/risk-record';
import { figureFor, isAboveLevel, type KnownStanding } from '../../domain/risk/suitability';
import type { App } from '../app/app';
import { SUITABILITY_TEXT } from '../components/suitability-texts';
import type { LevelMarks } from '../view-models/customer-level';

/*
 * The customer's risk level for the marks of issue 18 item 2, in a chunk of its own, never on the
 * first screen's path: learned from the first record the bank gives in the page load (a detail
 * page's buy check asks for it once the page is on screen; a private product's page, with its
 * data), else asked once the customer is identified.
 */

/** A card's marks for this standing. */
const marksOf = (standing: KnownStanding): LevelMarks => ({
  standing,
  figure: (product: Product) => figureFor(product, standing),
  mark: (product: Product) => (isAboveLevel(product, standing) ? SUITABILITY_TEXT.aboveLevel : null),
});

const standingOf = (record: RiskRecord | null, clock: Clock): KnownStanding => riskStandingOf(record, isoDate(clock.now()));

/** The page loads' records the level follows already. */
const followed = new WeakSet<RiskRecords>();

/**
 * The marks follow every record the bank gives in this page load, whoever asked for it (the buy
 * check on a detail page usually hears first), from the latest one on.
 */
export function followLevel({ resolve, stores: { level } }: App): void {
  const records = resolve(TOKENS.riskRecords);
  if (followed.has(records)) return;
  followed.add(records);
  records.follow((record) => level.learn(marksOf(standingOf(record, resolve(TOKENS.clock)))));
}

/**
 * The signed-in customer's level, unless the bank has told it already in this page load. When
 * nobody is signed in, or the ask fails (said to nobody: the marks are a courtesy of the lists, and
 * the purchase asks again), the store cannot tell.
 */
export async function learnLevel(app: App, signedIn: boolean): Promise<void> {
  followLevel(app);
  const { resolve, stores: { level } } = app;
  if (resolve(TOKENS.riskRecords).known) return;
  const answer = signedIn ? await resolve(TOKENS.riskAssessment).riskLevel() : null;
  if (!answer || recordIn(answer) === undefined) level.learn(marksOf(null));
}
