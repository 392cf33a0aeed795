import type { ProductKindName } from './views';

/** /currentMoreSum or /regularMoreSum as shown: its title, what it says of them all (共N笔 · X元), each holding's card, whether more can load. */
export interface AllHoldingsView {
  title: string;
  summary: string;
  /** 产品 and the card's figures (参考市值（元）, 昨日收益（元）, 累计收益（元）), in the order shown. */
  holdings: Array<Record<string, string>>;
  moreOffered: boolean;
}

/** My wealth: /myHome, the holdings, redemption, dividends and holding documents. */
export interface WealthTasks {
  openMyWealth(): Promise<void>;
  /** /myHome at its own address, as a link or a reload would open it. */
  openMyWealthDirectly(): Promise<void>;
  /** /myHome's totals: 总资产, 昨日收益, 累计收益 (元, as shown). */
  wealthTotals(): Promise<Record<string, string>>;
  /** The names of the holdings /myHome lists for one kind. */
  holdingsIn(kind: ProductKindName): Promise<string[]>;
  /** From /myHome, 查看全部 of one kind's holdings (/currentMoreSum, /regularMoreSum). */
  openAllHoldings(kind: ProductKindName): Promise<void>;
  allHoldings(): Promise<AllHoldingsView>;
  /** The list's end comes into view: the next page of holdings. */
  loadMoreHoldings(): Promise<void>;
  /** Opens a holding's share detail (or, withRate, its income detail). */
  openHolding(prdCode: string, withRate?: boolean): Promise<void>;
  /** The holding page's rows, by their terms. */
  holdingFacts(): Promise<Record<string, string>>;
  /** What the holding page offers to do, in order. */
  holdingActions(): Promise<string[]>;
  /** Opens the holding and taps 赎回 or 快速赎回. */
  startRedemption(prdCode: string, action: '赎回' | '快速赎回'): Promise<void>;
  enterVolume(text: string): Promise<void>;
  /** The volume typed on the redemption page. */
  enteredVolume(): Promise<string>;
  /** Taps 全部赎回. */
  redeemAll(): Promise<void>;
  /** Taps 确认赎回. */
  confirmRedemption(): Promise<void>;
  /** What the volume entry says is wrong, or null. */
  volumeMessage(): Promise<string | null>;
  /** Types the PIN on the keypad the redemption opened, and waits for its outcome. */
  enterRedemptionPin(pin: string): Promise<void>;
  /** The quick-redemption allowance line, or null when not offered. */
  fastQuota(): Promise<string | null>;
  /** The redemption result page (/redemptionResult, /rapidRedemptionT): its title and rows, or null. */
  redemptionDone(): Promise<{ title: string; rows: Record<string, string> } | null>;
  /** The refusal page's reason (/redemptionFalseResult, /rapidRedemptionF), or null. */
  redemptionRefusal(): Promise<string | null>;
  /** What the redemption page says after a lost answer, or null. */
  redemptionPending(): Promise<string | null>;
  /** After 未送达: 重新提交 (the keypad again, for the same redemption). */
  sendRedemptionAgain(): Promise<void>;
  /** What /myHome says instead of its holdings (持仓暂时没有加载出来), or null. */
  myWealthSays(): Promise<string | null>;
  /** /myHome's 重新加载. */
  reloadMyWealth(): Promise<void>;
  /** On /dividend: picks a method by its words and taps 确认修改. */
  changeDividend(mode: string): Promise<void>;
  /** /pdfShow's documents, in order. */
  holdingDocuments(): Promise<string[]>;
  chooseHoldingDocument(name: string): Promise<void>;
  /** The title of the document /pdfShow draws, once a page of it is drawn (or it says why not). */
  shownHoldingDocument(): Promise<string | null>;
}
