/** 冷静期 as a page shows it: its end (YYYY-MM-DD HH:mm), the countdown while it lasts (HH:MM:SS), whether it is over. */
export interface CoolingOffView {
  end: string;
  left: string | null;
  over: boolean;
}

/** What the bank answered a call, success or not. */
export interface BankReply {
  success: boolean;
  code: string;
  msg: string;
}

/** Cooling-off of private purchases, and the clock the bank and the phone share (features/cooling-off.feature). */
export interface CoolingOffTasks {
  /** The bank's and the phone's clocks become the scenario's to move (the browser fakes the page's clock from the bank's, before the store loads). */
  takeClock(): Promise<void>;
  /** Time passes: the bank's clock and the phone's move on together by this many milliseconds. */
  passTime(ms: number): Promise<void>;
  /** The 冷静期 the open page (an order's page, a holding's family page) shows, or null when it shows none. */
  coolingOffShown(): Promise<CoolingOffView | null>;
  /** On /myHome: what the holding card of this product says of its 冷静期 (冷静期至…), or null when nothing. */
  holdingCardCoolingOff(prdName: string): Promise<string | null>;
  /** Every deal of the active customer in this product as the bank keeps it (whatever its day). */
  bankDealsOf(prdCode: string): Promise<Array<Record<string, string>>>;
  /** Sends the bank a cancel of this deal directly (as a customer bypassing the page would), and what it answered. */
  cancelAtBank(uniOrderId: string): Promise<BankReply>;
}
