/**
 * Issue 34: an entry at the home page that nobody reads. "客户从银行App进入理财商城" opens the home page and
 * waits for its lists; when the scenario's next step opens a page of its own by its address (a
 * product's detail, its buy or plan page, a holding, a record, a statement), the customer never
 * sees that home page, and its load was an eighth of the browser assembly's time (515 entries, 119
 * of them followed by 客户打开产品…的详情). Such an entry is made with the next page's load instead: that
 * page opens with the entry link's parameters (`/wxPrdDetail?shareType=02&prdCode=…`), as a link
 * from the bank app to the product would, so the store decides the entry there. The domain assembly
 * has no page load to spare and enters as the step says.
 */

/** The entries made with the next page: the plain links of the two apps (no login tokens in them). */
const ENTRY = /^客户从(银行App|微信分享)进入理财商城$/;

/** Steps that only set the mock bank (who its customer is): the page waits past them. */
const BANK_ONLY = /^当前客户是模拟银行的"[^"]+"客户$/;

/**
 * Steps whose first act is opening a page by its address (BrowserSession.open), which the entry
 * then rides on. A step listed here that reads the page first finds no page and fails; one that
 * opens nothing fails the scenario as it ends (session.ts).
 */
const OPENS_A_PAGE = [
  /^客户打开产品"[^"]+"的(详情|购买页|定投页|持仓详情)$/,
  /^客户以交易密码"[^"]+"购买产品"[^"]+"，金额"[^"]+"$/,
  /^客户来到故障矩阵的"(购买|赎回)"$/,
  /^客户(快速)?赎回产品"[^"]+"$/,
  /^客户打开"[^"]+"持仓页查看产品"[^"]+"$/,
  /^客户打开(风险测评页|理财签约页)$/,
  /^客户查看(交易记录|自己的风险等级|我的定投|对账单)$/,
  /^客户打开地址为"[^"]+"的文件$/,
  /^客户查看产品"[^"]+"的历史(净值|业绩|收益)$/,
  /^客户从产品"[^"]+"对比"[^"]+"系列的产品$/,
  /^客户直接打开产品"[^"]+"(的"[^"]+"|第"[^"]+"期的周期明细)$/,
  /^客户直接打开月份为"[^"]*"的对账单$/,
];

/** Whether the step at `at` is an entry whose home page the scenario's next page replaces unseen. */
export function entryRidesOnNextPage(steps: readonly string[], at: number): boolean {
  if (!ENTRY.test(steps[at] ?? '')) return false;
  const next = steps.slice(at + 1).find((step) => !BANK_ONLY.test(step));
  return next !== undefined && OPENS_A_PAGE.some((opens) => opens.test(next));
}
