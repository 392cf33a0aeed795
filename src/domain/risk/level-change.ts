import type { RiskRecord } from './risk-record';
import { isLevelAbove, levelNumber } from './suitability';

/**
 * Art. 29: a result that changes the customer's level is shown to them, with what it changes, and
 * takes effect only once they confirm it. What the bank answers to an assessment.
 */
export interface RiskEvaluation {
  /** The result, as the record it becomes. */
  result: RiskRecord;
  /** The level in force, when the result changes it and waits for the customer's confirmation; else null. */
  pendingOver: { riskLevel: string; riskName: string } | null;
}


/** The products above the customer's level, in their order. */
export const productsAbove = <T extends { riskLevel?: string }>(customerLevel: string, products: readonly T[]): T[] =>
  products.filter((p) => p.riskLevel !== undefined && isLevelAbove(p.riskLevel, customerLevel));

/** Whether the new level is lower than the one in force (what the customer may buy shrinks). */
export const isLowered = (from: string, to: string): boolean => levelNumber(to) < levelNumber(from);
