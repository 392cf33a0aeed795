import type { SeedProduct } from './products';

/** A product's trading rules as t200001 serves them: HTML, url-encoded (SPEC §7). */
export interface SeedRules {
  /** The product code; json-server's REST router addresses records by `id`. */
  id: string;
  content: string;
}

/** A product without published rules, for the empty state. */
export const PRODUCT_WITHOUT_RULES = 'HOT0000001';

function rulesHtml(p: SeedProduct): string {
  const redemption = p.prdKind === 'demand'
    ? '<p>开放日可随时赎回，赎回资金T+1日到账。</p>'
    : p.cycleDays > 0
      ? `<p>每${p.cycleDays}天为一个投资周期，仅在开放日可申请赎回。</p>`
      : '<p>产品存续期内不开放赎回，到期后本金及收益自动返还至理财签约卡。</p>';
  return [
    '<h3>申购规则</h3>',
    `<p>起购金额${p.formatPfirstAmt}，追加金额为${p.pAddAmt}元的整数倍。</p>`,
    '<p>交易日15:00前提交的申购当日受理，15:00后提交的顺延至下一交易日。</p>',
    '<h3>赎回规则</h3>',
    redemption,
    '<h3>费用说明</h3>',
    '<ul><li>认购费：0%</li><li>销售服务费：0.30%/年</li><li>托管费：0.02%/年</li></ul>',
    '<p><strong>理财非存款、产品有风险、投资须谨慎。</strong></p>',
  ].join('');
}

export const buildRules = (products: SeedProduct[]): SeedRules[] =>
  products.filter((p) => p.prdCode !== PRODUCT_WITHOUT_RULES).map((p) => ({ id: p.prdCode, content: encodeURIComponent(rulesHtml(p)) }));
