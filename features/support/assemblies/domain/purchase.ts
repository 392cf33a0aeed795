import assert from 'node:assert/strict';
import { PAGES } from '../../../../src/ui/app/pages';
import { ROUTES } from '../../../../src/ui/app/router';
import { formatYuan } from '../../../../src/domain/money/money';
import type { BuyViewModel } from '../../../../src/ui/pages/purchase/buy-view-model';
import { purchaseFailureReason } from '../../../../src/ui/pages/purchase/purchase-results';
import { BUY_TEXT, GATE_TEXT, RESULT_TEXT } from '../../../../src/ui/pages/purchase/purchase-texts';
import { dealSize } from '../../../../src/ui/pages/records/deal-rows';
import { PENDING_TEXT } from '../../../../src/ui/pages/records/records-texts';
import type { PurchaseTasks } from '../../tasks/purchase';
import { buyerStepTexts } from './buyer-steps';
import { settle, type DomainSession, type PageTexts } from './session';

/** /buy below its facts: the amount entry, or why not (and the fix), or that it could not be checked. */
function buyEntryTexts(buy: BuyViewModel): string[] {
  if (buy.buyerStep) return buyerStepTexts(buy);
  if (buy.mayBuy) return [BUY_TEXT.amountLabel, ...(buy.coolingOffNotice ? [buy.coolingOffNotice] : []), BUY_TEXT.confirm];
  const notice = buy.gate.notice;
  if (notice) return [GATE_TEXT.blockedTitle, notice.message, notice.fix ?? ''];
  return buy.preconditionsUnknown ? [GATE_TEXT.unknown] : [];
}

/** Buying: /buy, the risk statement, the keypad, the result pages and /comfirmed. */
export class DomainPurchase implements PurchaseTasks {
  constructor(private readonly session: DomainSession) {}

  readonly owns = [PAGES.buy, PAGES.placed, PAGES.pending];

  readonly says: PageTexts = {
    // What /buy always shows (the risk statement and the keypad are sheets of their own).
    [ROUTES.buy.path]: () => {
      const buy = this.session.pages.buy;
      return buy?.product ? [buy.product.prdName, BUY_TEXT.minimum, BUY_TEXT.remaining, ...(buy.incomeUse ? [buy.incomeUse.label, buy.incomeUse.text] : []), buy.feeText, ...(buy.card ? [BUY_TEXT.card, buy.card] : []), ...buyEntryTexts(buy)] : [];
    },
    [ROUTES.pending.path]: () => (this.session.pages.pending?.list.empty ? [PENDING_TEXT.empty] : []),
    [ROUTES.purchaseFailed.path]: () => [RESULT_TEXT.failedTitle, purchaseFailureReason(this.session.stores.purchase, this.session.here.query.prdCode ?? '')],
  };

  get #buying(): BuyViewModel {
    return this.session.showing(ROUTES.buy.path, this.session.pages.buy);
  }

  async tapBuy(): Promise<void> {
    void this.session.pages.detail?.buy();
    await settle();
  }

  async enterAmount(text: string): Promise<void> {
    this.#buying.setAmount(text);
  }

  async enteredAmount(): Promise<string> {
    return this.#buying.amount;
  }

  async confirmPurchase(): Promise<void> {
    this.#buying.confirm();
  }

  async amountMessage(): Promise<string | null> {
    return this.#buying.amountError;
  }

  async riskConfirmEnabled(): Promise<boolean | null> {
    return this.#buying.step === 'riskStatement' ? this.#buying.agreed : null;
  }

  /** The 确认 button's handler, as a tap that the page did not stop runs it. */
  async tapRiskConfirm(): Promise<void> {
    this.#buying.acceptRisk();
    await settle();
  }

  async keypadOpen(): Promise<boolean> {
    return this.#buying.step === 'keypad';
  }

  async agreeToRiskStatement(): Promise<void> {
    this.#buying.setAgreed(true);
    this.#buying.acceptRisk();
  }

  /** The keypad is the browser's; here its sealing stands in for the six taps. */
  async enterPin(pin: string): Promise<void> {
    if (this.#buying.step !== 'keypad') throw new Error('the payment keypad is not open');
    await this.session.paid(this.#buying.order.pay(await this.session.sealed(pin)));
  }

  async closeKeypad(): Promise<void> {
    this.#buying.order.keypadClosed();
  }

  async purchasePending(): Promise<string | null> {
    return this.session.here.path === ROUTES.buy.path ? (this.session.pages.buy?.order.lost?.message ?? null) : null;
  }

  async sendPurchaseAgain(): Promise<void> {
    this.#buying.order.sendAgain();
  }

  /** Beside the amount entry (the page's form), so only once the form is offered. */
  async coolingOffBeforeSigning(): Promise<string | null> {
    const buy = this.#buying;
    if (!buy.mayBuy || buy.buyerStep) assert.fail(`${ROUTES.buy.path} offers no amount entry`);
    return buy.coolingOffNotice ?? null;
  }

  async placedCoolingOff(): Promise<string | null> {
    return this.session.showing(ROUTES.purchasePlaced.path, this.session.pages.placed).coolingOffNote ?? null;
  }

  async purchasePlaced(): Promise<Record<string, string> | null> {
    const order = this.session.here.path === ROUTES.purchasePlaced.path ? this.session.pages.placed?.order : null;
    if (!order) return null;
    return {
      [RESULT_TEXT.product]: order.prdName, [RESULT_TEXT.amount]: `${formatYuan(order.amt)}元`, [RESULT_TEXT.status]: order.status,
      [RESULT_TEXT.confirmDate]: order.confirmDate, [RESULT_TEXT.orderId]: order.uniOrderId,
    };
  }

  async purchaseFailure(): Promise<string | null> {
    const { path, query } = this.session.here;
    if (path !== ROUTES.purchaseFailed.path) return null;
    return purchaseFailureReason(this.session.stores.purchase, query.prdCode ?? '');
  }

  async pendingRecords(): Promise<Array<Record<string, string>>> {
    const page = this.session.pages.pending ?? assert.fail(`${ROUTES.pending.path} is not open`);
    return page.deals.map((deal) => {
      const size = dealSize(deal);
      return { 产品: deal.prdName, [size.kind === 'amount' ? PENDING_TEXT.amount : PENDING_TEXT.volume]: size.text, 状态: deal.status };
    });
  }
}
