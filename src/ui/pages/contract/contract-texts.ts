/** The words of /contractSigning. */
export const CONTRACT_TEXT = {
  title: '理财签约',
  intro: '请选择一张本人名下的银行卡作为理财签约卡，用于理财产品的购买扣款、赎回到账和收益分配。',
  cards: '选择理财签约卡',
  current: '当前签约卡',
  confirm: '确认签约',
  signed: '签约成功',
  /** SPEC §8: `该卡非您理财签约卡，请重新选择或点击添加您的理财签约卡。` — the bank app's card-binding screen. */
  addCard: '添加理财签约卡',
  adding: '正在添加银行卡…',
  noCards: '您名下还没有可签约的银行卡，请先添加理财签约卡。',
  /** The card-binding screen came back with a card: it is in the list, chosen, and not signed yet. */
  added: (masked: string) => `已添加银行卡${masked}，请确认签约`,
  /** The customer closed the card-binding screen: nothing changed. */
  addCancelled: '未添加银行卡，理财签约卡没有变化',
  /** The bank app did not open or answer the screen. */
  addFailed: '添加银行卡未完成，请稍后重试',
  loadFailed: '银行卡信息暂时没有加载出来',
  /** The keypad closed before its sixth digit. */
  unfinished: '交易密码未输入完成，本次签约未提交',
} as const;
