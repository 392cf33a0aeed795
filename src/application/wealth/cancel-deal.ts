import { CANCEL_TEXT, CANCELLED_STATUS, type Deal, type DealOutcome } from '../../domain/holdings/deal';
import type { IdGenerator } from '../ports/system';
import { SettledOnce } from '../settled-once';
import type { WealthDesk } from '../ports/wealth-desk';

/**
 * Cancelling one pending deal (cancelCusDeal): the cancel's own uniOrderId is made once, so a
 * retry can never cancel twice; a lost answer is settled by looking the deal up (已撤单 or not).
 */
export class CancelAttempt {
  readonly uniOrderId: string;
  private readonly answer = new SettledOnce<DealOutcome>((outcome) => outcome.kind === 'done');

  constructor(readonly deal: Deal, private readonly desk: WealthDesk, ids: IdGenerator) {
    this.uniOrderId = ids.randomId();
  }

  submit(): Promise<DealOutcome> {
    return this.answer.run(() => this.send());
  }

  private async send(): Promise<DealOutcome> {
    const outcome = await this.desk.cancel(this.deal.uniOrderId, this.uniOrderId);
    if (outcome.kind === 'ok') return { kind: 'done', deal: outcome.value };
    if (outcome.kind !== 'networkError') return { kind: 'refused', message: 'message' in outcome ? outcome.message : CANCEL_TEXT.unknown };
    const found = await this.desk.deal(this.deal.uniOrderId);
    if (found.kind === 'ok' && found.value.status === CANCELLED_STATUS) return { kind: 'done', deal: found.value };
    if (found.kind === 'ok') return { kind: 'notReceived', message: CANCEL_TEXT.notReceived };
    return { kind: 'unknown', message: CANCEL_TEXT.unknown };
  }
}

export class CancelDeal {
  constructor(private readonly desk: WealthDesk, private readonly ids: IdGenerator) {}

  start(deal: Deal): CancelAttempt {
    return new CancelAttempt(deal, this.desk, this.ids);
  }
}
