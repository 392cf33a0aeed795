import type { Product } from '../catalog/product';
import { ordinaryFigureOf, yieldTextOf, type YieldText } from '../catalog/product-texts';
import type { RiskStanding } from './risk-level';

/*
 * 《金融机构产品适当性管理办法》 (NFRA Order 2025 No. 7) Art. 13: no actively recommending a product
 * above the customer's risk tolerance, and no sale above it. Where the store stands on a product
 * for the signed-in customer (docs/decisions.md "Suitability"). The bank keeps its own rule
 * (mock-server/rules/risk.ts riskFits, validRisk); this is the store's, said before any tap.
 */

/** The customer's standing as far as the store knows it: null when it cannot tell (nobody signed in, or the bank did not say). */
export type KnownStanding = RiskStanding | null;

/** 1–5 of a C (customer) or R (product) level; 0 for anything else. */
export const levelNumber = (code: string | undefined): number => (code && /^[CR][1-5]$/.test(code) ? Number(code[1]) : 0);

/** A product's R level is above a customer's C level; false when either is unknown. */
export const isLevelAbove = (productRisk: string, customerLevel: string): boolean =>
  levelNumber(customerLevel) > 0 && levelNumber(productRisk) > levelNumber(customerLevel);

/** The product's R level as a number: its riskLevel, else the code in its riskName (`中低风险(R2)`); 0 when it has none. */
export const productLevelOf = (product: Pick<Product, 'riskLevel' | 'riskName'>): number =>
  levelNumber(product.riskLevel) || levelNumber(/R[1-5]/.exec(product.riskName)?.[0]);

/** The product's level is above the customer's valid level. False without a valid level, or for a product without one: nothing to compare. */
export function isAboveLevel(product: Pick<Product, 'riskLevel' | 'riskName'>, standing: KnownStanding): boolean {
  return standing?.kind === 'current' && isLevelAbove(`R${productLevelOf(product)}`, standing.record.riskLevel);
}

/** A recommendation mark (首发热销) only for a customer whose valid level is known to reach the product's. */
export function mayRecommend(product: Pick<Product, 'riskLevel' | 'riskName'>, standing: KnownStanding): boolean {
  return standing?.kind === 'current' && productLevelOf(product) > 0 && !isAboveLevel(product, standing);
}

type Figured = Pick<Product, 'riskLevel' | 'riskName' | 'yearClientRatio' | 'yearClientRatioDesc' | 'formatModelComment' | 'prdTemplate' | 'estabDate' | 'navDate'>;

/** The headline figure of a card or header for this customer: 首发热销 where it may be recommended, else the ordinary figure (ordinaryFigureOf). */
export const figureFor = (product: Figured, standing: KnownStanding): YieldText =>
  mayRecommend(product, standing) ? yieldTextOf(product) : ordinaryFigureOf(product);
