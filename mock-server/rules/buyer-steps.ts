import type dayjs from 'dayjs';
import { BUYER_STEP_REFUSALS, QUALIFICATION_MESSAGES } from '../../src/domain/errors/form-messages';
import { refuse } from '../envelopes';
import type { Params } from '../params';
import type { SeedCustomer, SeedQualification } from '../seed/personas';
import type { SeedProduct } from '../seed/products';

/*
 * The bank's own code for issue 18 items 3 and 6 (docs/decisions.md): an older customer's R4/R5
 * purchase carries their confirmation; a private product is sold only to a confirmed qualified investor.
 */

export const ELDER_AGE = 65;
const HIGH_RISK = ['R4', 'R5'];

/** Whole years on `today` from the birth date in digits 7–14 of the 18-digit ID number; null without one. */
export function ageFromIdNo(idNo: string, today: dayjs.Dayjs): number | null {
  const match = /^\d{6}(\d{8})\d{3}[\dXx]$/.exec(idNo);
  if (!match) return null;
  const birth = match[1];
  const years = today.year() - Number(birth.slice(0, 4));
  return today.format('MMDD') < birth.slice(4) ? years - 1 : years;
}

/** A customer of 65 or over buying a product of R4 or above (《金融机构产品适当性管理办法》). */
export const owedElderCare = (c: Pick<SeedCustomer, 'idNo'>, product: Pick<SeedProduct, 'riskLevel'>, today: dayjs.Dayjs): boolean =>
  HIGH_RISK.includes(product.riskLevel) && (ageFromIdNo(c.idNo, today) ?? 0) >= ELDER_AGE;

/** elderConfirmTime: YYYY-MM-DD HH:mm:ss, on the bank's today. */
const CONFIRM_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * An older customer's R4/R5 order carries elderConfirm '1' and when it was ticked (elderConfirmTime,
 * today): answers that time, for the order; refuses (E2204) an order without it.
 */
export function assertElderConfirmed(c: Pick<SeedCustomer, 'idNo'>, product: Pick<SeedProduct, 'riskLevel'>, today: dayjs.Dayjs, body: Params): string | undefined {
  if (!owedElderCare(c, product, today)) return undefined;
  const { elderConfirm, elderConfirmTime } = body;
  const confirmed = elderConfirm === '1' && typeof elderConfirmTime === 'string' && CONFIRM_TIME.test(elderConfirmTime) && elderConfirmTime.startsWith(today.format('YYYY-MM-DD'));
  return confirmed ? elderConfirmTime : refuse(BUYER_STEP_REFUSALS.elderUnconfirmed, 'E2204');
}

/** A private product only for a confirmed qualified investor (E2205). */
export function assertQualifiedForProduct(c: Pick<SeedCustomer, 'qualifiedInvestor'>, product: Pick<SeedProduct, 'isPrivate'>): void {
  if (product.isPrivate === '1' && !c.qualifiedInvestor) refuse(BUYER_STEP_REFUSALS.notQualified, 'E2205');
}

/** 《关于规范金融机构资产管理业务的指导意见》第五条, a natural person: in 万元, with two years' investment experience. */
export const QUALIFYING_WAN: Record<string, { label: string; wan: number }> = {
  netAssets: { label: '家庭金融净资产', wan: 300 },
  assets: { label: '家庭金融资产', wan: 500 },
  income: { label: '近3年本人年均收入', wan: 40 },
};

/** confirmQualifiedInvestor's declaration, checked (E2206 with the reason when it does not qualify); answers the record to keep. */
export function qualificationOf(body: Params, confirmedAt: string): SeedQualification {
  const { experienced, basis, amountWan } = body;
  const refused = (message: string) => refuse(message, 'E2206');
  if (experienced !== '1') return refused(QUALIFICATION_MESSAGES.inexperienced);
  const threshold = typeof basis === 'string' && Object.hasOwn(QUALIFYING_WAN, basis) ? QUALIFYING_WAN[basis] : undefined;
  if (!threshold) return refused(QUALIFICATION_MESSAGES.noBasis);
  if (typeof amountWan !== 'string' || !/^\d{1,9}$/.test(amountWan)) return refused(QUALIFICATION_MESSAGES.amount);
  if (Number(amountWan) < threshold.wan) return refused(QUALIFICATION_MESSAGES.below(threshold.label, threshold.wan));
  return { basis: basis as string, amountWan, confirmedAt };
}
