import type { Money } from '../../domain/money/money';
import { PURCHASE_TEXT, type DivMode, type PurchaseOutcome } from '../../domain/purchase/order';
import { endOfTry, SettledOnce } from '../settled-once';
import type { OrderDesk, OrderSignature } from '../ports/order-desk';
import type { SignOrder } from './sign-order';
import type { SealedPin } from '../ports/pin-sealer';
import type { IdGenerator } from '../ports/system';
import type { CustomerSession } from '../session/customer-session';
import type { PresentFailure } from '../session/present-failure';

/** What the customer confirmed on /buy. */
export interface OrderTerms {
  prdCode: string;
  amt: Money;
  divMode: DivMode;
  /** A signature (CA) product: the order goes signed (SPEC §4). */
  isSignature?: boolean;
}

/**
 * One purchase the customer confirmed. Its uniOrderId is made once and goes with every try, so
 * the bank can never take it twice (DECISIONS.md); a second tap while a try is on its way gets
 * that try's answer; once the bank holds the order it is never sent again; and when an answer is
 * lost the bank is asked what became of it instead of being sent the order again.
 */
export class PurchaseAttempt {
  readonly uniOrderId: string;
  private readonly answer = new SettledOnce<PurchaseOutcome>((outcome) => outcome.kind === 'placed');
  /** A signature purchase's signature, made once: a retry with another PIN reuses it. */
  private signature: OrderSignature | null = null;

  constructor(
    readonly terms: OrderTerms,
    private readonly desk: OrderDesk,
    private readonly session: CustomerSession,
    private readonly failures: PresentFailure,
    ids: IdGenerator,
    private readonly signer: SignOrder,
  ) {
    this.uniOrderId = ids.randomId();
  }

  /** Sends the order with this PIN (a try after a refusal or a lost order keeps the same id). */
  submit(pin: SealedPin): Promise<PurchaseOutcome> {
    return this.answer.run(() => this.send(pin));
  }

  /** After an unknown outcome: asks the bank again; never orders again. */
  checkAgain(): Promise<PurchaseOutcome> {
    return this.answer.run(() => this.ask());
  }

  private async send(pin: SealedPin): Promise<PurchaseOutcome> {
    const { session } = this;
    if (this.terms.isSignature && !this.signature) {
      const signed = await this.signer.run({ ...this.terms, uniOrderId: this.uniOrderId });
      if (!signed.ok) return { kind: 'refused', message: signed.message };
      this.signature = signed.signature;
    }
    const outcome = await this.desk.buy({
      ...this.terms, uniOrderId: this.uniOrderId, pin, signature: this.signature ?? undefined,
      clientManager: session.clientManager ?? undefined, wxSerialNo: session.wxSerialNo ?? undefined,
      openId: session.credentials?.openId, accessToken: session.credentials?.accessToken,
    });
    // No answer: the order may have reached the bank before the connection went.
    return endOfTry(outcome, {
      taken: (order) => ({ kind: 'placed', order }),
      ask: () => this.ask(),
      isTaken: (answer) => answer.kind === 'placed',
      refused: (message) => ({ kind: 'refused', message }),
      unknownText: PURCHASE_TEXT.unknown,
      failures: this.failures,
    });
  }

  private async ask(): Promise<PurchaseOutcome> {
    const found = await this.desk.find(this.uniOrderId);
    if (found.kind === 'ok') return { kind: 'placed', order: found.value };
    if (found.kind === 'message') return { kind: 'notReceived', message: PURCHASE_TEXT.notReceived };
    return { kind: 'unknown', message: PURCHASE_TEXT.unknown };
  }
}

/** Starts the attempt for terms the customer has just confirmed. */
export class PlaceOrder {
  constructor(
    private readonly desk: OrderDesk,
    private readonly session: CustomerSession,
    private readonly failures: PresentFailure,
    private readonly ids: IdGenerator,
    private readonly signer: SignOrder,
  ) {}

  start(terms: OrderTerms): PurchaseAttempt {
    return new PurchaseAttempt(terms, this.desk, this.session, this.failures, this.ids, this.signer);
  }
}
