import type { CallOutcome, Failure } from '../domain/errors/call-outcome';

/**
 * The answer to one thing the customer confirmed (a purchase, a plan call, a redemption, a cancel):
 * a second tap while a try is on its way gets that try's answer, and once the answer is final no
 * try is made again.
 */
export class SettledOnce<T> {
  private final: T | null = null;
  private pending: Promise<T> | null = null;

  constructor(private readonly isFinal: (answer: T) => boolean) {}

  run(attempt: () => Promise<T>): Promise<T> {
    if (this.final) return Promise.resolve(this.final);
    this.pending ??= attempt()
      .then((answer) => (this.isFinal(answer) ? (this.final = answer) : answer))
      .finally(() => (this.pending = null));
    return this.pending;
  }
}

/** How one kind of confirmed order reads a try's answer (purchase, plan, redemption). */
export interface TryEnding<V, T> {
  taken(value: V): T;
  /** What the bank holds of it, asked after a try that got no answer. */
  ask(): Promise<T>;
  isTaken(answer: T): boolean;
  refused(message: string): T;
  /** The refusal's words when the failure has none. */
  unknownText: string;
  failures: { present(failure: Failure<unknown>): Promise<void> };
}

/**
 * One try's answer, the same for every confirmed order: taken; no answer (the bank's own record
 * settles it, and the customer hears the catalogue's words only when nothing was taken, SPEC §8);
 * E1014 (re-identify, then 通知); or refused.
 */
export async function endOfTry<V, T>(outcome: CallOutcome<V>, ending: TryEnding<V, T>): Promise<T> {
  if (outcome.kind === 'ok') return ending.taken(outcome.value);
  if (outcome.kind === 'networkError') {
    const settled = await ending.ask();
    if (!ending.isTaken(settled)) await ending.failures.present(outcome);
    return settled;
  }
  if (outcome.kind === 'sessionInvalid') await ending.failures.present(outcome);
  return ending.refused('message' in outcome ? outcome.message : ending.unknownText);
}
