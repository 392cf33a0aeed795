import dayjs from 'dayjs';
import { BadRequest } from './envelopes';
import type { Params } from './params';

/** `PT23H59M`, `P1DT2H`, `-PT1H`, `PT30S`: days, hours, minutes, seconds (ISO 8601, no months or years). */
const DURATION = /^(-)?P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

/** Milliseconds of an ISO 8601 duration of days, hours, minutes and seconds; null when it is not one. */
export function durationMs(text: string): number | null {
  const m = DURATION.exec(text);
  if (!m || text === 'P' || text.endsWith('T') || text === '-P') return null;
  const [, minus, d, h, min, s] = m;
  const ms = ((Number(d ?? 0) * 24 + Number(h ?? 0)) * 60 + Number(min ?? 0)) * 60_000 + Number(s ?? 0) * 1000;
  return minus ? -ms : ms;
}

/**
 * The bank's clock (POST /__mock/clock): real time, or real time moved by an offset, so that a test can
 * stand 23 h 59 min after a purchase. It keeps running once moved. With a fixed `today` (the unit tests'
 * createMockBank option) real time starts at noon of that day.
 */
export class BankClock {
  #offsetMs = 0;
  readonly #base: number | null;
  readonly #started = Date.now();

  constructor(today?: string) {
    this.#base = today ? dayjs(`${today}T12:00:00`).valueOf() : null;
  }

  #real(): number {
    return this.#base === null ? Date.now() : this.#base + (Date.now() - this.#started);
  }

  now(): Date {
    return new Date(this.#real() + this.#offsetMs);
  }

  /** `{ advance: 'PT23H59M' }` moves it on (or back, `-PT…`), `{ at: ISO }` sets it, `{ real: true }` returns it to real time. */
  set(body: Params): void {
    const { advance, at, real } = body;
    if (real === true || real === 'true') {
      this.#offsetMs = 0;
      return;
    }
    if (typeof advance === 'string') {
      const ms = durationMs(advance);
      if (ms === null) throw new BadRequest(`参数错误：advance 须为ISO 8601时长，如PT23H59M、P1DT1M`);
      this.#offsetMs += ms;
      return;
    }
    if (typeof at === 'string' && dayjs(at).isValid() && /^\d{4}-\d{2}-\d{2}/.test(at)) {
      this.#offsetMs = dayjs(at).valueOf() - this.#real();
      return;
    }
    throw new BadRequest('参数错误：时钟须给出 advance（ISO 8601时长）、at（ISO时间）或 real: true');
  }

  reset(): void {
    this.#offsetMs = 0;
  }

  /** What GET /__mock/state shows of it. */
  state() {
    return { now: dayjs(this.now()).format(), moved: this.#offsetMs !== 0, offsetMs: this.#offsetMs };
  }
}
