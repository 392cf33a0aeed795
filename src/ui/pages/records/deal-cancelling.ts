import { makeAutoObservable, runInAction } from 'mobx';
import { CANCEL_TEXT, CANCELLED_STATUS, PENDING_STATUS, type Deal, type DealOutcome } from '../../../domain/holdings/deal';
import type { Navigator, Notifier } from '../../../application/ports/interaction';
import type { WealthDesk } from '../../../application/ports/wealth-desk';
import type { CancelAttempt, CancelDeal } from '../../../application/wealth/cancel-deal';
import { type Resolve, TOKENS } from '../../../application/tokens';
import { formatYuan } from '../../../domain/money/money';
import type { CancelResults } from './cancel-results';
import { dealSize, isPurchase } from './deal-rows';
import { CANCEL_FLOW_TEXT } from './records-texts';
import { ROUTES } from '../../app/router';

/** The bank's word when a deal it confirmed meanwhile is asked about again (its E2B02). */
const CONFIRMED_MEANWHILE = '该笔交易已确认，不能撤单';

/** A cancel whose answer was lost: what the page says, and its way on (再次查询 or 重新撤单). */
export interface LostCancel {
  deal: Deal;
  kind: 'notReceived' | 'unknown';
  message: string;
}

/**
 * 撤单 of a pending deal, wherever it is offered (/comfirmed, the record pages): a 提示 dialog naming
 * the product and the amount, then one CancelAttempt per deal (its own id, so a retry never
 * cancels twice). Done → /cancelResult; refused → /cancelFalseResult with the bank's reason; a lost
 * answer is said on the page, with 再次查询 (asks the bank) or, when the bank never got it, 重新撤单.
 */
export class DealCancelling {
  lost: LostCancel | null = null;
  /** The deal being cancelled (its buttons wait). */
  busy: string | null = null;
  private readonly attempts = new Map<string, CancelAttempt>();
  /** The 提示 dialog is open: another 撤单 waits for it. */
  private asking = false;

  constructor(
    private readonly cancelDeal: CancelDeal,
    private readonly desk: WealthDesk,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
    private readonly results: CancelResults,
  ) {
    makeAutoObservable<this, 'cancelDeal' | 'desk' | 'notifier' | 'navigator' | 'results' | 'attempts' | 'asking'>(this, {
      cancelDeal: false, desk: false, notifier: false, navigator: false, results: false, attempts: false, asking: false,
    });
  }

  /** Asks once more (the dialog), then cancels. */
  async cancel(deal: Deal): Promise<void> {
    if (this.busy || this.asking || !deal.cancelable) return;
    const size = dealSize(deal).text;
    this.asking = true;
    const agreed = await this.notifier.confirm({
      title: CANCEL_FLOW_TEXT.confirmTitle,
      message: CANCEL_FLOW_TEXT.confirmMessage(deal.transType, deal.prdName, size),
      confirmText: CANCEL_FLOW_TEXT.confirmButton,
      cancelText: CANCEL_FLOW_TEXT.keepButton,
    }).finally(() => (this.asking = false));
    if (!agreed) return;
    let attempt = this.attempts.get(deal.uniOrderId);
    if (!attempt) {
      attempt = this.cancelDeal.start(deal);
      this.attempts.set(deal.uniOrderId, attempt);
    }
    await this.run(deal, () => attempt.submit());
  }

  /** 重新撤单 after 未送达: the same cancel, under the same id. */
  async sendAgain(): Promise<void> {
    const lost = this.lost;
    const attempt = lost && this.attempts.get(lost.deal.uniOrderId);
    if (!lost || !attempt || this.busy) return;
    await this.run(lost.deal, () => attempt.submit());
  }

  /** 再次查询: what became of the deal, by asking the bank (never by cancelling again). */
  async askAgain(): Promise<void> {
    const lost = this.lost;
    if (!lost || this.busy) return;
    await this.run(lost.deal, async (): Promise<DealOutcome> => {
      const found = await this.desk.deal(lost.deal.uniOrderId);
      if (found.kind !== 'ok') return { kind: 'unknown', message: CANCEL_TEXT.unknown };
      if (found.value.status === CANCELLED_STATUS) return { kind: 'done', deal: found.value };
      if (found.value.status === PENDING_STATUS) return { kind: 'notReceived', message: CANCEL_TEXT.notReceived };
      return { kind: 'refused', message: CONFIRMED_MEANWHILE };
    });
  }

  private async run(deal: Deal, send: () => Promise<DealOutcome>): Promise<void> {
    this.busy = deal.uniOrderId;
    const outcome = await send();
    runInAction(() => {
      this.busy = null;
      this.lost = outcome.kind === 'notReceived' || outcome.kind === 'unknown' ? { deal, kind: outcome.kind, message: outcome.message } : null;
    });
    if (outcome.kind === 'done') {
      this.results.rememberDone(outcome.deal);
      this.navigator.go(ROUTES.cancelDone.path, { uniOrderId: deal.uniOrderId });
    } else if (outcome.kind === 'refused') {
      this.results.rememberRefusal({ deal, message: outcome.message });
      this.navigator.go(ROUTES.cancelRefused.path, { uniOrderId: deal.uniOrderId });
    }
  }
}

/** What a returned cancel gives back, in words: a purchase's money to the card, a redemption's shares to the holding. */
export const cancelledNote = (deal: Deal): string =>
  isPurchase(deal) ? CANCEL_FLOW_TEXT.doneNote.purchase(formatYuan(deal.amt)) : CANCEL_FLOW_TEXT.doneNote.redemption(formatYuan(deal.vol));

export const createDealCancelling = (resolve: Resolve, results: CancelResults) =>
  new DealCancelling(resolve(TOKENS.cancelDeal), resolve(TOKENS.wealthDesk), resolve(TOKENS.notifier), resolve(TOKENS.navigator), results);
