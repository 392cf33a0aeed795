/** What the scenarios' tasks take and give back, in business terms (features/support/tasks). */
import type { FaultRule } from '../../../mock-server/faults';

export type EntryMode = '01' | '02';
export type ProductKindName = '定期理财' | '活期理财';
/** The sections of a detail page that load a published text on first opening (测算依据 is a popup). */
export type SectionName = '交易规则' | '风险提示' | '测算依据';

/** The detail page's sections that list rows: its elements (name, value) and cycles. */
export type DetailSectionName = '产品要素' | '开放周期';

/** The mock bank's fault rule (DECISIONS.md), as the control API takes it. */
export type { FaultRule };

export interface ProductSummaryView {
  code: string;
  name: string;
  yieldValue: string;
  yieldLabel: string;
  /** The day a measured yield is of as the card says it ('截至YYYY-MM-DD'); '' for none. */
  yieldDate: string;
  minPurchase: string;
  risk: string;
  /** The card's mark of a product above the customer's risk level (超出您的风险承受能力); '' without one. */
  aboveLevel: string;
}

export interface DetailView {
  /** The product's code. */
  code: string;
  family: string;
  name: string;
  yieldValue: string;
  yieldLabel: string;
  /** The day a measured yield is of as the header says it ('截至YYYY-MM-DD'); '' for none. */
  yieldDate: string;
  facts: Record<string, string>;
  bottomBar: { kind: 'buy' | 'soldOut' | 'unavailable' | 'preSale'; text: string; actionable: boolean };
  shareLink: string | null;
  /** The notice at the top of the page on the customer's risk level against the product's (issue 18 item 2), or null. */
  suitabilityNotice: string | null;
}

/** What the messaging app's share menu sends: link and icon as paths on the store's origin. */
export interface SharedView {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

export interface ChartView {
  metrics: string[];
  periods: string[];
  metric: string | null;
  period: string | null;
  /** The chart in words (latest value and date, highest and lowest), or null. */
  summary: string | null;
  /** What the chart area says instead of a chart (loading, empty, failed), or null. */
  message: string | null;
  /** The text beside the chart (the past-performance caveat). */
  note: string;
}

export interface DialogView {
  title: string;
  message: string;
}

export interface BuyNoticeView {
  message: string;
  fix: string | null;
}

/** The open page as measured (features/elder-mode.feature): each element named by tag, classes and first words. */
export interface ElderLayoutView {
  /** Each visible text: its size (px), its line height as a multiple of the size (null in a form field), its contrast against the backgrounds behind it (the worst, x:1; null for SVG). */
  texts: Array<{ what: string; size: number; lineHeight: number | null; contrast: number | null }>;
  /** The body text's size (px), to compare the headings with. */
  bodySize: number;
  headings: Array<{ what: string; size: number }>;
  /** Each visible control's height (px); links inside running text are left out. */
  targets: Array<{ what: string; height: number }>;
}

/** 定期理财 (/regular) as the customer reads it (features/regular-holdings.feature). */
export interface RegularHoldingsView {
  /** 定期理财参考市值 (元), or null when not shown. */
  total: string | null;
  /** Each holding shown, family by family in order: 类别, 产品, 参考市值（元）, and 打开: the name of the page it leads to (the family's, or 持仓详情). */
  holdings: Array<Record<string, string>>;
  /** What the page says instead of holdings (暂无定期理财持仓, the failure), or null. */
  message: string | null;
  /** The page's ways on besides the holdings (去看看理财产品, 重新加载, 查看全部…, 定期理财介绍), in order. */
  actions: string[];
}

/** 定期理财介绍 (/introduction): each family in order, what it means, and the traits it lists (the open-end family's). */
export interface RegularIntroductionView {
  families: Array<{ name: string; meaning: string; traits: string[] }>;
}

/** A regular holding's family page as the customer reads it. */
export interface RegularHoldingView {
  /** The family the page is for (预期收益型, 封闭式净值型, 定期开放净值型, 周期型). */
  family: string;
  /** The product's name, or null when no holding is shown. */
  name: string | null;
  /** The holding's rows and (periodic open) the next open window's, by their words. */
  facts: Record<string, string>;
  /** The notes under them, in order. */
  notes: string[];
  /** A cycle product's cycles, newest first: 周期 and the cycle's rows by their words. */
  cycles: Array<Record<string, string>>;
  /** The ways on, in order (赎回, 到期处理方式, 持仓详情; 重新加载, 返回定期理财, 查看该产品的持仓 instead of a holding). */
  actions: string[];
  /** What the page says instead of the holding (not held, another family's, the failure), or null. */
  message: string | null;
}

/** A cycle's page (/custCycleVoldetail) as the customer reads it. */
export interface CycleDetailView {
  /** Its rows by their words (产品, 周期, 开始日期, 结束日期, 持有份额（份）, 状态, and 周期收益 or 截至今日收益); empty when none is shown. */
  rows: Record<string, string>;
  /** What it says instead (没有找到这个投资周期, not held, the failure), or null. */
  message: string | null;
  /** Its ways on (查看全部投资周期, 返回定期理财, 重新加载). */
  actions: string[];
}

/** A link of the detail page's 更多信息. */
export interface MoreInfoLinkView {
  label: string;
  path: string;
  query: Record<string, string>;
}

/** A sub page of a detail page as the customer reads it. */
export interface SubPageView {
  path: string;
  query: Record<string, string>;
  /** What the page is (产品概述, 交易规则, 产品费率), shown above the product's name. */
  kind: string;
  /** The product's name, the page's h1. */
  name: string;
  /** Text sections: heading (empty when none) and the text without markup. */
  sections: Array<{ heading: string; text: string }>;
  /** Tables: heading and rows of cells. */
  tables: Array<{ heading: string; rows: string[][] }>;
  /** What the page says instead of its content (loading, empty, failed), or null. */
  message: string | null;
  /** The note under the content (the past-performance caveat under sales material), or null. */
  note: string | null;
}

/** The history pages as analysts name them: net values, past periods, money-fund days (HISTORY_SOURCES). */
export type HistoryKindName = '历史净值' | '历史业绩' | '历史收益';

/** A history page (helper B) as the customer reads it. */
export interface HistoryView {
  /** What the page is (历史净值, 历史业绩, 历史收益), above the product's name. */
  kind: string;
  /** The product's name, the page's h1. */
  name: string;
  columns: string[];
  rows: string[][];
  /** 已显示20条，共365条; null when no line is shown. */
  shown: string | null;
  /** Whether 加载更多 is offered. */
  moreOffered: boolean;
  /** What the page says instead of its lines (loading, empty, failed), or null. */
  message: string | null;
  /** The past-performance caveat under the table's heading; null when the page shows none. */
  caveat: string | null;
}

/** One product of the same-series comparison. */
export interface ContrastRowView {
  code: string;
  name: string;
  yieldValue: string;
  yieldLabel: string;
  term: string;
  risk: string;
  minPurchase: string;
  /** Marked 当前产品 in words. */
  current: boolean;
  /** Where its name leads. */
  detailPath: string | null;
  /** The mark of a product above the customer's risk level; '' without one. */
  aboveLevel: string;
}

/** /contrast as the customer reads it. */
export interface ContrastView {
  /** The line naming the series, or null. */
  series: string | null;
  columns: string[];
  rows: ContrastRowView[];
  /** What the page says instead of the table (loading, empty, no series, failed), or null. */
  message: string | null;
  /** The notes under the table (benchmark, past performance). */
  notes: string[];
}

/** /unconfirmed as the customer reads it (features/records.feature). */
export interface DealHistoryView {
  /** The range shown (2024-03-01 至 2024-06-01), or null before one. */
  range: string | null;
  /** Each record: 产品, 交易类型, 金额 (or 份额), 状态, 申请日期. */
  records: Array<Record<string, string>>;
  /** Whether the list has more to load. */
  moreOffered: boolean;
  /** What the list says instead of records (暂无交易记录, the failure), or null. */
  message: string | null;
  /** What is said under each date field (开始日期, 结束日期), or null. */
  errors: Record<'开始日期' | '结束日期', string | null>;
}

/** A record page as the customer reads it. */
export interface DealRecordView {
  /** The page's heading (购买记录, 赎回记录, 确认中的购买, …). */
  title: string;
  /** Its rows, by their words (产品, 交易类型, 金额, …); empty when it shows none. */
  rows: Record<string, string>;
  /** Whether it offers 撤单. */
  cancelOffered: boolean;
  /** What it says instead of rows (没有找到这笔交易, the failure), or null. */
  message: string | null;
}

/** /risklevel as the customer reads it. */
export interface RiskLevelView {
  /** 平衡型（C3）; null when the customer has no record. */
  level: string | null;
  /** What the level means, or that there is none. */
  description: string | null;
  /** 评估日期 and 有效期至. */
  facts: Record<string, string>;
  /** What it says of the record's validity (in force, or expired), or null. */
  validity: string | null;
  /** The way to the questionnaire (开始评估, 重新评估), or null. */
  action: string | null;
  /** What the page says instead (a failure), or null. */
  message: string | null;
}

/** One statement of /statement: its month (YYYY-MM, from its link) and what it shows. */
export interface StatementRowView {
  month: string;
  title: string;
  totAsset: string;
  monthIncome: string;
}

export interface StatementListView {
  rows: StatementRowView[];
  /** What the page says instead of statements (none, a failure), or null. */
  message: string | null;
}

export interface StatementDetailView {
  title: string;
  /** 月末资产 and 当月收益. */
  totals: Record<string, string>;
  /** Each position's rows: 产品, 持有份额, 月末金额, 当月收益. */
  positions: Array<Record<string, string>>;
  /** Whether it offers 查看当月交易明细. */
  transactionsOffered: boolean;
  /** What the page says instead (an address without a month, a month without a statement, a failure), or null. */
  message: string | null;
}

export interface StatementTransactionsView {
  title: string;
  /** Each transaction's rows: 产品, 状态, 交易类型, 交易日期, 交易金额, 交易份额. */
  rows: Array<Record<string, string>>;
  /** What the page says instead of transactions (none that month, no month, a failure), or null. */
  message: string | null;
}

/** 我的定投 as the customer reads it (features/plan-records.feature). */
export interface MyPlansView {
  /** Each plan, in the order shown: 产品, 状态, 每期金额, 定投周期, and 下次扣款日 for an active one. */
  plans: Array<Record<string, string>>;
  /** What the page says instead of plans (您还没有定投计划, the failure), or null. */
  message: string | null;
  /** The ways on the page offers besides the plans (去看看理财产品 when there are none, 重新加载 after a failure). */
  actions: string[];
}

/** A plan's page as the customer reads it. */
export interface PlanInfoView {
  /** The plan's rows (产品, 每期金额, 定投周期, 下次扣款日, 状态, 计划编号); empty when it shows none. */
  rows: Record<string, string>;
  /** What it offers to do with the plan (修改计划, 终止定投), in order. */
  actions: string[];
  /** Each instalment shown, the newest first: 扣款日期, 扣款状态, 扣款金额, and 失败原因 for a failed one. */
  records: Array<Record<string, string>>;
  /** Whether it offers 加载更多 instalments. */
  moreOffered: boolean;
  /** What the instalments part says instead of instalments (暂无扣款记录, the failure), or null. */
  recordsMessage: string | null;
  /** What the page says instead of the plan (没有找到该定投计划, the failure), or null. */
  message: string | null;
}

/** An instalment's page as the customer reads it. */
export interface PlanRecordView {
  /** Its rows: 产品, 期数, 扣款日期, 扣款金额, 扣款状态, 失败原因 (a failed one), 订单号, 计划编号; empty when it shows none. */
  rows: Record<string, string>;
  /** What it says instead (没有找到这笔扣款记录, the failure), or null. */
  message: string | null;
}

/** The /myHome shortcuts to the income pages, by their words. */
export type IncomePageName = '收益明细' | '历史资产' | '分红记录' | '到期兑付';
/** A demand holding's income day by day, and a cash-management holding's 万份收益 days. */
export type HoldingIncomeName = '收益记录' | '万份收益记录';

/** An income page (features/income.feature) as the customer reads it. */
export interface IncomePageView {
  /** The page's heading. */
  title: string;
  /** The totals above the list (收益明细: 累计收益（元）, 昨日收益（元）); {} when none. */
  totals: Record<string, string>;
  /** Each line by its words: a card's 产品 and rows, or a table row by its columns (日期, 收益（元）, …). */
  rows: Array<Record<string, string>>;
  /** /hisAssets: the days in words (latest, highest, lowest); null elsewhere or without days. */
  summary: string | null;
  /** /hisAssets: whether the days are drawn as a chart that says the same words to a screen reader. */
  chart: boolean;
  /** 已显示20条，共289条; null when the page shows no count. */
  shown: string | null;
  /** Whether the list has more to load. */
  moreOffered: boolean;
  /** What the page says instead of its lines (none, not held, the failure), or null. */
  message: string | null;
}

/** A question of the risk questionnaire (/answer) as shown. */
export interface RiskQuestionView {
  /** Option numbers in order (A, B…). */
  options: string[];
  chosen: string[];
  /** Options that cannot be ticked now (a checker at its maximum). */
  disabled: string[];
  /** A checker's rule line (`可多选，最多选3项，已选2项`); null for a single choice. */
  rule: string | null;
}

/** 过往业绩与业绩比较基准 on a detail page (issue 18 item 4), as the customer reads it once loaded. */
export interface PastPerformanceView {
  /** The code's notice, as the panel shows it prominently; null when it is not there. */
  notice: string | null;
  /** Each period: its name, its dates, the actual annualised return, the benchmark over the same period. */
  rows: Array<{ period: string; dates: string; actual: string; benchmark: string }>;
  /** Cash management: date, seven-day annualised yield, income per 10,000 shares, newest first. */
  cashRows: string[][];
  /** The notes under the periods (no benchmark; a benchmark changed within a period). */
  notes: string[];
  /** What the panel says instead of figures (too young, not established, failed …); null when it shows figures. */
  message: string | null;
  /** The benchmark's explanation as read (its notice, rationale and method); '' when there is none. */
  benchmarkExplained: string;
}
