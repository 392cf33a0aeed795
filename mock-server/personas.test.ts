import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { buildCustomers } from './seed/personas';
import { RISK_LEVELS } from './seed/risk-questions';

/** The bank's own scale (seed/risk-questions.ts): C1 保守型 … C4 成长型, C5 进取型. */
const SCALE = new Map<string, string>(RISK_LEVELS.map((level) => [level.riskLevel, level.riskName]));
const customers = buildCustomers(dayjs('2026-11-22'));

describe("the personas' risk levels", () => {
  it('store every risk record (and a result waiting to be confirmed) under the name the scale gives its level', () => {
    const stored = customers.flatMap((c) => [c.riskRecord, c.pendingRisk ?? null]
      .filter((record) => record !== null)
      .map(({ riskLevel, riskName }) => ({ persona: c.id, riskLevel, riskName })));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored).toEqual(stored.map((record) => ({ ...record, riskName: SCALE.get(record.riskLevel) })));
  });

  it('name a level in a description (C4成长型) as the scale does', () => {
    const named = customers.flatMap((c) => [...c.description.matchAll(/(C[1-5])(..型)/g)].map(([, riskLevel, riskName]) => ({ persona: c.id, riskLevel, riskName })));
    expect(named.length).toBeGreaterThan(0);
    expect(named).toEqual(named.map((mention) => ({ ...mention, riskName: SCALE.get(mention.riskLevel) })));
  });
});
