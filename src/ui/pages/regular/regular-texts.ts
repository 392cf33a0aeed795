import { RISK_DISCLOSURE } from '../../../domain/catalog/disclosure';
import { REGULAR_FAMILIES, REGULAR_ROUTES, type RegularFamily } from '../../../domain/holdings/regular';
import { ROUTES } from '../../app/router';

/** The words of the regular-holdings pages (/regular, /introduction, the family pages, a cycle's page). */
export const REGULAR_TEXT = {
  title: '定期理财',
  total: '定期理财参考市值（元）',
  count: (total: number) => `共${total}笔`,
  amt: '参考市值（元）',
  empty: '暂无定期理财持仓',
  browse: '去看看理财产品',
  introduction: '定期理财介绍',
  loading: '正在加载定期理财持仓…',
  failed: '定期理财持仓暂时没有加载出来',
  /** Term holdings of none of the four families (e.g. a D300 net-value product): their share detail. */
  others: '其他定期理财',
  all: (total: number) => `查看全部（${total}笔）`,
  back: '返回定期理财',
} as const;

export const INTRODUCTION_TEXT = {
  title: '定期理财介绍',
  intro: '定期理财按产品运作方式分为以下几类，持有期间的赎回规则和收益的计算方式各不相同。',
  templates: '产品模板',
  traits: '产品特点',
  caveat: `${RISK_DISCLOSURE}。业绩比较基准不代表实际收益，过往业绩不代表未来表现。`,
  toHoldings: '查看我的定期理财',
} as const;

/** What every family page says in common. */
export const FAMILY_PAGE_TEXT = {
  title: '定期理财持仓',
  loading: '正在加载持仓详情…',
  failed: '持仓详情暂时没有加载出来',
  /** A held product of another family at this address: its own page is offered. */
  otherFamily: (name: string) => `该产品不是${name}产品`,
  toOwnPage: '查看该产品的持仓',
  holdingDetail: '持仓详情',
  amt: '持有金额（元）',
  marketValue: '参考市值（元）',
  vol: '持有份额（份）',
  nav: '最新净值',
  totalIncome: '累计收益（元）',
  estabDate: '成立日',
  endDate: '到期日',
  maturity: '到期处理方式',
} as const;

export const EXPECTED_TEXT = {
  benchmark: '业绩比较基准',
  ratio: '测算收益率（年化）',
  term: '产品期限',
  remaining: '剩余天数',
  days: (days: number) => `${days}天`,
  income: '预计收益（元，不代表实际收益）',
  unknown: '--',
  /** How the figure is worked out, in the customer's words. */
  how: (amt: string, ratio: string, days: number) => `预计收益 = 持有金额${amt}元 × ${ratio}% × 剩余${days}天 ÷ 365，按分舍去；仅为测算，不代表实际收益，实际收益以产品到期兑付为准。`,
} as const;

export const CLOSED_TEXT = {
  note: (endDate: string) => (endDate ? `封闭期内不可赎回，产品于${endDate}到期` : '封闭期内不可赎回'),
} as const;

export const OPEN_TEXT = {
  window: '开放安排',
  cycle: '投资周期',
  start: '本期开始',
  next: '下一开放日',
  noWindow: '暂无开放周期安排',
  retained: (vol: string) => `部分赎回后须至少保留${vol}份`,
  howToRedeem: '开放日可办理赎回，赎回份额在下一工作日确认。',
} as const;

export const CYCLE_TEXT = {
  cycles: '我的投资周期',
  none: '暂无投资周期，首个周期在购买确认后开始',
  cycle: '周期',
  startDate: '开始日期',
  endDate: '结束日期',
  vol: '持有份额（份）',
  status: '状态',
  /** An ended cycle's income; a running one's so far. */
  income: (running: boolean) => (running ? '截至今日收益（元）' : '周期收益（元）'),
  detail: '查看明细',
} as const;

export const CYCLE_DETAIL_TEXT = {
  title: '周期明细',
  loading: '正在加载周期明细…',
  notFound: '没有找到这个投资周期',
  toCycles: '查看全部投资周期',
  product: '产品',
} as const;

/** Each family page's own <main> class (the browser assembly waits for it). */
export const FAMILY_PAGE_CLASS: Readonly<Record<RegularFamily, string>> = {
  expected: 'regular-expected',
  closed: 'regular-closed',
  periodicOpen: 'regular-open',
  cycle: 'regular-cycle',
};

/** The name a page goes by in the features: a family's page (预期收益型, …), or the share detail. */
export function pageNameOf(path: string): string {
  const family = REGULAR_FAMILIES.find((info) => info.route === path);
  if (family) return family.name;
  if (path === REGULAR_ROUTES.cycleDetail) return CYCLE_DETAIL_TEXT.title;
  return path === ROUTES.holding.path ? FAMILY_PAGE_TEXT.holdingDetail : path;
}
