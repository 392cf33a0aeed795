/** The words of /redeemway. */
export const REDEEM_WAY_TEXT = {
  title: '到期处理方式',
  amount: '持有金额',
  endDate: '到期日',
  current: '当前方式',
  choose: '到期后',
  save: '确认修改',
  saved: '到期处理方式已修改',
  notHeld: '您没有持有该定期产品',
  /** /myHome's shortcut names no product: the customer picks a holding first. */
  pick: '请选择要设置的定期产品',
  noneHeld: '您暂无有到期日的定期产品',
  loadFailed: '持仓信息暂时没有加载出来',
} as const;
