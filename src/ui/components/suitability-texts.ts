/**
 * The words of issue 18 item 2 (NFRA Order 2025 No. 7 Art. 13) on the product cards: the mark of a
 * product above the signed-in customer's risk level. A file of its own, so that the words load with
 * the level (compose/suitability.ts), not with the first screen. The detail page's notice is in
 * pages/detail/detail-texts.ts.
 */
export const SUITABILITY_TEXT = {
  aboveLevel: '超出您的风险承受能力',
} as const;
