import type { BuyNoticeView, RiskQuestionView } from './views';

/** The buy preconditions: the detail page's note, /buy's panel, /contractSigning, /answer. */
export interface PreconditionTasks {
  /** Why the customer cannot buy, as the detail page or /buy says it, and its fix's label; null when nothing is said. */
  buyNotice(): Promise<BuyNoticeView | null>;
  /** Taps the notice's fix. */
  fixBuyNotice(): Promise<void>;
  /** Whether /buy (or /fixedtime) offers the amount entry. */
  amountEntryOffered(): Promise<boolean>;
  /** The ways back /buy's (or /fixedtime's) panel offers when nothing can be fixed there (a product not on sale), in its words. */
  buyWaysBack(): Promise<string[]>;
  /** Takes one of those ways back, and waits for the page it leads to. */
  takeBuyWayBack(text: string): Promise<void>;
  /** On /contractSigning: picks the card shown as `card` (masked), taps 确认签约 and types the PIN. */
  signContract(card: string, pin: string): Promise<void>;
  /** Chooses this card on /contractSigning, without signing yet. */
  chooseContractCard(card: string): Promise<void>;
  /** What /contractSigning says went wrong, or null. */
  contractError(): Promise<string | null>;
  /** /contractSigning's cards as listed (masked, with their bank) and whether each is the one chosen. */
  contractCards(): Promise<Array<{ card: string; selected: boolean }>>;
  /** On /contractSigning: taps 添加理财签约卡; the bank app's card-binding screen opens. */
  openCardBinding(): Promise<void>;
  /** In the card-binding screen: types the card number and submits; the screen closes once the bank took the card. */
  enterCardNumber(typed: string): Promise<void>;
  /** What the card-binding screen says (the bank's refusal), or null. */
  cardBindingMessage(): Promise<string | null>;
  /** Closes the card-binding screen without adding a card (取消). */
  closeCardBinding(): Promise<void>;
  /** On /answer: answers the first `count` questions (all when undefined) with their first or last option. */
  answerRiskQuestions(pick: 'first' | 'last', count?: number): Promise<void>;
  /** On /answer: taps option `optionNo` (A, B…) of question `index` (1-based) to tick or clear it; a disabled option takes no tap. */
  tickRiskOption(index: number, optionNo: string, on: boolean): Promise<void>;
  /** Question `index` (1-based) as shown: its options, the chosen ones, those that cannot be ticked now, and a checker's rule line (null for a single choice). */
  riskQuestion(index: number): Promise<RiskQuestionView>;
  submitRiskQuestionnaire(): Promise<void>;
  /** What /answer says is missing, or null. */
  riskQuestionnaireError(): Promise<string | null>;
  /** /answer's result lines, or null before a result. */
  riskResult(): Promise<string[] | null>;
  /** The result's way on (返回购买 or 返回理财首页). */
  leaveRiskResult(): Promise<void>;
}
