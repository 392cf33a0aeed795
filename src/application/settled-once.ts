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
