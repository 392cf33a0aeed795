import type { Product } from '../catalog/product';
import { QUALIFICATION_MESSAGES } from '../errors/form-messages';
import { isElder } from '../identity/age';

/*
 * The steps some purchases add before the amount (docs/decisions.md "Issue 18: older customers,
 * qualified investors"), in this order: the qualified-investor confirmation (whether this customer
 * may buy a private product at all), then the older customer's care (this product's risks, and the
 * decision their own); then the amount, the risk statement and the PIN as for every purchase.
 */
export type BuyerStep = 'qualifiedInvestor' | 'elderCare';

/** R4 and R5: the high-risk products for which an older customer is owed the care step. */
export const HIGH_RISK_LEVELS: readonly string[] = ['R4', 'R5'];

export const isHighRisk = (product: Pick<Product, 'riskLevel' | 'riskName'>): boolean =>
  HIGH_RISK_LEVELS.includes(product.riskLevel) || HIGH_RISK_LEVELS.some((level) => product.riskName.includes(level));

/** 《金融机构产品适当性管理办法》: a customer aged 65 or over buying a product of R4 or above. */
export const needsElderCare = (idNo: string, product: Pick<Product, 'riskLevel' | 'riskName'>, today: string): boolean =>
  isElder(idNo, today) && isHighRisk(product);

/** 《关于规范金融机构资产管理业务的指导意见》: a private product only for a customer confirmed as a qualified investor. */
export const needsQualification = (product: Pick<Product, 'isPrivate'>, qualified: boolean): boolean => product.isPrivate && !qualified;

/** The steps this purchase needs, in their order. @param today YYYY-MM-DD */
export function buyerSteps(product: Pick<Product, 'isPrivate' | 'riskLevel' | 'riskName'>, idNo: string, qualified: boolean, today: string): BuyerStep[] {
  return [
    ...(needsQualification(product, qualified) ? ['qualifiedInvestor' as const] : []),
    ...(needsElderCare(idNo, product, today) ? ['elderCare' as const] : []),
  ];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD HH:mm:ss, local time: when the older customer confirmed (elderConfirmTime). */
export const confirmTime = (d: Date): string =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** How long the older customer's care step is read before its box can be ticked. */
export const ELDER_READING_SECONDS = 10;

/** What a customer declares to be confirmed as a qualified investor. */
export type QualificationBasis = 'netAssets' | 'assets' | 'income';

export interface QualificationDeclaration {
  /** Two years' investment experience or more. */
  experienced: boolean;
  basis: QualificationBasis | null;
  /** The declared figure, in 万元 (whole). */
  amountWan: string;
}

/** The bank's record of a confirmed qualified investor. */
export interface Qualification {
  basis: QualificationBasis;
  amountWan: string;
  /** When the customer confirmed it (the bank's time). */
  confirmedAt: string;
}

/**
 * 《关于规范金融机构资产管理业务的指导意见》（银发〔2018〕106号）第五条, for a natural person:
 * two years' investment experience and one of these, in 万元.
 */
export const QUALIFICATION_THRESHOLDS_WAN: Record<QualificationBasis, number> = { netAssets: 300, assets: 500, income: 40 };

export const QUALIFICATION_TEXT = {
  title: '合格投资者确认',
  source: '《关于规范金融机构资产管理业务的指导意见》第五条',
  rule: '合格投资者是指具备相应风险识别能力和风险承担能力，投资于单只资产管理产品不低于一定金额且符合下列条件的自然人和法人或者其他组织。（一）具有2年以上投资经历，且满足以下条件之一：家庭金融净资产不低于300万元，家庭金融资产不低于500万元，或者近3年本人年均收入不低于40万元。（二）最近1年末净资产不低于1000万元的法人单位。（三）金融管理部门视为合格投资者的其他情形。',
  intro: '该产品为私募理财产品，仅向合格投资者非公开发行。首次购买前，请如实申报您的投资经历和金融资产或收入：',
  experienced: '我具有2年以上投资经历',
  basisLegend: '我申报的是',
  bases: { netAssets: '家庭金融净资产', assets: '家庭金融资产', income: '近3年本人年均收入' } satisfies Record<QualificationBasis, string>,
  amountLabel: '金额（万元）',
  promise: '以上申报真实、准确、完整，本人承担因申报不实产生的一切后果。',
  confirm: '确认并继续',
} as const;

/** The declaration's problem, or null when it meets the criteria. */
export function qualificationProblem({ experienced, basis, amountWan }: QualificationDeclaration): string | null {
  if (!experienced) return QUALIFICATION_MESSAGES.inexperienced;
  if (!basis) return QUALIFICATION_MESSAGES.noBasis;
  if (!/^\d{1,9}$/.test(amountWan.trim())) return QUALIFICATION_MESSAGES.amount;
  return Number(amountWan) >= QUALIFICATION_THRESHOLDS_WAN[basis] ? null : QUALIFICATION_MESSAGES.below(QUALIFICATION_TEXT.bases[basis], QUALIFICATION_THRESHOLDS_WAN[basis]);
}
