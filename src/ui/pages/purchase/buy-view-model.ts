import { runInAction } from 'mobx';
import type { Product } from '../../../domain/catalog/product';
import { CARRIED_INCOME, dividendTextOf, isCashManagement } from '../../../domain/catalog/product-texts';
import { formatYuan, type Money } from '../../../domain/money/money';
import { maskCard } from '../../../domain/identity/masking';
import { checkPurchaseAmount } from '../../../domain/purchase/purchase-amount';
import { divModeFor, type Order } from '../../../domain/purchase/order';
import { BEHAVIOURS } from '../../../domain/tracing/trace-record';
import type { PageProduct, PageProductResult } from '../../view-models/page-product';
import type { ConfirmedOrders, OrderOutcome } from '../../../application/orders/confirmed-order';
import type { OrderTerms } from '../../../application/purchase/purchase-order';
import type { SealedPin } from '../../../application/ports/pin-sealer';
import type { BehaviourTracer } from '../../../application/ports/behaviour-tracer';
import type { Navigator, Notifier } from '../../../application/ports/interaction';
import type { Customer } from '../../../domain/identity/customer';
import type { ProductCatalog } from '../../../application/ports/product-catalog';
import type { FeeLine } from '../../../domain/catalog/published';
import type { BuyGate } from './buy-gate';
import type { BuyerStepsViewModel } from './buyer-steps-view-model';
import type { PurchaseResults } from './purchase-results';
import { BUY_TEXT, COOLING_OFF_NOTICE, KEYPAD_TEXT } from './purchase-texts';
import { KeypadOrder } from '../../view-models/keypad-order';
import { ROUTES } from '../../app/router';
import { makeViewState } from '../../view-models/view-state';

type Step = 'entry' | 'riskStatement' | 'keypad' | 'sending';

/** The trace's word for each outcome (BEHAVIOURS.purchase.steps.outcome): a purchase the bank holds is placed. */
const OUTCOME_EVENTS: Record<OrderOutcome<Order>['kind'], string> = { done: 'placed', refused: 'refused', notReceived: 'notReceived', unknown: 'unknown' };

/**
 * /buy: the amount, checked before anything is sent; the risk statement, agreed to; the keypad;
 * then one order per confirmed amount, whose outcome sends the customer to the result page
 * (or, when the answer was lost, says so here with the way on).
 */
export class BuyViewModel {
  product: Product | null = null;
  state: 'loading' | 'loaded' | 'failed' | 'left' = 'loading';
  amount = '';
  amountError: string | null = null;
  /** The risk statement is up (after 确认购买, before the keypad). */
  riskStatementShown = false;
  agreed = false;
  readonly order: KeypadOrder<OrderTerms, Order>;
  /** The customer as custInfo answers (SPEC §4: the first step before buying), for the signed card. */
  customer: Customer | null = null;
  /** The preconditions could not be checked (a call failed): nothing can be bought until they are. */
  preconditionsUnknown = false;
  /** The purchase fees the bank publishes (t200003 feeType buy), beside the amount. */
  buyFees: FeeLine[] = [];
  /** The amount 确认购买 accepted; what the keypad's PIN pays. */
  private confirmed: Money | null = null;

  constructor(
    private readonly pageProduct: PageProduct,
    purchases: () => ConfirmedOrders<OrderTerms, Order, SealedPin>,
    /** SPEC §4's preconditions; a failed one is shown on the page with its fix, instead of the amount. */
    readonly gate: BuyGate,
    private readonly catalog: ProductCatalog,
    private readonly results: PurchaseResults,
    private readonly navigator: Navigator,
    notifier: Notifier,
    private readonly tracer: BehaviourTracer,
    /** Issue 18's steps before the amount: the qualified-investor confirmation, the older customer's care. */
    readonly buyerSteps: BuyerStepsViewModel,
  ) {
    this.order = new KeypadOrder(purchases(), notifier, KEYPAD_TEXT.unfinished, {
      sending: () => this.trace('submit', 'submit'),
      settled: (outcome) => this.settled(outcome),
    });
    makeViewState<this, 'confirmed'>(this, { confirmed: false }); // the terms go to the order as the customer confirmed them
  }

  /** @param asked the product, asked for as soon as the address was known (the page table's `ask`) */
  async load(prdCode: string | undefined, asked?: Promise<PageProductResult>): Promise<void> {
    this.state = 'loading';
    const result = await (asked ?? this.pageProduct.load(prdCode));
    if (result.kind !== 'loaded') {
      runInAction(() => (this.state = result.kind));
      return;
    }
    const [check, data] = await Promise.all([this.gate.pass(result.product, 'notice', 'open'), this.catalog.data(result.product.prdCode)]);
    runInAction(() => {
      // The fees are a courtesy here (/poundage has them all): a failed t200003 shows none.
      this.buyFees = data.kind === 'ok' ? data.value.fees.filter((fee) => fee.feeType === 'buy') : [];
      this.state = 'loaded';
      this.product = result.product;
      this.customer = check.kind === 'ok' ? check.customer : null;
      this.preconditionsUnknown = check.kind === 'failed';
      this.buyerSteps.start(check.kind === 'ok' ? check.steps : [], check.kind === 'ok' ? check.riskRecord : null);
    });
  }

  /** Whether the amount form is offered: the customer is known and nothing stands in the way. */
  get mayBuy(): boolean {
    return this.customer !== null && this.gate.block === null;
  }

  /** A step this purchase takes before the amount (issue 18), while one is left; then the amount form. */
  get buyerStep() {
    return this.mayBuy ? this.buyerSteps.current : null;
  }

  get remainingText(): string {
    return this.product ? `${formatYuan(this.product.remainAmt)}元` : '';
  }

  /** The purchase fees in words, e.g. 认购费 0.00%（募集期认购）; empty when none is published. */
  get feeText(): string {
    return this.buyFees.map((fee) => `${fee.feeName} ${fee.feeRate}${fee.feeDesc ? `（${fee.feeDesc}）` : ''}`).join('；');
  }

  /** What becomes of the income: the dividend option, or a cash-management product's income carried forward as shares. */
  get incomeUse(): { label: string; text: string } | null {
    const { product } = this;
    if (!product) return null;
    if (isCashManagement(product.prdTemplate)) return CARRIED_INCOME;
    const text = dividendTextOf(divModeFor(product));
    return text === null ? null : { label: BUY_TEXT.dividend, text };
  }

  /** A private product's 24-hour cooling-off, told before the customer signs; null for any other product. */
  get coolingOffNotice(): string | null {
    return this.product?.isPrivate ? COOLING_OFF_NOTICE.beforeSigning : null;
  }

  /** Where the customer is: the form, the risk statement, the keypad, or the order on its way. */
  get step(): Step {
    return this.order.step ?? (this.riskStatementShown ? 'riskStatement' : 'entry');
  }

  /** The signed wealth card, masked; null before the customer is known. */
  get card(): string | null {
    const signCard = this.customer?.signCard;
    return signCard ? maskCard(signCard) : null;
  }

  setAmount(text: string): void {
    this.amount = text;
    this.amountError = null;
  }

  /** 确认购买: the amount first, then the risk statement. */
  confirm(): void {
    if (!this.product || !this.mayBuy || this.buyerStep || this.step !== 'entry') return;
    const check = checkPurchaseAmount(this.amount, this.product);
    if (!check.ok) {
      this.amountError = check.message;
      return;
    }
    this.confirmed = check.amount;
    this.agreed = false;
    this.riskStatementShown = true;
    this.trace('confirmAmount', 'confirm');
  }

  setAgreed(agreed: boolean): void {
    this.agreed = agreed;
  }

  /** The statement's 确认: acts only once the box is ticked, then the keypad opens for this amount's one order. */
  acceptRisk(): void {
    const { product, confirmed } = this;
    if (!product || !confirmed || !this.agreed || this.step !== 'riskStatement') return;
    this.riskStatementShown = false;
    const elderConfirmedAt = this.buyerSteps.elderConfirmedAt ?? undefined;
    this.order.open({ prdCode: product.prdCode, amt: confirmed, divMode: divModeFor(product), isSignature: product.isSignature, ...(elderConfirmedAt ? { elderConfirmedAt } : {}) });
    this.trace('agreeRisk', 'agree');
  }

  /** The risk statement's 取消. */
  cancel(): void {
    this.riskStatementShown = false;
  }

  /** A purchase step for the behaviour trace: the product's code, never the amount or the PIN. */
  private trace(step: keyof typeof BEHAVIOURS.purchase.steps, event: string): void {
    const { purchase } = BEHAVIOURS;
    this.tracer.record({ behaviorNo: purchase.behaviorNo, behaviorStpNo: purchase.steps[step], event, value: this.product?.prdCode ?? '' });
  }

  /** The bank's answer: the result page; a lost answer stays here as the order's note. */
  private settled(outcome: OrderOutcome<Order>): void {
    const product = this.product!;
    this.trace('outcome', OUTCOME_EVENTS[outcome.kind]);
    if (outcome.kind === 'done') {
      this.results.rememberDone(outcome.held);
      this.navigator.go(ROUTES.purchasePlaced.path, { uniOrderId: outcome.held.uniOrderId });
    } else if (outcome.kind === 'refused') {
      this.results.rememberRefusal({ prdCode: product.prdCode, message: outcome.message });
      this.navigator.go(ROUTES.purchaseFailed.path, { prdCode: product.prdCode });
    }
  }
}
