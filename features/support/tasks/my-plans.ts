import type { MyPlansView, PlanInfoView, PlanRecordView } from './views';

/** My wealth: 我的定投 (/myFixedTimeNetWorth, /myFixedTimeNetWorthInfo, /fixedRecordInfoPage). */
export interface MyPlanTasks {
  /** Opens 我的定投 and waits for what it says. */
  openMyPlans(): Promise<void>;
  /** 我的定投 as the customer reads it. */
  myPlans(): Promise<MyPlansView>;
  /** 重新加载 on 我的定投. */
  retryMyPlans(): Promise<void>;
  /** Opens, from 我的定投, the first plan listed of the product with this name, and waits for its page. */
  openMyPlan(prdName: string): Promise<void>;
  /** Opens a plan's page directly (a reload, a link) for this plan number. */
  openPlanInfo(planNo: string): Promise<void>;
  /** The open plan's page as the customer reads it. */
  planInfo(): Promise<PlanInfoView>;
  /** 加载更多 on the plan's instalments. */
  loadMorePlanRecords(): Promise<void>;
  /** Opens the plan page's instalment at this place (1 is the newest), and waits for its page. */
  openPlanRecord(index: number): Promise<void>;
  /** Opens an instalment's page directly (a reload, a link) for this plan number and instalment number. */
  openPlanRecordPage(planNo: string, seq: string): Promise<void>;
  /** Loads the open plan page (我的定投, a plan, an instalment) again at the same address: the browser's reload. */
  reloadPlanPage(): Promise<void>;
  /** The open instalment's page as the customer reads it. */
  planRecord(): Promise<PlanRecordView>;
}
