import dayjs from 'dayjs';
import type { SeedCustomer, SeedRiskRecord } from '../seed/personas';
import type { SeedProduct } from '../seed/products';

/** DECISIONS.md "Risk": a record is good for a year; from its expiry date on it counts as none. */
export const expiryDateOf = (evaluatedAt: string): string => dayjs(evaluatedAt).add(1, 'year').format('YYYY-MM-DD');

/** The customer's record while it is valid, else null. @param today YYYY-MM-DD */
export const currentRiskRecord = (c: Pick<SeedCustomer, 'riskRecord'>, today: string): SeedRiskRecord | null =>
  c.riskRecord && today < expiryDateOf(c.riskRecord.evaluatedAt) ? c.riskRecord : null;

const levelNumber = (level: string) => Number(level.slice(1));

/** The customer's C level (C1–C5) must reach the product's R level (R1–R5). */
export const riskFits = (record: Pick<SeedRiskRecord, 'riskLevel'>, product: Pick<SeedProduct, 'riskLevel'>): boolean =>
  levelNumber(record.riskLevel) >= levelNumber(product.riskLevel);
