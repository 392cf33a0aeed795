/** The standing disclosure a bank shows wherever it offers wealth products (and in every shared link's text). */
export const RISK_DISCLOSURE = '理财非存款、产品有风险、投资须谨慎';

/** Words a wealth product must never be described with: regulators forbid promising capital or safety. */
export const FORBIDDEN_PROMISES: readonly string[] = ['保本', '无风险'];
