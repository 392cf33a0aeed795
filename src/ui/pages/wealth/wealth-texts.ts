import { ROUTES } from '../../app/router';

/** The words of the /myHome shell: holdings, a holding, redemption and its results. */
export const WEALTH_TEXT = {
  title: '我的理财',
  totalAssets: '总资产（元）',
  lastIncome: '昨日收益（元）',
  totalIncome: '累计收益（元）',
  current: '活期理财',
  regular: '定期理财',
  emptyCurrent: '暂无活期理财持仓',
  emptyRegular: '暂无定期理财持仓',
  browse: '去看看理财产品',
  failed: '持仓暂时没有加载出来',
  all: (count: number) => `查看全部（${count}笔）`,
  shortcuts: '常用功能',
} as const;

/** The /myHome shortcuts: SPEC §2 routes of the shell, each with its words. */
export const WEALTH_SHORTCUTS = [
  { to: ROUTES.pending.path, text: '确认中的交易' },
  { to: ROUTES.dealHistory.path, text: '交易记录' },
  { to: ROUTES.inTransit.path, text: '在途资金' },
  { to: ROUTES.profitLossIncome.path, text: '收益明细' },
  { to: ROUTES.myPlans.path, text: '我的定投' },
  { to: ROUTES.regularFamilies.path, text: '定期理财' },
  { to: ROUTES.statements.path, text: '对账单' },
  { to: ROUTES.riskLevel.path, text: '风险评估' },
  { to: ROUTES.assetHistory.path, text: '历史资产' },
  { to: ROUTES.dividendPayouts.path, text: '分红记录' },
  { to: ROUTES.maturityPayouts.path, text: '到期兑付' },
  { to: ROUTES.redeemWay.path, text: '到期处理方式' },
] as const;

export const HOLDING_FACTS = {
  vol: '持有份额（份）',
  amt: '参考市值（元）',
  cost: '持仓成本（元）',
  rate: '持有收益率',
  lastIncome: '昨日收益（元）',
  totalIncome: '累计收益（元）',
  nav: '最新净值',
  endDate: '到期日',
  divMode: '分红方式',
} as const;

export const HOLDING_PAGE_TEXT = {
  title: '持仓详情',
  redeem: '赎回',
  fastRedeem: '快速赎回',
  buyMore: '追加购买',
  dividend: '修改分红方式',
  maturity: '到期处理方式',
  rate: '查看收益明细',
  documents: '产品文件',
  /** A demand holding's income day by day (/mineCurrencyIncomeNew), and a cash-management one's 万份收益 days (/currencyRecord). */
  dailyIncome: '收益记录',
  currencyRecord: '万份收益记录',
  /** A regular holding's family page (/mineExcepted, /regularClosedNetworth, /regularOpenedNetworth, /regularCustCycle). */
  regular: '定期理财详情',
  failed: '持仓详情暂时没有加载出来',
  navOn: (nav: string, date: string) => (date ? `${nav}（${date}）` : nav),
} as const;

export const HOLDINGS_LIST_TEXT = {
  currentTitle: '活期理财持仓',
  regularTitle: '定期理财持仓',
  count: (total: number) => `共${total}笔`,
} as const;

export const REDEEM_TEXT = {
  title: '赎回',
  held: '可赎回份额（份）',
  retained: (vol: string) => `部分赎回后须至少保留${vol}份`,
  volumeLabel: '赎回份额',
  volumePlaceholder: '请输入赎回份额',
  all: '全部赎回',
  modeLabel: '赎回方式',
  normal: '普通赎回',
  normalNote: '下一工作日确认，确认后1个工作日内到账理财签约卡',
  fast: '快速赎回',
  fastNote: '实时到账理财签约卡',
  quota: (left: string, limit: string) => `今日快速赎回剩余额度${left}元（每日${limit}元）`,
  card: '到账银行卡',
  confirm: '确认赎回',
  checkAgain: '查询赎回结果',
  loadFailed: '赎回信息暂时没有加载出来',
} as const;

export const REDEEM_RESULT_TEXT = {
  doneTitle: '赎回申请已受理',
  doneNote: (confirmDate: string, arrivalDate: string) => `预计${confirmDate}确认，${arrivalDate}前到账理财签约卡。确认前可在“确认中的交易”中撤单。`,
  failedTitle: '赎回失败',
  failedFallback: '赎回未成功，份额未变动，请稍后再试',
  fastDoneTitle: '快速赎回成功',
  fastDoneNote: '资金已实时到账您的理财签约卡',
  fastFailedTitle: '快速赎回失败',
  unavailableTitle: '该产品暂不可赎回',
  product: '产品',
  vol: '赎回份额（份）',
  amt: '赎回金额（元）',
  status: '状态',
  orderId: '订单号',
  notFound: '没有找到这笔赎回',
  pending: '查看确认中的交易',
  records: '查看交易记录',
  back: '返回我的理财',
  retry: '返回持仓详情',
  maturity: '查看到期处理方式',
} as const;

export const DIVIDEND_PAGE_TEXT = {
  title: '分红方式',
  choose: '请选择分红方式',
  current: '当前方式',
  save: '确认修改',
  saved: '分红方式已修改',
  failed: '分红方式暂未修改成功，请稍后再试',
} as const;

export const DOCUMENTS_PAGE_TEXT = {
  title: '产品文件',
  none: '该产品暂无可查看的文件',
  failed: '产品文件暂时没有加载出来',
} as const;
