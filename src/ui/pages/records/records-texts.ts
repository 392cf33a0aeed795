/** The words of /comfirmed. */
export const PENDING_TEXT = {
  title: '确认中的交易',
  empty: '暂无确认中的交易',
  failed: '确认中的交易暂时没有加载出来',
  amount: '购买金额',
  orderDate: '申请日期',
  confirmDate: '预计确认日期',
  more: '加载更多',
  count: (total: number) => `共${total}笔`,
} as const;
