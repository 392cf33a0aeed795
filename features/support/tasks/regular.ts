import type { CycleDetailView, RegularHoldingView, RegularHoldingsView, RegularIntroductionView } from './views';

/** My wealth: regular (定期) holdings by family: /regular, /introduction, the family pages, a cycle's page. */
export interface RegularTasks {
  /** Opens 定期理财 (by /myHome's shortcut when it is open, else by its address) and waits for what it says. */
  openRegularHoldings(): Promise<void>;
  /** 定期理财 as the customer reads it. */
  regularHoldings(): Promise<RegularHoldingsView>;
  /** 重新加载 on 定期理财. */
  retryRegularHoldings(): Promise<void>;
  /** Opens 定期理财介绍 (by 定期理财's link when it is open, else by its address). */
  openRegularIntroduction(): Promise<void>;
  /** 定期理财介绍 as the customer reads it. */
  regularIntroduction(): Promise<RegularIntroductionView>;
  /** Opens a family's page (预期收益型, 封闭式净值型, 定期开放净值型, 周期型) for a product code by its address (a link, a reload). */
  openFamilyPage(family: string, prdCode: string): Promise<void>;
  /** On /myHome, follows the card of the holding with this name, and waits for the page it leads to. */
  openHoldingCard(prdName: string): Promise<void>;
  /** On the holding page (/mineRestrictNetWorth), follows its action with these words, and waits for the page it leads to. */
  followHoldingAction(action: string): Promise<void>;
  /** The open family page as the customer reads it. */
  regularHolding(): Promise<RegularHoldingView>;
  /** 重新加载 on the open family page or cycle page. */
  retryRegularHolding(): Promise<void>;
  /** On the open family page, follows its way on with these words (赎回, 持仓详情, 查看该产品的持仓…), and waits for the page it leads to. */
  followRegularAction(action: string): Promise<void>;
  /** On the cycle product's page, opens the cycle with this name (第1期). */
  openCycle(name: string): Promise<void>;
  /** Opens a cycle's page by its address (a link, a reload). */
  openCycleDetail(prdCode: string, cycleNo: string): Promise<void>;
  /** The open cycle's page as the customer reads it. */
  cycleDetail(): Promise<CycleDetailView>;
}
