import { isRiskRecordCurrent, type RiskRecord } from './risk-record';

/**
 * What each customer risk level means, one sentence each: /risklevel shows the bank's riskDesc,
 * and this table's sentence when the bank sends none.
 */
export const RISK_LEVEL_DESCRIPTIONS: Readonly<Record<string, string>> = {
  C1: '您希望本金尽量不受损失，能承受的波动很小，适合购买低风险（R1）的理财产品。',
  C2: '您能承受较小的本金波动，追求稳定的收益，适合购买中低风险（R2）及以下的理财产品。',
  C3: '您能承受一定的本金波动，在收益与风险之间寻求平衡，适合购买中风险（R3）及以下的理财产品。',
  C4: '您能承受较大的本金波动，追求资产较快增长，适合购买中高风险（R4）及以下的理财产品。',
  C5: '您能承受很大的本金波动乃至损失，追求较高的收益，适合购买各风险等级（R1至R5）的理财产品。',
};

/** The bank's riskDesc when it sends one, else this table's sentence for the level. */
export const riskDescOf = (record: Pick<RiskRecord, 'riskLevel' | 'riskDesc'>): string => record.riskDesc || (RISK_LEVEL_DESCRIPTIONS[record.riskLevel] ?? '');

/** Where the customer stands: never assessed (查询无记录), a record still valid, or one past its expiry date. */
export type RiskStanding =
  | { kind: 'none' }
  | { kind: 'current'; record: RiskRecord }
  | { kind: 'expired'; record: RiskRecord };

/** @param today YYYY-MM-DD */
export function riskStandingOf(record: RiskRecord | null, today: string): RiskStanding {
  if (!record) return { kind: 'none' };
  return isRiskRecordCurrent(record, today) ? { kind: 'current', record } : { kind: 'expired', record };
}
