import type { DetailRoute } from '../../../domain/catalog/template-route';

/** What each detail page calls its product family. */
export const DETAIL_TITLES: Readonly<Record<DetailRoute, string>> = {
  '/netWorth': '净值型理财',
  '/expected': '业绩基准型理财',
  '/gear': '阶梯收益型理财',
  '/regularExperd': '定期开放业绩基准型理财',
  '/regularColsed': '封闭式净值型理财',
  '/regularColsedPrivate': '私募封闭式理财',
  '/regularOpen': '定期开放净值型理财',
  '/currency': '现金管理类理财',
  '/custCycle': '客户周期型理财',
};

export const DETAIL_TEXT = {
  /** A product that takes fixed-amount plans: the way to /fixedtime beside the buy button. */
  plan: '定投',
  issuer: '发行机构',
  minPurchase: '起购金额',
  risk: '风险等级',
  term: '期限',
  cycle: '投资周期',
  currentCycle: '本期开始',
  nextCycle: '下一开放日',
  latestNav: '最新净值',
  ipoStart: '募集开始',
  dividend: '分红方式',
  remaining: '剩余额度',
  invested: '投资金额',
  loadFailed: '产品信息暂时没有加载出来',
  opening: '正在打开产品…',
  share: '分享给好友',
  shareHint: '复制下面的链接发送给好友：',
  copy: '复制链接',
  copied: '链接已复制',
} as const;

export const TRADE_RULES_TEXT = {
  title: '交易规则',
  loading: '正在加载交易规则…',
  empty: '该产品暂未公布交易规则',
  failed: '交易规则暂时没有加载出来',
} as const;

export const RISK_WARNING_TEXT = {
  title: '风险提示',
  loading: '正在加载风险提示…',
  empty: '该产品暂未公布风险提示',
  failed: '风险提示暂时没有加载出来',
} as const;

export const BENCHMARK_BASIS_TEXT = {
  title: '测算依据',
  close: '关闭',
  loading: '正在加载测算依据…',
  empty: '该产品暂未公布业绩比较基准的测算依据',
  failed: '测算依据暂时没有加载出来',
  /** Next to every benchmark: it is not a promise of return. */
  notAPromise: '业绩比较基准不是预期收益率，不代表产品的未来表现和实际收益。',
} as const;

export const TRAITS_TEXT = {
  title: '产品特色',
  failed: '产品特色暂时没有加载出来',
  pause: '暂停轮播',
  play: '继续轮播',
  slide: (index: number, count: number) => `第${index}项，共${count}项`,
} as const;

export const ELEMENTS_TEXT = {
  title: '产品要素',
  loading: '正在加载产品要素…',
  empty: '该产品暂未公布产品要素',
  failed: '产品要素暂时没有加载出来',
} as const;

export const CYCLES_TEXT = {
  title: '开放周期',
  cycle: '投资周期',
  start: '本期开始',
  next: '下一开放日',
  loading: '正在加载开放周期…',
  empty: '暂无开放周期安排',
  failed: '开放周期暂时没有加载出来',
} as const;

export const OPEN_END_TEXT = { title: '产品特点' } as const;

export const TIER_TEXT = {
  title: '分档收益',
  holdingDays: '持有天数',
  rate: '业绩比较基准（年化）',
  loading: '正在加载分档收益…',
  empty: '暂无分档收益信息',
  failed: '分档收益暂时没有加载出来',
} as const;

/** Beside every historical yield or past net value. */
export const PAST_PERFORMANCE_CAVEAT = '过往业绩不代表其未来表现，不构成新发产品业绩表现的保证。';

export const CHART_TEXT = {
  title: '业绩走势',
  metrics: '走势指标',
  periods: '走势区间',
  /** Development builds only: what the bank offered that the store cannot draw (production records a trace instead). */
  unknownMetrics: (labels: readonly string[]) => `开发提示：银行提供了商城未识别的走势指标“${labels.join('、')}”，未展示（已记为行为轨迹B002-4）`,
  loading: '正在加载业绩走势…',
  noChart: '该产品暂未公布业绩走势',
  /** The code on past performance: no chart before the product's first month, as its panel says (past-performance.ts). */
  tooYoung: '本产品成立未满一个月，暂不展示业绩走势',
  notEstablished: '产品尚未成立，暂无业绩走势',
  emptyPeriod: '该区间暂无走势数据',
  failed: '业绩走势暂时没有加载出来',
} as const;

export const TIER_CHART_TEXT = {
  summary: (bars: Array<{ range: string; rateText: string }>) => `分档收益：${bars.map((bar) => `持有${bar.range}${bar.rateText}`).join('，')}`,
  history: '查看历史业绩',
} as const;

/** The detail page's 更多信息: where each link leads (the sub pages' own texts are in sub/sub-page-texts.ts). */
export const MORE_INFO_TEXT = {
  title: '更多信息',
  links: { synopsis: '产品概述', tradeRules: '交易规则', history: '历史业绩', fees: '产品费率', contrast: '同系列产品' },
} as const;

export const DOCUMENTS_TEXT = {
  title: '产品说明书及协议',
  loading: '正在加载产品文件…',
  empty: '该产品暂未公布产品说明书',
  failed: '产品文件暂时没有加载出来',
} as const;

export const PDF_TEXT = {
  defaultTitle: '产品说明书',
  invalidAddress: '文件地址无效',
  loading: '正在打开文件…',
  failed: '文件暂时无法打开，请稍后重试',
  previous: '上一页',
  next: '下一页',
  pageOf: (page: number, count: number) => `第${page}页/共${count}页`,
  pageText: (page: number) => `第${page}页的文字`,
  paging: '翻页',
} as const;

/**
 * The notice above a detail page's buy button for the signed-in customer's level (issue 18 item 2,
 * NFRA Order 2025 No. 7 Art. 13): a product above it says both levels, once; without a valid
 * assessment, the product's level and that one is needed. `product` is the product's risk name
 * (中风险(R3)).
 */
export const SUITABILITY_NOTICE_TEXT = {
  above: (product: string, name: string, level: string) => `本产品风险等级为${product}，高于您的风险承受能力等级${name}（${level}），超出您的风险承受能力，不能购买。`,
  none: (product: string) => `本产品风险等级为${product}。您还没有有效的风险承受能力评估，完成评估后才能知道本产品是否适合您。`,
  expired: (product: string, expiryDate: string) => `本产品风险等级为${product}。您的风险承受能力评估已于${expiryDate}过期，重新评估后才能知道本产品是否适合您。`,
} as const;

/**
 * 过往业绩 / 业绩比较基准 (issue 18 item 4). `notice` is the China Banking Association code's notice
 * (2023-11), verbatim; `notAPromise`, NFRA Order 2025 No. 10's notice beside the benchmark.
 */
export const PAST_PERFORMANCE_TEXT = {
  title: '过往业绩与业绩比较基准',
  notice: '理财产品过往业绩不代表其未来表现，不等于理财产品实际收益，投资须谨慎',
  caption: '各期间的实际年化收益率与同一期间的业绩比较基准',
  period: '期间',
  actual: '实际年化收益率',
  benchmark: '业绩比较基准',
  sinceInception: '成立以来',
  year: (year: number) => `${year}年度`,
  dateJoin: '至',
  dates: (start: string, end: string) => `${start}至${end}`,
  noFigure: '--',
  noBenchmark: '该产品未设业绩比较基准，仅展示实际年化收益率。',
  weighted: '期间内业绩比较基准有调整的，按各基准实际适用天数加权列示。',
  tooYoung: (estabDate: string, shownFrom: string) => `本产品成立于${estabDate}，成立未满一个月，暂不展示过往业绩；自${shownFrom}起展示成立以来的业绩。`,
  notEstablished: '产品尚未成立，暂无过往业绩。',
  loading: '正在加载过往业绩…',
  failed: '过往业绩暂时没有加载出来',
  empty: '银行暂未公布该产品的过往业绩',
  basisTitle: '业绩比较基准说明',
  rationale: '设定依据',
  method: '测算方法',
  notAPromise: '业绩比较基准不是预期收益率，不代表产品的未来表现和实际收益，不构成对产品收益的承诺。',
  cash: {
    caption: '最近7日的七日年化收益率和万份收益',
    date: '日期',
    sevenDay: '七日年化收益率',
    income: '万份收益（元）',
    loading: '正在加载七日年化收益率…',
    failed: '七日年化收益率暂时没有加载出来',
    empty: '银行暂未公布该产品的七日年化收益率',
  },
} as const;

export const BENCHMARK_CHANGES_TEXT = {
  title: '业绩比较基准调整记录',
  date: '调整日期',
  before: '调整前',
  after: '调整后',
  reason: '调整原因',
  loading: '正在加载业绩比较基准调整记录…',
  empty: '该产品成立以来业绩比较基准未调整过',
  failed: '业绩比较基准调整记录暂时没有加载出来',
} as const;
