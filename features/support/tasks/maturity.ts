/** /redeemway: how a term holding is handled at maturity. */
export interface MaturityTasks {
  /** The holding's rows (持有金额, 到期日, 当前方式), or null when none is shown. */
  /** From /myHome, follows its 到期处理方式 shortcut (no product named). */
  openMaturityShortcut(): Promise<void>;
  /** /redeemway without a product: the term holdings it offers to choose from. */
  redeemWayChoices(): Promise<string[]>;
  chooseRedeemWayHolding(prdName: string): Promise<void>;
  redeemWay(): Promise<Record<string, string> | null>;
  /** Picks a maturity method by its words and taps 确认修改. */
  changeRedeemWay(way: string): Promise<void>;
}
