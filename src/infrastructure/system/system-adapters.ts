import type { Clock, IdGenerator, Logger } from '../../application/ports/system';
import { randomIdFrom } from '../../domain/identity/random-id';

export const systemClock: Clock = { now: () => new Date() };

/** Random ids from the platform's cryptographic generator (browser and Node alike). */
export const cryptoIds: IdGenerator = {
  randomId: () => randomIdFrom((n) => globalThis.crypto.getRandomValues(new Uint8Array(n))),
};

export const consoleLogger: Logger = {
  warn: (message, detail) => console.warn(`[理财] ${message}`, detail ?? ''),
};
