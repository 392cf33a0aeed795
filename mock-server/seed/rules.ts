import dayjs from 'dayjs';
import type { BenchmarkChange } from '../rules/past-performance';
import { isHeldPlacement, type SeedProduct } from './products';
import { DOCUMENTS, elementsOf, feesOf, RISK_FIT, synopsisOf, traitsOf, type Document, type Element, type Fee, type SynopsisSection, type Trait } from './published';

/**
 * A product's published texts: its trading rules as t200001 serves them (HTML, url-encoded,
 * SPEC §7), its risk warning (t100009), its benchmark's basis of calculation (t100019), HTML,
 * and what the detail pages list (DETAIL-CALLS.md): traits (t200002), elements and fees (t200003),
 * the sales material (t200007, HTML) and the instruction documents (t100011).
 */
export interface SeedRules {
  /** The product code; json-server's REST router addresses records by `id`. */
  id: string;
  content: string;
  riskWarning: string;
  /** Empty for a product without a performance benchmark. */
  benchmarkRules: string;
  // Optional: a record a test adds with only the texts above publishes empty lists.
  traits?: Trait[];
  elements?: Element[];
  fees?: Fee[];
  synopsis?: SynopsisSection[];
  documents?: Document[];
  /** The benchmark's rationale and method in plain words (queryPastPerformance); empty without a benchmark. */
  benchmarkRationale?: string;
  benchmarkMethod?: string;
  /** Every change of the benchmark, oldest first (queryBenchmarkChanges); the last one's new benchmark is today's. */
  benchmarkChanges?: BenchmarkChange[];
  /** t300001's metric labels (comma-separated) when the bank offers other than its family's. */
  chartLabels?: string;
  /** t300001's period labels (comma-separated) when the bank offers other than the code allows (a bank that errs, for the scenarios). */
  chartPeriods?: string;
}

/** A product that has published none of these, for the empty states. */
export const PRODUCT_WITHOUT_RULES = 'HOT0000001';

function riskWarningHtml(p: SeedProduct): string {
  return [
    `<p>本产品风险等级为${p.riskName}，适合风险承受能力评估为${RISK_FIT[p.riskLevel] ?? 'C3'}及以上的投资者。</p>`,
    '<p>理财非存款、产品有风险、投资须谨慎。本产品不保证本金和收益，您的本金可能因市场变动而蒙受损失。</p>',
    '<p>业绩比较基准不是预期收益率，不代表产品的未来表现和实际收益；过往业绩不代表其未来表现。</p>',
  ].join('');
}

/** The fee summary of the trading rules, from the same list t200003 publishes. */
const feeItem = (f: Fee) => `<li>${f.feeName}${f.feeType === 'redeem' ? `（${f.feeDesc}）` : ''}：${f.feeRate}</li>`;

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
    `<ul>${feesOf(p).map(feeItem).join('')}</ul>`,
    '<p><strong>理财非存款、产品有风险、投资须谨慎。</strong></p>',
  ].join('');
}

function benchmarkBasisHtml(p: SeedProduct): string {
  if (!p.formatModelComment) return '';
  return [
    `<p>本产品业绩比较基准为${p.formatModelComment}（年化）。</p>`,
    '<p>测算依据：产品主要投资于高等级信用债、同业存单及货币市场工具，参考同类资产近三年的历史收益水平，扣除销售服务费、托管费等费用后测算得出。</p>',
    '<p>业绩比较基准不是预期收益率，不代表产品的未来表现和实际收益，不构成对产品收益的承诺。</p>',
  ].join('');
}

/** The product whose benchmark has been changed (twice), for 业绩比较基准调整记录. */
export const PRODUCT_WITH_BENCHMARK_CHANGES = 'REXP000001';

/** REXP000001's two changes, dated from its current benchmark backwards (years before the bank's latest valuation day). */
function benchmarkChangesOf(p: SeedProduct): BenchmarkChange[] {
  if (p.prdCode !== PRODUCT_WITH_BENCHMARK_CHANGES || !p.formatModelComment) return [];
  const latest = dayjs(p.navDate);
  const older = '3.50%-4.10%';
  const middle = '3.20%-3.80%';
  return [
    { changeDate: latest.subtract(3, 'year').startOf('year').add(3, 'month').format('YYYY-MM-DD'), oldBenchmark: older, newBenchmark: middle, reason: '市场利率下行，债券类资产收益水平下降，经测算调整业绩比较基准' },
    { changeDate: latest.subtract(1, 'year').startOf('year').add(6, 'month').format('YYYY-MM-DD'), oldBenchmark: middle, newBenchmark: p.formatModelComment, reason: '根据投资策略调整及同类资产收益水平变化，调整业绩比较基准' },
  ];
}

const BENCHMARK_RATIONALE = '本产品主要投资于高等级信用债、同业存单及货币市场工具，业绩比较基准参考同类资产的历史收益水平确定。';
const BENCHMARK_METHOD = '以同类资产近三年平均收益率为基础，结合产品投资策略和杠杆水平，扣除销售服务费、托管费、固定管理费等费用后测算得出。';

// structuredClone: records share no objects, so a test that edits one product's list edits only that one.
const rulesOf = (p: SeedProduct): SeedRules => structuredClone({
  id: p.prdCode,
  content: encodeURIComponent(rulesHtml(p)),
  riskWarning: riskWarningHtml(p),
  benchmarkRules: benchmarkBasisHtml(p),
  benchmarkRationale: p.formatModelComment ? BENCHMARK_RATIONALE : '',
  benchmarkMethod: p.formatModelComment ? BENCHMARK_METHOD : '',
  benchmarkChanges: benchmarkChangesOf(p),
  traits: traitsOf(p),
  elements: elementsOf(p),
  fees: feesOf(p),
  synopsis: synopsisOf(p),
  documents: [...DOCUMENTS],
});

/** Every product's record but HOT0000001's and the private placements only many-holdings holds (they publish nothing either). */
export const buildRules = (products: SeedProduct[]): SeedRules[] =>
  products.filter((p) => p.prdCode !== PRODUCT_WITHOUT_RULES && !isHeldPlacement(p.prdCode)).map(rulesOf);
