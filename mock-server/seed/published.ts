import { productFamily, unitHash } from './families';
import type { SeedProduct } from './products';

/** What a product publishes besides its rules (DETAIL-CALLS.md: t200002, t200003, t200007, t100011). */
export interface Trait { title: string; desc: string }
export interface Element { name: string; value: string }
export interface Fee { feeType: 'buy' | 'redeem' | 'ongoing'; feeName: string; feeRate: string; feeDesc: string }
export interface SynopsisSection { title: string; content: string }
export interface Document { insName: string; webAddress: string }

export const RISK_FIT: Record<string, string> = { R1: 'C1', R2: 'C2', R3: 'C3', R4: 'C4', R5: 'C5' };

/** The sample PDFs in mock-server/files, served at /h5/files/<name>. */
export const DOCUMENTS: readonly Document[] = [
  { insName: '产品说明书', webAddress: '/h5/files/product-instructions.pdf' },
  { insName: '风险揭示书', webAddress: '/h5/files/risk-disclosure.pdf' },
  { insName: '投资者权益须知', webAddress: '/h5/files/investor-rights.pdf' },
];

const CUSTODIANS = ['中国工商银行股份有限公司', '中国建设银行股份有限公司', '交通银行股份有限公司', '兴业银行股份有限公司', '中信银行股份有限公司'];

const isGear = (p: SeedProduct) => p.prdTemplate === 'D100' && p.prdCategory === '1';
const isPrivate = (p: SeedProduct) => p.isPrivate === '1';
/** Open for purchases after launch: demand products and term products with cycles. */
const isOpen = (p: SeedProduct) => p.prdKind === 'demand' || p.cycleDays > 0;
const ratioText = (p: SeedProduct) => Number(p.yearClientRatio).toFixed(2);

const STEADY: Trait = { title: '稳健低波', desc: '主要投资高等级债券，净值波动小' };
const TRANSPARENT: Trait = { title: '净值透明', desc: '每个工作日公布产品净值，收益一目了然' };
const benchmarkTrait = (p: SeedProduct): Trait => ({ title: '业绩基准', desc: `业绩比较基准${p.formatModelComment}（年化），不代表实际收益` });

/** 2–4 selling points by template. */
export function traitsOf(p: SeedProduct): Trait[] {
  if (isGear(p)) {
    const top = p.tiers[p.tiers.length - 1];
    return [
      { title: '持有越久档位越高', desc: top ? `持有满${top.minHoldDays}天适用最高档位${top.formatClientRatio}（年化）` : '按持有天数分档计算收益' },
      { title: '随时赎回', desc: '工作日可随时赎回，赎回不收取赎回费' },
      { title: `${p.formatPfirstAmt}起购`, desc: '起点低，闲钱也能打理' },
    ];
  }
  switch (p.prdTemplate) {
    case 'D310':
      return [
        { title: '灵活申赎', desc: '工作日随时申购赎回，赎回资金最快T+1日到账' },
        { title: `${p.formatPfirstAmt}起购`, desc: '起点低，零钱也能打理' },
        { title: '低波动', desc: '主要投资存款、同业存单等货币市场工具' },
      ];
    case 'D311':
      return [{ title: '每日开放', desc: '每个工作日均可申购赎回' }, STEADY, { title: '持有7天免赎回费', desc: '持有满7天赎回不收取赎回费' }];
    case 'D300':
      return [STEADY, TRANSPARENT, { title: '期限清晰', desc: `产品期限${p.investDays}天，到期自动兑付` }];
    case 'D303':
      return [
        { title: '封闭运作', desc: `${p.investDays}天封闭期内专注投资，减少申赎扰动` },
        { title: '中长期配置', desc: '适合较长时间不动用的资金' },
        ...(isPrivate(p) ? [{ title: '私募专享', desc: `仅向合格投资者非公开发行，${p.formatPfirstAmt}起购` }] : [TRANSPARENT]),
      ];
    case 'D301':
      return [{ title: '定期开放', desc: `每${p.cycleDays}天开放一次申购赎回` }, TRANSPARENT, STEADY];
    case 'D102':
      return [{ title: '周期定开', desc: `每${p.cycleDays}天为一个投资周期` }, { title: '自动续投', desc: '周期到期未赎回的份额自动进入下一周期' }, benchmarkTrait(p)];
    case 'D306':
      return [{ title: `${p.cycleDays}天一个周期`, desc: '每个周期到期日可申请赎回' }, { title: '自动续期', desc: '不赎回即自动进入下一周期，省心省力' }, benchmarkTrait(p)];
    default:
      return [benchmarkTrait(p), { title: '期限明确', desc: `投资期限${p.investDays}天，到期自动兑付` }, { title: '稳健投资', desc: '主要投资高等级信用债及同业存单' }];
  }
}

function termText(p: SeedProduct): string {
  if (p.prdKind === 'demand') return '无固定期限';
  const cycle = p.cycleDays > 0 ? `每${p.cycleDays}天为一个投资周期` : '';
  if (p.investDays > 0) return cycle ? `${p.investDays}天（${cycle}）` : `${p.investDays}天`;
  return cycle ? `无固定期限（${cycle}）` : '无固定期限';
}

/** The product's elements, in the order of the bank's product data page. */
export function elementsOf(p: SeedProduct): Element[] {
  const custodian = CUSTODIANS[Math.floor(unitHash(`${p.prdCode}|custodian`) * CUSTODIANS.length)];
  return [
    { name: '产品代码', value: p.prdCode },
    { name: '管理人', value: p.taName },
    { name: '托管人', value: custodian },
    { name: '募集期', value: `${p.formatIpoStartDate}至${p.formatIpoEndDate}` },
    { name: '成立日', value: p.estabDate },
    ...(p.prdKind === 'term' && p.endDate ? [{ name: '到期日', value: p.endDate }] : []),
    { name: '收益类型', value: p.prdTemplate === 'D310' ? '现金管理类' : '固定收益类' },
    { name: '风险等级', value: p.riskName },
    { name: '产品期限', value: termText(p) },
    { name: '起购金额', value: p.formatPfirstAmt },
    ...(p.formatModelComment ? [{ name: '业绩比较基准', value: `${p.formatModelComment}（年化）` }] : []),
  ];
}

const fee = (feeType: Fee['feeType'], feeName: string, feeRate: string, feeDesc = ''): Fee => ({ feeType, feeName, feeRate, feeDesc });

function redemptionFees(p: SeedProduct): Fee[] {
  if (p.prdTemplate === 'D311') return [fee('redeem', '赎回费', '1.50%', '持有不足7天'), fee('redeem', '赎回费', '0.00%', '持有7天及以上')];
  if (p.prdTemplate === 'D301') return [fee('redeem', '赎回费', '0.50%', '持有不足180天'), fee('redeem', '赎回费', '0.00%', '持有180天及以上')];
  if (p.prdKind === 'demand') return [fee('redeem', '赎回费', '0.00%', '不收取赎回费')];
  if (p.cycleDays > 0) return [fee('redeem', '赎回费', '0.00%', '周期到期日赎回，不收取赎回费')];
  return [fee('redeem', '赎回费', '0.00%', '存续期内不开放赎回，到期自动兑付')];
}

/** Purchase, redemption (tiered by holding days for some) and the yearly ongoing fees. */
export function feesOf(p: SeedProduct): Fee[] {
  const management = p.prdTemplate === 'D310' ? '0.10%/年' : isPrivate(p) ? '0.50%/年' : '0.20%/年';
  const accrual = '按前一日产品资产净值每日计提';
  return [
    ...(p.prdKind === 'term' ? [fee('buy', '认购费', '0.00%', '募集期认购')] : []),
    ...(isOpen(p) ? [fee('buy', '申购费', '0.00%', '开放期申购')] : []),
    ...redemptionFees(p),
    fee('ongoing', '销售服务费', '0.30%/年', accrual),
    fee('ongoing', '托管费', '0.02%/年', accrual),
    fee('ongoing', '固定管理费', management, accrual),
  ];
}

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

function overview(p: SeedProduct): string {
  const family = productFamily(p);
  const kind = family === 'cash' ? '现金管理类' : family === 'netValue' ? '净值型固定收益类' : '固定收益类';
  const figures = family === 'netValue'
    ? `<p>截至${p.navDate}，产品单位净值为${p.nav}，近一年年化收益率为${ratioText(p)}%。过往业绩不代表其未来表现。</p>`
    : family === 'cash'
      ? `<p>截至${p.navDate}，产品七日年化收益率为${ratioText(p)}%。过往业绩不代表其未来表现。</p>`
      : `<p>产品业绩比较基准为${p.formatModelComment}（年化）。业绩比较基准不是预期收益率，不代表产品的未来表现和实际收益。</p>`;
  return [
    `<p>${p.prdName}（产品代码${p.prdCode}）是由${p.taName}发行并管理的${kind}理财产品，风险等级为${p.riskName}，产品期限为${termText(p)}。</p>`,
    `<p>起购金额${p.formatPfirstAmt}，追加金额为${p.pAddAmt}元的整数倍；募集期为${p.formatIpoStartDate}至${p.formatIpoEndDate}，成立日为${p.estabDate}。</p>`,
    figures,
  ].join('');
}

function investmentScope(p: SeedProduct): string {
  if (productFamily(p) === 'cash') {
    return list(['现金；期限在1年以内（含）的银行存款、债券回购、中央银行票据、同业存单', '剩余期限在397天以内（含）的债券、在银行间市场和证券交易所市场发行的资产支持证券', '监管机构认可的其他具有良好流动性的货币市场工具']);
  }
  const equity = isPrivate(p) ? '权益类资产（股票、股票型基金等）投资比例不超过20%' : '不直接投资股票等权益类资产';
  return list(['国债、地方政府债、政策性金融债、高等级信用债等债券类资产，投资比例不低于80%', '同业存单、银行存款、债券回购等货币市场工具', equity]);
}

function strategy(p: SeedProduct): string {
  const family = productFamily(p);
  if (family === 'cash') return '<p>以流动性管理为先，组合平均剩余期限控制在120天以内，在保持高流动性的前提下获取货币市场收益。</p>';
  if (family === 'netValue') return '<p>以票息收益为主、久期管理为辅：精选信用资质优良的债券，通过久期与杠杆控制管理利率风险，力争在控制回撤的前提下获取稳健回报。</p>';
  return `<p>以持有到期策略为主，配置期限与产品${p.cycleDays > 0 ? '投资周期' : '期限'}相匹配的高等级资产，降低利率波动的影响。</p>`;
}

function distribution(p: SeedProduct): string {
  const family = productFamily(p);
  if (family === 'cash') return '<p>每日计算收益并按日结转为产品份额，收益以万份收益和七日年化收益率披露。</p>';
  if (family === 'netValue') {
    const dividend = p.divMode === '1' ? '分红方式为现金分红，分红款划入理财签约卡' : '分红方式为红利再投资，分红款按除息日份额净值转为产品份额';
    return `<p>产品收益体现在份额净值中，赎回或到期时按当日份额净值计算。如有分红，${dividend}。</p>`;
  }
  if (isGear(p)) return '<p>按持有天数所在档位计算收益，赎回时随本金一并划入理财签约卡。</p>';
  return `<p>${p.cycleDays > 0 ? '每个投资周期结束后' : '产品到期后'}，扣除各项费用后的本金和实际收益（如有）于2个工作日内划入理财签约卡。</p>`;
}

function suitability(p: SeedProduct): string {
  const who = isPrivate(p)
    ? '<p>仅向合格投资者销售：具有2年以上投资经历，且家庭金融净资产不低于300万元、家庭金融资产不低于500万元或近3年本人年均收入不低于40万元。</p>'
    : '';
  return [
    `<p>本产品风险等级为${p.riskName}，适合风险承受能力评估为${RISK_FIT[p.riskLevel] ?? 'C3'}及以上的投资者。</p>`,
    who,
    '<p>理财非存款、产品有风险、投资须谨慎。本产品不保证本金和收益。</p>',
  ].join('');
}

/** The sales material: five sections of plain HTML. */
export const synopsisOf = (p: SeedProduct): SynopsisSection[] => [
  { title: '产品概况', content: overview(p) },
  { title: '投资范围', content: investmentScope(p) },
  { title: '投资策略', content: strategy(p) },
  { title: '收益分配', content: distribution(p) },
  { title: '适合投资者', content: suitability(p) },
];
