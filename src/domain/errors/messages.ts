/**
 * SPEC §8: the texts a customer reads when something goes wrong, verbatim. One source for code and
 * features, and for the mock bank where its refusal says what the store says.
 */
export const DIALOG_TEXT = {
  promptTitle: '提示',
  noticeTitle: '通知',
  cancel: '取消',
  confirm: '确定',
  acknowledge: '我知道了',
} as const;

export const NETWORK_MESSAGES = {
  timeout: '连接超时，请检查网络再重新连接',
  notFound: '404请求找不到了',
  forbidden: '权限不足,请联系管理员!',
  duplicate: '重复请求',
  /** "Otherwise: 错误 plus the error"; the error part is worded for a customer. */
  errorPrefix: '错误',
} as const;

export const CATALOGUE_MESSAGES = {
  noRecord: '查询无记录',
  noSuchProduct: '暂无该类产品',
  /** The server's words for "no customer for this ID type and number"; matched by this fragment. */
  noSuchCustomerFragment: '客户信息不存在',
  noSuchProductFragment: '无此产品',
} as const;

export const PURCHASE_MESSAGES = {
  channelUnsupported: '该渠道暂不支持',
  authCodeFailed: '获取授权码失败！',
  userInfoInvalid: '用户信息异常，请重新登陆！',
  /** The same, on a signature error: without the final punctuation (SPEC §8). */
  signatureFailed: '用户信息异常，请重新登陆',
  customerQueryFailed: '查询客户信息异常',
  riskExceeded: '您将要购买都理财产品超出您的风险承受能力,请重新评估后在进行购买',
  onlineAssessment: '请前往线上风险评估页面进行风评',
  branchAssessment: '客户您好：根据监管要求，首次购买我行自营理财产品前需到我行网点进行风险承受能力评估',
  cardMismatch: '该卡非您理财签约卡，请重新选择或点击添加您的理财签约卡。',
  /** Not SPEC §8's: the store's block and the bank's refusal (empFlg 0, no signed card) both say these. */
  needsPassword: '您尚未设置交易密码，请先设置交易密码后再购买',
  needsSigning: '您尚未签约理财签约卡，请先签约后再购买',
} as const;

/**
 * Not SPEC §8's whole text: SPEC §1's "the flow differs by channel". What needs the other app
 * says SPEC's 该渠道暂不支持, then where it can be done (docs/decisions.md).
 */
export const CHANNEL_MESSAGES = {
  /** The native bridge (token, certificate signature, password screen) exists only inside the bank app. */
  bankAppOnly: {
    token: `${PURCHASE_MESSAGES.channelUnsupported}，请在银行App中打开理财商城`,
    signature: `${PURCHASE_MESSAGES.channelUnsupported}，请在银行App中购买该产品`,
    password: `${PURCHASE_MESSAGES.channelUnsupported}，请在银行App中设置交易密码`,
    bindCard: `${PURCHASE_MESSAGES.channelUnsupported}，请在银行App中添加理财签约卡`,
  },
  /** The messaging login works only inside the messaging app. */
  messagingOnly: `${PURCHASE_MESSAGES.channelUnsupported}，请在微信中打开此链接，登录后购买`,
} as const;

/** Server codes with a fixed meaning (SPEC §8). */
export const SERVER_CODES = {
  sessionInvalid: 'E1014',
  resolvesNormally: 'WX0000',
  duplicate: '555',
} as const;
