/** The words of /buy, the keypad, /cntranprocess and /purchaseFailed (SPEC §2 Purchase, §4). */
export const BUY_TEXT = {
  title: '购买',
  minimum: '起购金额',
  remaining: '剩余可购额度',
  amountLabel: '购买金额（元）',
  amountPlaceholder: '请输入购买金额',
  dividend: '分红方式',
  fee: '购买费率',
  feeDetails: '费率详情',
  card: '扣款账户（理财签约卡）',
  confirm: '确认购买',
  riskTitle: '风险揭示',
  riskStatement:
    '理财非存款、产品有风险、投资须谨慎。理财产品不保证本金和收益，您的本金可能因市场变动而蒙受损失。请您充分认识投资风险，根据自身的风险承受能力谨慎决策。',
  /** SPEC §5: 'I have read the above and clearly know and confirm the content'. */
  agree: '本人已阅读以上内容，明确知悉并确认上述内容',
  riskConfirm: '确认',
  riskCancel: '取消',
  checkAgain: '查询购买结果',
  sendAgain: '重新提交',
  loadFailed: '产品信息暂时没有加载出来',
} as const;

/** The keypad's own words are the component's (PAYMENT_KEYPAD_TEXT); these are what the order's page says about it. */
export const KEYPAD_TEXT = {
  /** An entry closed before its sixth digit (SPEC §4: the failure callback). */
  unfinished: '交易密码未输入完成，本次购买未提交',
} as const;

export const RESULT_TEXT = {
  placedTitle: '购买申请已提交',
  placedNote: '银行确认前，这笔交易显示在“确认中的交易”里。',
  pending: '查看确认中的交易',
  product: '产品',
  amount: '购买金额',
  status: '状态',
  confirmDate: '预计确认日期',
  orderId: '订单号',
  failedTitle: '购买未成功',
  failedFallback: '本次购买未成功，未发生扣款，请稍后重试。',
  notFound: '没有查询到这笔订单',
  backToProduct: '返回产品详情',
  home: '返回理财首页',
} as const;

/**
 * The cooling-off of a private product (docs/rules.md §5), told before the customer signs (/buy, beside
 * 确认购买, before the keypad) and, with this order's end, on /cntranprocess.
 */
export const COOLING_OFF_NOTICE = {
  beforeSigning: '本产品为私募理财产品，设有24小时冷静期，自下单时起算。冷静期内您可以撤单，购买金额全额退回理财签约卡。',
  placed: (end: string) => `这笔购买有24小时冷静期，至${end}结束。冷静期内您可以在“确认中的交易”里撤单，购买金额全额退回理财签约卡。`,
} as const;

/** The preconditions' own words (the blocks' messages are the domain's, SPEC §8). */
export const GATE_TEXT = {
  noticeTitle: '理财签约须知',
  agreeNotice: '同意并签约',
  passwordSet: '交易密码已设置，请重新点击购买',
  passwordNotSet: '交易密码设置未完成',
  /** /buy opened while a precondition fails: the reason and its fix instead of the amount. */
  blockedTitle: '暂时不能购买',
  /** The ways back from a block with nothing to fix here (the product, the home page). */
  waysBack: '返回',
  /** The preconditions could not be checked (a call failed). */
  unknown: '暂时无法确认购买条件，请稍后重试',
} as const;

/** Issue 18 item 3: the older customer's step before an R4+ purchase (docs/decisions.md). */
export const ELDER_CARE_TEXT = {
  title: '购买前，请您再确认一下',
  intro: '您已年满65周岁，这款产品的风险等级较高（R4及以上）。请仔细阅读下面的说明。',
  productLevel: '产品风险等级',
  meaning: '这意味着',
  customerLevel: '您的风险承受能力',
  unknownLevel: '以银行记录为准',
  advice: '请结合您的年龄、收入和养老需要慎重决定；有疑问时，可以先和家人商量，或到网点咨询工作人员。',
  reading: (seconds: number) => `请先阅读，${seconds}秒后可以勾选`,
  readingDone: '阅读时间已到，现在可以勾选确认',
  ownDecision: '我已阅读并理解上述风险，购买该产品是我本人的决定，没有受他人诱导或代为操作',
  continue: '继续',
} as const;
