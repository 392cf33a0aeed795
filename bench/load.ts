import autocannon from 'autocannon';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { spawnMockBank, type MockBankProcess } from '../mock-server/child';
import { DEAL_TYPES } from '../mock-server/handlers/purchase';
import { readDbFile } from '../mock-server/persistence';
import { DEVELOPMENT_PAYMENT_KEY } from '../mock-server/purchase/payment-key';
import { amountOf } from '../mock-server/rules/amounts';
import type { MockDb } from '../mock-server/seed/build-seed';
import type { DealType, SeedOrder } from '../mock-server/seed/deals';
import { DEVELOPMENT_PIN } from '../mock-server/seed/personas';
import { nextId, purchase, redemption, sealedPin } from '../mock-server/test-requests';
import { add, decimalText, money, subtract, ZERO, type Money } from '../src/domain/money/money';
import { figuresOf, print, tally, type Check } from './load-report';

/**
 * npm run bench:load: the mock bank under load. The bank runs in a process of its own with its data in
 * a file (MOCK_DB); autocannon sends, on 50 connections for LOAD_SECONDS (default 30), purchases and
 * redemptions of 200 customers (X-Mock-Customer), a fifth of them an earlier order sent again as it was
 * (a retry) and a few an earlier order id with other terms. Every answer is recorded; afterwards the
 * bank's data is checked against them (nothing lost, nothing twice, every amount and volume exact to the
 * fen), then the bank is killed mid-load and restarted from its file. Prints a table, writes
 * bench/load-results.json, exits 1 when a check fails.
 */
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = 50;
const CUSTOMERS = 200;
/** A fifth of the requests resend an earlier order as it was (a retry); a few reuse its id with other terms. */
const RETRIES = 0.2;
const CONFLICTS = 0.03;
/** The run ended by SIGKILL: the bank dies between these seconds into it. */
const KILL_AFTER = { min: 1, max: 2.5 };
/** Before the timed run: the bank's code gets hot (its first second is several times slower). */
const WARMUP_SECONDS = 2;
/** New orders the bank takes per second at most on this machine (each opens an SM2 ciphertext; ~105 measured): sizes the PIN pool. */
const ORDERS_PER_SECOND = 160;
const RESULTS = new URL('./load-results.json', import.meta.url);
const PIN_POOL = new URL('../.tmp/bench-load/sealed-pins.json', import.meta.url);

type Call = 'buyPrd' | 'redemPrd' | 'fastRedemPrd';
const DEAL_OF: Record<Call, DealType> = { buyPrd: DEAL_TYPES.purchase, redemPrd: DEAL_TYPES.redemption, fastRedemPrd: DEAL_TYPES.fastRedemption };

/** What the customers do, by weight; amounts in fen from `min` to `max` in the product's steps. */
const MIX: Array<{ weight: number; call: Call; prdCode: string; min: bigint; max: bigint; step: bigint }> = [
  { weight: 25, call: 'buyPrd', prdCode: 'CUR0000001', min: 100n, max: 500_000n, step: 1n },
  // Not held: a new holding once confirmed.
  { weight: 10, call: 'buyPrd', prdCode: 'DMND000001', min: 100n, max: 300_000n, step: 1n },
  // 9,999.00 left: sold out under load, never oversold.
  { weight: 10, call: 'buyPrd', prdCode: 'NWD0000001', min: 100n, max: 60_000n, step: 100n },
  { weight: 10, call: 'buyPrd', prdCode: 'EXP0000001', min: 1_000_000n, max: 1_500_000n, step: 100n },
  { weight: 20, call: 'redemPrd', prdCode: 'CUR0000001', min: 1n, max: 80_000n, step: 1n },
  { weight: 10, call: 'redemPrd', prdCode: 'NWD0000001', min: 1n, max: 60_000n, step: 1n },
  // D301 keeps 1,000.00 shares.
  { weight: 5, call: 'redemPrd', prdCode: 'ROPN000001', min: 10_000n, max: 200_000n, step: 1n },
  // Within 10,000.00 a day.
  { weight: 10, call: 'fastRedemPrd', prdCode: 'CUR0000001', min: 1n, max: 150_000n, step: 1n },
];
/** What a new order may meet under this load: what is left of a product, of a holding, of today's quick-redemption quota. */
const EXPECTED_REFUSALS = new Set(['E2302', 'E2402', 'E2A02', 'E2A04', 'E2A06']);
const CONFLICT = 'E2601';
const CANCELLED = '已撤单';
const CONFIRMED = '确认成功';

type SealedPin = ReturnType<typeof sealedPin>;
type Deal = Pick<SeedOrder, 'uniOrderId' | 'transType' | 'prdCode' | 'amt' | 'vol' | 'status' | 'orderDate'>;
/** What identifies a deal and its terms; a retry's answer also has the same status. */
const DEAL_TERMS = ['uniOrderId', 'transType', 'prdCode', 'amt', 'vol', 'orderDate'] as const;
const DEAL_FIELDS = [...DEAL_TERMS, 'status'] as const;
interface Answer { status: number; success: boolean; code: string; msg: string; deal?: Deal }
interface Sent {
  kind: 'new' | 'retry' | 'conflict';
  call: Call;
  customer: string;
  prdCode: string;
  fen: bigint;
  body: Record<string, string>;
  /** What a retry or a conflict sends again. */
  earlier?: Sent;
  answer?: Answer;
}
type BankData = Pick<MockDb, 'products' | 'customers' | 'orders' | 'usedRandoms'>;

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const idOf = (sent: Sent) => sent.body.uniOrderId;

/**
 * PINs sealed before the run (SM2 takes ~14 ms each: sealing during the run would make the load
 * generator the bottleneck), kept between runs in .tmp/: every run's bank is new, so each random is new to it.
 */
function pinPool(size: number) {
  const kept = existsSync(PIN_POOL) ? (JSON.parse(readFileSync(PIN_POOL, 'utf8')) as { publicKey: string; pin: string; sealed: SealedPin[] }) : undefined;
  const sealed = kept?.publicKey === DEVELOPMENT_PAYMENT_KEY.publicKey && kept.pin === DEVELOPMENT_PIN ? kept.sealed : [];
  if (sealed.length < size) {
    console.log(`sealing ${size - sealed.length} PINs for the pool (once; kept in .tmp/bench-load/)…`);
    for (let i = sealed.length; i < size; i += 1) sealed.push(sealedPin(DEVELOPMENT_PIN, `K${String(i).padStart(19, '0')}`));
    mkdirSync(new URL('.', PIN_POOL), { recursive: true });
    writeFileSync(PIN_POOL, JSON.stringify({ publicKey: DEVELOPMENT_PAYMENT_KEY.publicKey, pin: DEVELOPMENT_PIN, sealed }));
  }
  let used = 0;
  let sealedDuringRun = 0;
  return {
    /** The next sealed PIN; when the pool is used up, one sealed now (counted: the generator slows down). */
    next(): SealedPin {
      if (used < size) return sealed[used++];
      sealedDuringRun += 1;
      return sealedPin();
    },
    get sealedDuringRun() {
      return sealedDuringRun;
    },
  };
}

/** The requests, in the order they are sent, and the new orders answered success (what retries and conflicts reuse). */
function planner(customers: string[], pins: ReturnType<typeof pinPool>) {
  const sent: Sent[] = [];
  const taken: Sent[] = [];
  let closed = false;
  const weights = MIX.reduce((sum, entry) => sum + entry.weight, 0);

  const fresh = (): Sent => {
    let roll = Math.random() * weights;
    const entry = MIX.find((e) => (roll -= e.weight) < 0) ?? MIX[0];
    const fen = entry.min + BigInt(Math.floor(Math.random() * Number((entry.max - entry.min) / entry.step + 1n))) * entry.step;
    const overrides = { uniOrderId: nextId('L'), sealed: pins.next() };
    const amount = decimalText(money(fen));
    const body = entry.call === 'buyPrd' ? purchase(entry.prdCode, amount, overrides) : redemption(entry.prdCode, amount, overrides);
    return { kind: 'new', call: entry.call, customer: pick(customers), prdCode: entry.prdCode, fen, body };
  };
  const conflicting = (earlier: Sent): Sent => {
    const fen = earlier.fen + 100n;
    const body = { ...earlier.body, [earlier.call === 'buyPrd' ? 'amt' : 'vol']: decimalText(money(fen)) };
    return { ...earlier, kind: 'conflict', earlier, fen, body, answer: undefined };
  };

  return {
    sent,
    /** The next request; none once closed (the bank killed). */
    next(): Sent | undefined {
      if (closed) return undefined;
      const roll = Math.random();
      const earlier = taken.length > 0 ? pick(taken) : undefined;
      const request = !earlier || roll >= RETRIES + CONFLICTS ? fresh() : roll < RETRIES ? { ...earlier, kind: 'retry' as const, earlier, answer: undefined } : conflicting(earlier);
      sent.push(request);
      return request;
    },
    answered(request: Sent, answer: Answer): void {
      request.answer = answer;
      if (request.kind === 'new' && answer.success) taken.push(request);
    },
    close(): void {
      closed = true;
    },
  };
}
type Planner = ReturnType<typeof planner>;

function answerOf(status: number, text: string): Answer {
  try {
    const body = JSON.parse(text) as { success: boolean; code: string; msg: string; response: Deal | null };
    return { status, success: body.success === true, code: body.code, msg: body.msg, deal: body.response ?? undefined };
  } catch {
    return { status, success: false, code: 'not JSON', msg: text.slice(0, 80) };
  }
}

/**
 * autocannon against the bank: each request the planner's next, each answer recorded; stop() ends it early.
 * `steady`: the latencies after each connection's first answer. Node accepts new connections slowly while
 * its loop is busy (the bank at full CPU), so the first requests of the last connections wait for seconds.
 */
function drive(url: string, seconds: number, plan: Planner) {
  let instance!: autocannon.Instance;
  const steady: number[] = [];
  const connected = new WeakSet<object>();
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({
      url,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [{
        setupRequest: (request, context) => {
          const sent = plan.next();
          Object.assign(context, { sent });
          // Once the bank is killed, autocannon reconnects until it stops (within a second): nothing that counts.
          if (!sent) return { ...request, method: 'GET', path: '/__mock/state' };
          const headers = { 'content-type': 'application/json', 'x-mock-customer': sent.customer };
          return { ...request, method: 'POST', path: `/api/dbank/${sent.call}`, headers, body: JSON.stringify(sent.body) };
        },
        onResponse: (status, body, context) => {
          const { sent } = context as { sent?: Sent };
          if (sent) plan.answered(sent, answerOf(status, body));
        },
      }],
    }, (error: unknown, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result)));
  });
  instance.on('response', (client, _status, _bytes, ms) => (connected.has(client) ? steady.push(ms) : connected.add(client)));
  return { done, stop: () => instance.stop(), steady };
}

async function post<T>(url: string, path: string, body: object = {}): Promise<T> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as T;
}

async function bankData(url: string): Promise<BankData> {
  const get = async <K extends keyof BankData>(name: K) => (await fetch(`${url}/__mock/db/${name}`)).json() as Promise<BankData[K]>;
  const [products, customers, orders, usedRandoms] = await Promise.all([get('products'), get('customers'), get('orders'), get('usedRandoms')]);
  return { products, customers, orders, usedRandoms };
}

// ---- The checks: each lists what fails (empty: it holds).

const check = (name: string, failures: string[], detail = ''): Check =>
  ({ name, ok: failures.length === 0, detail: failures.length === 0 ? detail : `${failures.length} failing, e.g. ${failures.slice(0, 3).join('; ')}` });

/** The orders the bench made: those the bank did not have before it. */
function benchOrders(data: BankData, before: BankData): SeedOrder[] {
  const seeded = new Set(before.orders.map((o) => o.uniOrderId));
  return data.orders.filter((o) => !seeded.has(o.uniOrderId));
}

/** Every new order answered success is in the bank exactly once, as it was asked for and answered. */
function lostWrites(sent: Sent[], data: BankData): string[] {
  return sent.filter((s) => s.kind === 'new' && s.answer?.success).flatMap((s) => {
    const kept = data.orders.filter((o) => o.uniOrderId === idOf(s));
    const order = kept[0];
    if (kept.length !== 1) return [`${idOf(s)}: ${kept.length} orders`];
    const asked = order.customer === s.customer && order.transType === DEAL_OF[s.call] && order.prdCode === s.prdCode && amountOf(order.amt).fen === s.fen;
    const answered = DEAL_TERMS.every((field) => s.answer?.deal?.[field] === order[field]);
    return asked && answered ? [] : [`${idOf(s)}: kept as ${order.customer} ${order.transType} ${order.prdCode} ${order.amt}`];
  });
}

function duplicateIds(data: BankData): string[] {
  const seen = new Set<string>();
  return data.orders.map((o) => o.uniOrderId).filter((id) => seen.size === seen.add(id).size);
}

/** A retry is answered the earlier order, unchanged. */
const retriesAnsweredOther = (sent: Sent[]): string[] => sent
  .filter((s) => s.kind === 'retry' && s.answer && !(s.answer.success && DEAL_FIELDS.every((field) => s.answer?.deal?.[field] === s.earlier?.answer?.deal?.[field])))
  .map((s) => `${idOf(s)}: ${s.answer?.code} ${s.answer?.msg}`);

const conflictsTaken = (sent: Sent[]): string[] => sent
  .filter((s) => s.kind === 'conflict' && s.answer && s.answer.code !== CONFLICT)
  .map((s) => `${idOf(s)}: ${s.answer?.code} ${s.answer?.msg}`);

/** Every order the bench made was asked for, and not refused (an unanswered one may or may not be there). */
function phantomOrders(sent: Sent[], data: BankData, before: BankData): string[] {
  const asked = new Map(sent.filter((s) => s.kind === 'new').map((s) => [idOf(s), s]));
  return benchOrders(data, before).filter((o) => !asked.has(o.uniOrderId) || asked.get(o.uniOrderId)?.answer?.success === false).map((o) => o.uniOrderId);
}

/** Every answer a 200 envelope, every refusal of a new order one this load can meet. */
const unexpectedAnswers = (sent: Sent[]): string[] => sent
  .filter((s) => s.answer && (s.answer.status !== 200 || (s.kind === 'new' && !s.answer.success && !EXPECTED_REFUSALS.has(s.answer.code))))
  .map((s) => `${s.call} ${idOf(s)}: HTTP ${s.answer?.status} ${s.answer?.code} ${s.answer?.msg}`);

/** A product's remainAmt is what it had less its purchases not cancelled (and investAmt more), never below zero. */
function remainingAmounts(data: BankData, before: BankData): string[] {
  const bought = new Map<string, Money>();
  for (const o of benchOrders(data, before)) {
    if (o.transType === DEAL_TYPES.purchase && o.status !== CANCELLED) bought.set(o.prdCode, add(bought.get(o.prdCode) ?? ZERO, amountOf(o.amt)));
  }
  return before.products.flatMap((p) => {
    const now = data.products.find((q) => q.prdCode === p.prdCode);
    const sum = bought.get(p.prdCode) ?? ZERO;
    const remain = subtract(amountOf(p.remainAmt), sum);
    const exact = now && amountOf(now.remainAmt).fen === remain.fen && amountOf(now.investAmt).fen === add(amountOf(p.investAmt), sum).fen && remain.fen >= 0n;
    return exact ? [] : [`${p.prdCode}: remainAmt ${now?.remainAmt}, expected ${decimalText(remain)}`];
  });
}

/**
 * The bank's own rule (handlers/wealth.ts, purchase.ts): a redemption's shares leave the holding when it
 * is taken (确认中 or 交易成功), a purchase's join it when it is confirmed (确认成功); a share is one yuan.
 */
function holdingVolumes(data: BankData, before: BankData): string[] {
  const volumes = (d: BankData) => new Map<string, Money>(d.customers.flatMap((c) => c.holdings.map((h) => [`${c.id} ${h.prdCode}`, amountOf(h.vol)] as const)));
  const expected = volumes(before);
  for (const o of benchOrders(data, before)) {
    const key = `${o.customer} ${o.prdCode}`;
    const redeemed = o.transType !== DEAL_TYPES.purchase && o.status !== CANCELLED;
    const change = o.transType === DEAL_TYPES.purchase ? (o.status === CONFIRMED ? amountOf(o.vol) : ZERO) : redeemed ? money(-amountOf(o.vol).fen) : ZERO;
    expected.set(key, add(expected.get(key) ?? ZERO, change));
  }
  const now = volumes(data);
  return [...new Set([...expected.keys(), ...now.keys()])]
    .filter((key) => (expected.get(key) ?? ZERO).fen !== (now.get(key) ?? ZERO).fen)
    .map((key) => `${key}: ${decimalText(now.get(key) ?? ZERO)}, expected ${decimalText(expected.get(key) ?? ZERO)}`);
}

function reusedRandoms(data: BankData): string[] {
  const seen = new Set<string>();
  return data.usedRandoms.filter((random) => seen.size === seen.add(random).size);
}

function afterLoad(sent: Sent[], data: BankData, before: BankData): Check[] {
  const answered = sent.filter((s) => s.kind === 'new' && s.answer?.success).length;
  const retries = sent.filter((s) => s.kind === 'retry' && s.answer).length;
  const conflicts = sent.filter((s) => s.kind === 'conflict' && s.answer).length;
  return [
    check('no lost writes: every order answered success is in the bank once, with its terms', lostWrites(sent, data), `${answered} orders`),
    check('no duplicate orders: uniOrderIds unique', duplicateIds(data), `${data.orders.length} orders`),
    check('retries answered the same order, making none', retriesAnsweredOther(sent), `${retries} retries`),
    check(`an order id with other terms refused (${CONFLICT})`, conflictsTaken(sent), `${conflicts} attempts`),
    check('no phantom orders: each was asked for and not refused', phantomOrders(sent, data, before)),
    check('answers: all HTTP 200, refusals only for what is left', unexpectedAnswers(sent)),
    check('remaining amounts exact to the fen (seed remainAmt − purchases)', remainingAmounts(data, before), `${before.products.length} products`),
    check('holdings exact (seed + confirmed purchases − redemptions taken)', holdingVolumes(data, before), `${data.customers.length} customers`),
    check('each PIN random used once', reusedRandoms(data), `${data.usedRandoms.length} randoms`),
  ];
}

/** The bank killed mid-load: its file parses, a restarted bank serves it, every order answered before is in it and its figures add up. */
async function killedMidLoad(bank: MockBankProcess, file: string, plan: Planner, before: BankData): Promise<{ checks: Check[]; restarted?: MockBankProcess }> {
  const run = drive(bank.url, KILL_AFTER.max + 5, plan);
  await sleep((KILL_AFTER.min + Math.random() * (KILL_AFTER.max - KILL_AFTER.min)) * 1000);
  const dead = bank.kill();
  plan.close();
  run.stop();
  await Promise.all([dead, run.done]);

  let orders: SeedOrder[];
  try {
    orders = readDbFile(file)!.orders;
  } catch (error) {
    return { checks: [check('killed mid-load: the file parses as the bank\'s data', [(error as Error).message])] };
  }
  const restarted = await spawnMockBank(file);
  const data = await bankData(restarted.url);
  const served = isDeepStrictEqual(data.orders, orders) ? [] : ['the restarted bank serves other orders than the file has'];
  const answered = plan.sent.filter((s) => s.kind === 'new' && s.answer?.success).length;
  return {
    restarted,
    checks: [
      check('killed mid-load: the file parses as the bank\'s data', [], `${orders.length} orders`),
      check('restarted from the file: it serves the file\'s orders', served),
      check('every order answered success before the kill survived it', lostWrites(plan.sent, data), `${answered} orders`),
      check('the file adds up: remaining amounts and holdings exact, ids unique', [...remainingAmounts(data, before), ...holdingVolumes(data, before), ...duplicateIds(data)]),
    ],
  };
}

async function main(): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const file = join(dir, 'bank.json');
  const pins = pinPool(Math.ceil((WARMUP_SECONDS + SECONDS + KILL_AFTER.max) * ORDERS_PER_SECOND));
  let bank = await spawnMockBank(file);
  try {
    const { customers } = await post<{ customers: string[] }>(bank.url, '/__mock/customers', { from: 'default', count: CUSTOMERS });
    const before = await bankData(bank.url);
    const plan = planner(customers, pins);

    console.log(`driving the mock bank for ${WARMUP_SECONDS} s (warm-up), then ${SECONDS} s…`);
    await drive(bank.url, WARMUP_SECONDS, plan).done;
    const timedFrom = plan.sent.length;
    const timedRun = drive(bank.url, SECONDS, plan);
    const result = await timedRun.done;
    const timed = plan.sent.slice(timedFrom);
    const checks = afterLoad([...plan.sent], await bankData(bank.url), before);
    await post(bank.url, '/__mock/confirm-orders');
    checks.push(check('after the confirmation run: holdings exact', holdingVolumes(await bankData(bank.url), before)));

    const killed = await killedMidLoad(bank, file, plan, before);
    if (killed.restarted) bank = killed.restarted;
    checks.push(...killed.checks);

    const figures = figuresOf(result, timedRun.steady);
    const counts = tally(timed);
    print({ seconds: SECONDS, connections: CONNECTIONS, customers: CUSTOMERS }, figures, counts, checks);
    if (pins.sealedDuringRun > 0) console.log(`\nthe PIN pool ran out: ${pins.sealedDuringRun} PINs sealed during the run (raise ORDERS_PER_SECOND)`);
    const date = new Date().toISOString();
    writeFileSync(RESULTS, `${JSON.stringify({ date, seconds: SECONDS, connections: CONNECTIONS, customers: CUSTOMERS, ...figures, ...counts, checks }, null, 2)}\n`);
    return checks.every((c) => c.ok);
  } finally {
    await bank.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exit((await main()) ? 0 : 1);
