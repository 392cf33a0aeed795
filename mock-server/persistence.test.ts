import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMockBank, type MockBank } from './bank';
import { spawnMockBank, type MockBankProcess } from './child';
import type { SeedOrder } from './seed/deals';
import { CorruptDbFile, readDbFile } from './persistence';
import { purchase } from './test-requests';

const TODAY = '2026-11-22';
let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-bank-'));
  file = join(dir, 'bank.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

type Answer = { success: boolean; code: string; msg: string; response: { uniOrderId: string; amt: string } | null };
const post = async (bank: MockBank, path: string, body: object = {}) => (await bank.handle({ method: 'POST', path, query: {}, body })).body as Answer;
const ordersIn = (path: string): SeedOrder[] => (JSON.parse(readFileSync(path, 'utf8')) as { orders: SeedOrder[] }).orders;

describe('the data file (MOCK_DB)', () => {
  it('is seeded when missing, and a restarted bank keeps an order made before', async () => {
    const first = createMockBank({ today: TODAY, dbFile: file });
    expect(existsSync(file)).toBe(true);
    const order = (await post(first, '/api/dbank/buyPrd', purchase('NWC0000001', '10000'))).response!;

    const restarted = createMockBank({ today: TODAY, dbFile: file });
    expect(await post(restarted, '/api/dbank/queryOrder', { uniOrderId: order.uniOrderId })).toMatchObject({ success: true, response: { uniOrderId: order.uniOrderId, amt: '10000.00' } });
    expect(restarted.db.get('products').find({ prdCode: 'NWC0000001' }).value()?.remainAmt).toBe('2345.67');
  });

  it('is seeded again and written on POST /__mock/reset', async () => {
    const bank = createMockBank({ today: TODAY, dbFile: file });
    const order = (await post(bank, '/api/dbank/buyPrd', purchase('CUR0000001', '100'))).response!;
    expect(ordersIn(file).some((o) => o.uniOrderId === order.uniOrderId)).toBe(true);
    await post(bank, '/__mock/reset');
    expect(ordersIn(file).some((o) => o.uniOrderId === order.uniOrderId)).toBe(false);
  });

  it.each([
    ['not JSON', '{"products": [', '不是有效的JSON'],
    ['JSON that is not the bank\'s data', '{"products": []}', '缺少数据集合：rules'],
    ['empty', '', '不是有效的JSON'],
  ])('is refused, never overwritten, when it is %s', (_, content, reason) => {
    writeFileSync(file, content);
    expect(() => createMockBank({ dbFile: file })).toThrow(CorruptDbFile);
    expect(() => createMockBank({ dbFile: file })).toThrow(reason);
    expect(readFileSync(file, 'utf8')).toBe(content);
  });
});

describe('the mock bank killed mid-run (SIGKILL)', () => {
  const ROUNDS = 5;
  const LOOPS = 4;

  /** Purchases one after another on each of LOOPS connections until the bank is gone; the ids it answered success. */
  async function buyUntilKilled(url: string, answered: Set<string>): Promise<void> {
    const loop = async () => {
      for (;;) {
        const body = purchase('CUR0000001', '1.00');
        const answer = await fetch(`${url}/api/dbank/buyPrd`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
          .then((response) => response.json() as Promise<Answer>, () => null);
        if (!answer) return;
        if (answer.success) answered.add(body.uniOrderId);
      }
    };
    await Promise.all(Array.from({ length: LOOPS }, loop));
  }

  it('refuses to start on a corrupt file, saying so on stderr', async () => {
    writeFileSync(file, '{"orders": [');
    await expect(spawnMockBank(file)).rejects.toThrow(/退出码 1）：模拟银行数据文件已损坏.*拒绝启动/);
  }, 10_000);

  it('leaves a file that parses, with unique orders and every answered one, which a restarted bank serves', async () => {
    const answered = new Set<string>();
    let bank: MockBankProcess = await spawnMockBank(file);
    try {
      // Many customers make every write long (megabytes), so that a kill often lands in the middle of one.
      await fetch(`${bank.url}/__mock/customers`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ from: 'default', count: 5000 }) });
      for (let round = 0; round < ROUNDS; round += 1) {
        const before = answered.size;
        const buying = buyUntilKilled(bank.url, answered);
        // At least two answered orders each round, however busy the machine; then a kill at a random moment.
        while (answered.size < before + 2) await new Promise((resolve) => setTimeout(resolve, 10));
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 450));
        await bank.kill();
        await buying;

        const orders = readDbFile(file)!.orders;
        const ids = orders.map((o) => o.uniOrderId);
        expect(new Set(ids).size).toBe(ids.length);
        expect([...answered].filter((id) => !ids.includes(id))).toEqual([]);

        bank = await spawnMockBank(file);
        expect(await (await fetch(`${bank.url}/__mock/db/orders`)).json()).toEqual(orders);
      }
      expect(answered.size).toBeGreaterThan(ROUNDS);
    } finally {
      await bank.stop();
    }
  // A ceiling against a hang, not a measure: ten rounds take about 10 s on an idle 2-core machine,
  // and more beside the domain assembly or under the slow-host harness.
  }, 60_000);
});
