/** The words of /fixedtime, /fixedtimeupdate, /fixedtimesuccess and /fixedtimestop. */
export const PLAN_PAGE_TEXT = {
  addTitle: '定投',
  updateTitle: '修改定投计划',
  intro: '按您选择的周期和日期，从理财签约卡自动扣款买入。每期金额须满足产品的起购金额和递增金额。',
  amountLabel: '每期定投金额（元）',
  amountPlaceholder: '请输入每期金额',
  period: '定投周期',
  day: '扣款日',
  confirmAdd: '确认定投',
  confirmUpdate: '确认修改',
  existing: '您已有该产品的定投计划',
  schedule: '定投周期',
  amountEach: '每期金额',
  nextDate: '下次扣款日',
  status: '状态',
  planNo: '计划编号',
  product: '产品',
  update: '修改计划',
  stop: '终止定投',
  checkAgain: '查询定投结果',
  loadFailed: '定投信息暂时没有加载出来',
  notFound: '没有找到该定投计划',
  unfinished: '交易密码未输入完成，本次定投未提交',
  doneTitles: { add: '定投计划已生效', update: '定投计划已修改', stop: '定投计划已终止' },
  stopQuestion: '终止后将不再自动扣款，已买入的份额不受影响。确定终止该定投计划吗？',
  stopped: '该定投计划已终止',
  home: '返回理财首页',
  backToProduct: '返回产品详情',
} as const;

/** The words of 我的定投 (/myFixedTimeNetWorth): the customer's plans. */
export const MY_PLANS_TEXT = {
  title: '我的定投',
  listLabel: '定投计划',
  count: (total: number) => `共${total}个定投计划`,
  empty: '您还没有定投计划',
  browse: '去看看理财产品',
  failed: '定投计划暂时没有加载出来',
} as const;

/** The words of a plan's page (/myFixedTimeNetWorthInfo): the plan, its instalments, the ways to change or stop it. */
export const PLAN_INFO_TEXT = {
  title: '定投详情',
  actions: '定投计划操作',
  records: '扣款记录',
  noRecords: '暂无扣款记录',
  recordsFailed: '扣款记录暂时没有加载出来',
  loadMore: '加载更多',
  loading: '加载中…',
  back: '返回我的定投',
} as const;

/** The words of one instalment (/fixedRecordInfoPage) and of the instalments listed on a plan's page. */
export const PLAN_RECORD_TEXT = {
  title: '扣款详情',
  seq: '期数',
  seqText: (seq: string) => `第${seq}期`,
  date: '扣款日期',
  amount: '扣款金额',
  status: '扣款状态',
  reason: '失败原因',
  orderNo: '订单号',
  notFound: '没有找到这笔扣款记录',
  failed: '扣款记录暂时没有加载出来',
  back: '返回定投详情',
} as const;
