import { DEAL_ROUTES, type DealRoute } from '../../../domain/holdings/deal';

/** The words of /comfirmed. */
export const PENDING_TEXT = {
  title: '确认中的交易',
  empty: '暂无确认中的交易',
  failed: '确认中的交易暂时没有加载出来',
  amount: '购买金额',
  volume: '赎回份额',
  orderDate: '申请日期',
  confirmDate: '预计确认日期',
  more: '加载更多',
  count: (total: number) => `共${total}笔`,
  /** Opens the record's page. */
  details: '查看详情',
} as const;

/** /unconfirmed, the record list (listHistoryDeals). The date picker's own words are DATE_RANGE_TEXT. */
export const HISTORY_RECORDS_TEXT = {
  title: '交易记录',
  formLabel: '按申请日期查询',
  linksLabel: '其他交易',
  type: '交易类型',
  range: (startDate: string, endDate: string) => `${startDate} 至 ${endDate}`,
  empty: '暂无交易记录',
  failed: '交易记录暂时没有加载出来',
  amount: '金额',
  volume: '份额',
  orderDate: '申请日期',
  inTransit: '在途资金',
  pending: '确认中的交易',
} as const;

/** /transitCash: confirmed redemptions whose money is on its way to the card. */
export const TRANSIT_TEXT = {
  title: '在途资金',
  intro: '以下赎回已确认，或购买已在冷静期内撤销，资金正在划往您的理财签约卡。',
  empty: '暂无在途资金',
  failed: '在途资金暂时没有加载出来',
  amount: '金额',
  card: '收款卡',
  arrivalDate: '预计到账日期',
  orderDate: '申请日期',
} as const;

/** The record pages (one page on five routes): titles by route, rows, and what they say instead. */
export const RECORD_TEXT = {
  titles: {
    [DEAL_ROUTES.purchase]: '购买记录',
    [DEAL_ROUTES.redemption]: '赎回记录',
    [DEAL_ROUTES.pendingPurchase]: '确认中的购买',
    [DEAL_ROUTES.pendingRedemption]: '确认中的赎回',
    [DEAL_ROUTES.inTransit]: '在途资金详情',
  } satisfies Record<DealRoute, string>,
  rows: {
    product: '产品',
    transType: '交易类型',
    amount: '金额',
    volume: '份额',
    status: '状态',
    orderDate: '申请日期',
    confirmDate: '确认日期',
    expectedConfirmDate: '预计确认日期',
    arrivalDate: '到账日期',
    expectedArrivalDate: '预计到账日期',
    card: '收款卡',
    orderId: '订单号',
  },
  noId: '没有指定要查看的交易',
  notFound: '没有找到这笔交易',
  notFoundNote: '订单号可能有误，或这笔交易不属于当前客户。',
  failed: '这笔交易暂时没有查询到',
  toRecords: '查看交易记录',
  cancel: '撤单',
  cancelNote: '这笔交易尚在确认中，可以撤单。',
} as const;

/** The 撤单 flow: the confirm dialog, the lost answer, and the result pages (/cancelResult, /cancelFalseResult). */
export const CANCEL_FLOW_TEXT = {
  confirmTitle: '提示',
  confirmButton: '确认撤单',
  keepButton: '暂不撤单',
  /** The dialog names the deal, the product and how much: 确定撤销购买“天天宝货币A”1,000.00元吗？ */
  confirmMessage: (transType: string, prdName: string, size: string) => `确定撤销${transType}“${prdName}”${size}吗？`,
  askAgain: '再次查询',
  sendAgain: '重新撤单',
  cancelling: '正在撤单…',
  doneTitle: '撤单成功',
  resultTitle: '撤单结果',
  doneNote: {
    purchase: (amount: string) => `购买金额${amount}元将退回您的理财签约卡。`,
    redemption: (volume: string) => `赎回份额${volume}份已退回您的持仓。`,
  },
  failedTitle: '撤单未成功',
  failedFallback: '撤单未成功，这笔交易的状态以交易记录为准，请在交易记录中查看。',
  notFound: '没有查询到这笔撤单',
  theDeal: '查看这笔交易',
  pending: '查看确认中的交易',
  records: '查看交易记录',
  home: '返回理财首页',
} as const;

/**
 * 冷静期 of a private product's purchase (《商业银行理财业务监督管理办法》附件《商业银行理财产品销售管理要求》(三)9:
 * no less than 24 hours from the signing; cancelled within it, the whole amount is paid back). The order's and
 * the holding's pages say it with its end and a live countdown; the bank decides (mock-server/rules/cooling-off.ts).
 */
export const COOLING_OFF_TEXT = {
  label: '冷静期',
  until: (end: string) => `冷静期至${end}`,
  left: '冷静期剩余',
  over: '冷静期已结束，交易已确认，不能撤单。',
  note: '私募理财产品购买后有24小时冷静期。冷静期内您可以撤单，购买金额全额退回理财签约卡。',
  /** The holding's page: to the order, where the cancel is. */
  toOrder: '查看订单（冷静期内可撤单）',
  /** 在途资金: a cooling-off cancel's money on its way back. */
  refund: '冷静期撤单退款',
  refundArrival: '退款预计到账日期',
  refundArrived: '退款到账日期',
} as const;
