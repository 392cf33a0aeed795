import type { Deal } from '../../../domain/holdings/deal';
import type { LostAnswer } from '../../../domain/purchase/order';
import type { Navigator, Notifier } from '../../../application/ports/interaction';
import type { ConfirmedOrders, OrderOutcome } from '../../../application/orders/confirmed-order';
import { formatYuan } from '../../../domain/money/money';
import { formatShares } from '../../../domain/holdings/shares';
import { watched } from '../../view-models/watched';
import type { CancelResults } from './cancel-results';
import { dealSize, isPurchase } from './deal-rows';
import { CANCEL_FLOW_TEXT } from './records-texts';
import { ROUTES } from '../../app/router';
import { makeViewState } from '../../view-models/view-state';

/** A cancel whose answer was lost: what the page says, and its way on (再次查询 or 重新撤单). */
export type LostCancel = LostAnswer & { deal: Deal };

/**
 * 撤单 of a pending deal, wherever it is offered (/comfirmed, the record pages): a 提示 dialog naming
 * the product and the amount, then one cancel per deal (its own id, so a retry never cancels
 * twice). Done → /cancelResult; refused → /cancelFalseResult with the bank's reason; a lost answer
 * is said on the page, with 再次查询 (asks the bank) or, when the bank never got it, 重新撤单.
 */
export class DealCancelling {
  private readonly orders: () => ConfirmedOrders<Deal, Deal, void>;
  /** The 提示 dialog is open: another 撤单 waits for it. */
  private asking = false;

  constructor(
    cancels: () => ConfirmedOrders<Deal, Deal, void>,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
    private readonly results: CancelResults,
  ) {
    this.orders = watched(cancels());
    makeViewState<this, 'asking'>(this, { asking: false }); // set as the dialog closes, outside any action
  }

  /** The cancel whose answer was lost, with its deal. */
  get lost(): LostCancel | null {
    const { current, lost } = this.orders();
    return current && lost ? { ...lost, deal: current.terms } : null;
  }

  /** The deal being cancelled (its buttons wait). */
  get busy(): string | null {
    const { current, busy } = this.orders();
    return busy && current ? current.terms.uniOrderId : null;
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
    this.orders().confirm(deal);
    this.settle(deal, await this.orders().submit());
  }

  /** 重新撤单 after 未送达: the same cancel, under the same id. */
  async sendAgain(): Promise<void> {
    const deal = this.lost?.deal;
    if (deal && this.orders().mayResend) this.settle(deal, await this.orders().submit());
  }

  /** 再次查询: what became of the deal, by asking the bank (never by cancelling again). */
  async askAgain(): Promise<void> {
    const deal = this.lost?.deal;
    if (deal) this.settle(deal, await this.orders().checkAgain());
  }

  private settle(deal: Deal, outcome: OrderOutcome<Deal> | null): void {
    if (outcome?.kind === 'done') {
      this.results.rememberDone(outcome.held);
      this.navigator.go(ROUTES.cancelDone.path, { uniOrderId: deal.uniOrderId });
    } else if (outcome?.kind === 'refused') {
      this.results.rememberRefusal({ deal, message: outcome.message });
      this.navigator.go(ROUTES.cancelRefused.path, { uniOrderId: deal.uniOrderId });
    }
  }
}

/** What a returned cancel gives back, in words: a purchase's money to the card, a redemption's shares to the holding. */
export const cancelledNote = (deal: Deal): string =>
  isPurchase(deal) ? CANCEL_FLOW_TEXT.doneNote.purchase(formatYuan(deal.amt)) : CANCEL_FLOW_TEXT.doneNote.redemption(formatShares(deal.vol));
