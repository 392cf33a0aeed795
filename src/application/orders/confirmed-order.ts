import type { CallOutcome, Failure } from '../../domain/errors/call-outcome';
import type { LostAnswer } from '../../domain/purchase/order';
import type { IdGenerator } from '../ports/system';

/** What became of a confirmed order (a purchase, a redemption, a plan call, a cancel). */
export type OrderOutcome<Held> =
  /** The bank holds it, as the bank holds it (taken now, or found after a lost answer). */
  | { kind: 'done'; held: Held }
  /** The bank answered no, in its words: nothing happened, and the same order may go again. */
  | { kind: 'refused'; message: string }
  | LostAnswer;

/** What the bank's own record says of an order whose answer was lost. */
export type Found<Held> =
  | { kind: 'done'; held: Held }
  | { kind: 'refused'; message: string }
  | { kind: 'notReceived' }
  | { kind: 'unknown' };

/** One order the customer confirmed: its terms and the id made once for them. */
export interface ConfirmedOrder<Terms> {
  readonly id: string;
  readonly terms: Terms;
}

/**
 * What one kind of order supplies: which terms are the same order, how to send it (with the
 * customer's proof, the sealed PIN), how to find it at the bank, and its words.
 */
export interface OrderKind<Terms, Held, Proof> {
  /** Terms with the same key are the same order, under the same id. */
  keyOf(terms: Terms): string;
  send(order: ConfirmedOrder<Terms>, proof: Proof): Promise<CallOutcome<Held>>;
  find(order: ConfirmedOrder<Terms>): Promise<Found<Held>>;
  /** A lost answer's two notes, and the refusal's words when the bank gave none. */
  text: { notReceived: string; unknown: string; refused: string };
}

/** Brings a failed call to the customer as the catalogue says (PresentFailure). */
export interface FailurePresenter {
  present(failure: Failure<unknown>): Promise<void>;
}

/** The bank's record of an order asked for by its id: 查询无记录 (a message) means it never got it. */
export const foundById = <Held>(record: CallOutcome<Held>): Found<Held> =>
  record.kind === 'ok' ? { kind: 'done', held: record.value } : { kind: record.kind === 'message' ? 'notReceived' : 'unknown' };

/** What the page knows of one order. */
interface OrderState<Terms, Held> extends ConfirmedOrder<Terms> {
  /** The bank holds it: it is never sent again. */
  final: OrderOutcome<Held> | null;
  lost: LostAnswer | null;
}

const isLost = (outcome: { kind: string }): outcome is LostAnswer => outcome.kind === 'notReceived' || outcome.kind === 'unknown';

/**
 * The orders of one kind a customer confirms on one page. The same terms are the same order: its
 * id is made once and goes with every try, so the bank can never take it twice (DECISIONS.md).
 * One try at a time; once the bank holds an order it is never sent again; a lost answer is
 * settled by asking the bank, never by sending again, and leaves its note until the next answer.
 * The application layer has no MobX: a page hears of changes through `subscribe`.
 */
export class ConfirmedOrders<Terms, Held, Proof> {
  private readonly byKey = new Map<string, OrderState<Terms, Held>>();
  private chosen: OrderState<Terms, Held> | null = null;
  private trying = false;
  private readonly listeners = new Set<() => void>();

  /** `failures` null: the kind's page says what went wrong on its own (a cancel). */
  constructor(
    private readonly kind: OrderKind<Terms, Held, Proof>,
    private readonly ids: IdGenerator,
    private readonly failures: FailurePresenter | null,
  ) {}

  /** The order for terms just confirmed: the same terms, the same order and id; other terms, a new one. */
  confirm(terms: Terms): ConfirmedOrder<Terms> {
    const key = this.kind.keyOf(terms);
    const known = this.byKey.get(key);
    const order = known ?? { id: this.ids.randomId(), terms, final: null, lost: null };
    if (!known) this.byKey.set(key, order);
    this.chosen = order;
    this.emit();
    return order;
  }

  /** The order last confirmed. */
  get current(): ConfirmedOrder<Terms> | null {
    return this.chosen;
  }

  /** A try (a send or an ask) is on its way. */
  get busy(): boolean {
    return this.trying;
  }

  /** The current order's lost answer: nothing known yet, or the bank never got it. */
  get lost(): LostAnswer | null {
    return this.chosen?.lost ?? null;
  }

  /** The bank never got the current order: it may go again (under its id). */
  get mayResend(): boolean {
    return !this.trying && this.lost?.kind === 'notReceived';
  }

  /** Sends the current order; null when there is none or a try is on its way (its answer comes once). */
  submit(proof: Proof): Promise<OrderOutcome<Held> | null> {
    return this.run((order) => this.send(order, proof));
  }

  /** Asks the bank what became of the current order; never sends it. */
  checkAgain(): Promise<OrderOutcome<Held> | null> {
    return this.run((order) => this.ask(order));
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async run(attempt: (order: OrderState<Terms, Held>) => Promise<OrderOutcome<Held>>): Promise<OrderOutcome<Held> | null> {
    const order = this.chosen;
    if (!order || this.trying) return null;
    if (order.final) return order.final;
    this.setTrying(true);
    try {
      const outcome = await attempt(order);
      order.lost = isLost(outcome) ? outcome : null;
      if (outcome.kind === 'done') order.final = outcome;
      return outcome;
    } finally {
      this.setTrying(false);
    }
  }

  private async send(order: OrderState<Terms, Held>, proof: Proof): Promise<OrderOutcome<Held>> {
    // It may have been taken: only the bank's word that it never got it lets it go again.
    if (order.lost?.kind === 'unknown') {
      const found = await this.ask(order);
      if (found.kind !== 'notReceived') return found;
    }
    const outcome = await this.kind.send(order, proof);
    if (outcome.kind === 'ok') return { kind: 'done', held: outcome.value };
    if (outcome.kind === 'networkError') return this.afterNoAnswer(order, outcome);
    if (outcome.kind === 'sessionInvalid') await this.failures?.present(outcome);
    return { kind: 'refused', message: ('message' in outcome && outcome.message) || this.kind.text.refused };
  }

  /** The order may have reached the bank before the connection went: its record settles it (SPEC §8's words only when nothing was taken). */
  private async afterNoAnswer(order: OrderState<Terms, Held>, failure: Failure): Promise<OrderOutcome<Held>> {
    const settled = await this.ask(order);
    if (settled.kind !== 'done') await this.failures?.present(failure);
    return settled;
  }

  private async ask(order: OrderState<Terms, Held>): Promise<OrderOutcome<Held>> {
    const found = await this.kind.find(order);
    if (found.kind === 'notReceived' || found.kind === 'unknown') return { kind: found.kind, message: this.kind.text[found.kind] };
    return found;
  }

  private setTrying(trying: boolean): void {
    this.trying = trying;
    this.emit();
  }

  private emit(): void {
    this.listeners.forEach((listener) => listener());
  }
}
