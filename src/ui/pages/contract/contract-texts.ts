/** The words of /contractSigning. */
export const CONTRACT_TEXT = {
  title: '理财签约',
  intro: '请选择一张本人名下的银行卡作为理财签约卡，用于理财产品的购买扣款、赎回到账和收益分配。',
  cards: '选择理财签约卡',
  current: '当前签约卡',
  confirm: '确认签约',
  signed: '签约成功',
  noCards: '未查询到您名下的银行卡，请前往我行网点办理',
  loadFailed: '银行卡信息暂时没有加载出来',
  /** The keypad closed before its sixth digit. */
  unfinished: '交易密码未输入完成，本次签约未提交',
} as const;
