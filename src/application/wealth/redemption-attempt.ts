import { DEAL_TEXT, type DealOutcome } from '../../domain/holdings/deal';
import { endOfTry, SettledOnce } from '../settled-once';
import type { Volume } from '../../domain/holdings/holding';
import type { SealedPin } from '../ports/pin-sealer';
import type { IdGenerator } from '../ports/system';
import type { WealthDesk } from '../ports/wealth-desk';
import type { CustomerSession } from '../session/customer-session';
import type { PresentFailure } from '../session/present-failure';

/** What the customer confirmed on a redemption page. */
export interface RedemptionTerms {
  prdCode: string;
  vol: Volume;
  /** 快速赎回: the money today, within the daily allowance. */
  fast: boolean;
}

/**
 * One redemption the customer confirmed, as PurchaseAttempt is one purchase: its uniOrderId is
 * made once and goes with every try; a tap while a try is on its way gets that try's answer; once
 * the bank holds the deal it is never sent again; a lost answer is settled by asking (queryOrder).
 */
export class RedemptionAttempt {
  readonly uniOrderId: string;
  private readonly answer = new SettledOnce<DealOutcome>((outcome) => outcome.kind === 'done');

  constructor(
    readonly terms: RedemptionTerms,
    private readonly desk: WealthDesk,
    private readonly session: CustomerSession,
    private readonly failures: PresentFailure,
    ids: IdGenerator,
  ) {
    this.uniOrderId = ids.randomId();
  }

  submit(pin: SealedPin): Promise<DealOutcome> {
    return this.answer.run(() => this.send(pin));
  }

  /** After an unknown outcome: asks the bank again; never redeems again. */
  checkAgain(): Promise<DealOutcome> {
    return this.answer.run(() => this.ask());
  }

  private async send(pin: SealedPin): Promise<DealOutcome> {
    const { session, terms } = this;
    const request = {
      uniOrderId: this.uniOrderId, prdCode: terms.prdCode, vol: terms.vol, pin, wxSerialNo: session.wxSerialNo ?? undefined,
      openId: session.credentials?.openId, accessToken: session.credentials?.accessToken,
    };
    const outcome = await (terms.fast ? this.desk.fastRedeem(request) : this.desk.redeem(request));
    return endOfTry(outcome, {
      taken: (deal) => ({ kind: 'done', deal }),
      ask: () => this.ask(),
      isTaken: (answer) => answer.kind === 'done',
      refused: (message) => ({ kind: 'refused', message }),
      unknownText: DEAL_TEXT.unknown,
      failures: this.failures,
    });
  }

  private async ask(): Promise<DealOutcome> {
    const found = await this.desk.deal(this.uniOrderId);
    if (found.kind === 'ok') return { kind: 'done', deal: found.value };
    if (found.kind === 'message') return { kind: 'notReceived', message: DEAL_TEXT.notReceived };
    return { kind: 'unknown', message: DEAL_TEXT.unknown };
  }
}

/** Starts the attempt for terms the customer has just confirmed. */
export class Redeem {
  constructor(
    private readonly desk: WealthDesk,
    private readonly session: CustomerSession,
    private readonly failures: PresentFailure,
    private readonly ids: IdGenerator,
  ) {}

  start(terms: RedemptionTerms): RedemptionAttempt {
    return new RedemptionAttempt(terms, this.desk, this.session, this.failures, this.ids);
  }
}
