import type { Product } from './product';

/**
 * What a product's risk level (R1–R5) means for the customer's money, one plain sentence each:
 * 长辈版 shows it beside the level wherever a product's risk is shown (README Decisions). Even R1
 * says a loss can happen: no text promises safety.
 */
export const RISK_IN_PLAIN_WORDS: Readonly<Record<string, string>> = {
  R1: '本金亏损的可能性很小，收益波动也很小。',
  R2: '可能有小幅亏损，收益会有一些波动。',
  R3: '可能亏损部分本金，收益波动较大。',
  R4: '可能亏损较多本金，收益波动很大。',
  R5: '可能亏损大部分甚至全部本金。',
};

/** The sentence for the product's level (its riskLevel, else the code in its riskName, `中低风险(R2)`), or null for a level the table does not know. */
export function riskInPlainWords(product: Pick<Product, 'riskLevel' | 'riskName'>): string | null {
  const level = RISK_IN_PLAIN_WORDS[product.riskLevel] ? product.riskLevel : /R[1-5]/.exec(product.riskName)?.[0];
  return level ? RISK_IN_PLAIN_WORDS[level] : null;
}
