import type { LowdbSync } from 'lowdb';
import type { MockDb } from '../seed/build-seed';
import type { SeedCustomer } from '../seed/personas';
import type { Params } from '../params';

export type Db = LowdbSync<MockDb>;

/** What a handler may use: the data, the active customer, the request's parameters. */
export interface HandlerContext {
  db: Db;
  customer(): SeedCustomer;
  /** The bank's today, YYYY-MM-DD: the day of its clock (`now`). */
  today(): string;
  /** The bank's clock: real time unless a test moved it (POST /__mock/clock). */
  now(): Date;
  query: Params;
  body: Params;
}

/** A handler answers with a payload (wrapped in the success envelope) or a full response. */
export type Handler = (context: HandlerContext) => unknown;
