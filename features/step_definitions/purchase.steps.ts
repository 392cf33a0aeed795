import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { StoreWorld } from '../support/world';
import { BEHAVIOURS } from '../../src/domain/tracing/trace-record';

// ---- the customer ----------------------------------------------------------------------------

Given('当前客户是模拟银行的{string}客户', async function (this: StoreWorld, persona: string) {
  await this.store.usePersona(persona);
});

// ---- /buy ------------------------------------------------------------------------------------

When('客户打开产品{string}的购买页', async function (this: StoreWorld, code: string) {
  await this.store.reopen('/buy', { prdCode: code });
});

When('客户输入购买金额{string}', async function (this: StoreWorld, amount: string) {
  await this.store.enterAmount(amount);
});

When('客户确认购买', async function (this: StoreWorld) {
  await this.store.confirmPurchase();
});

When('客户勾选并确认风险揭示', async function (this: StoreWorld) {
  await this.store.agreeToRiskStatement();
});

When('客户输入交易密码{string}', async function (this: StoreWorld, pin: string) {
  await this.store.enterPin(pin);
});

When('客户关闭密码键盘', async function (this: StoreWorld) {
  await this.store.closeKeypad();
});

/** A whole purchase from the buy page: amount, risk statement, PIN. */
When('客户以交易密码{string}购买产品{string}，金额{string}', async function (this: StoreWorld, pin: string, code: string, amount: string) {
  await this.store.reopen('/buy', { prdCode: code });
  await this.store.enterAmount(amount);
  await this.store.confirmPurchase();
  await this.store.agreeToRiskStatement();
  await this.store.enterPin(pin);
});

Then('购买页说明{string}', async function (this: StoreWorld, message: string) {
  assert.equal(await this.store.purchasePending(), message);
});

When('网络恢复后客户重新提交，输入交易密码{string}', async function (this: StoreWorld, pin: string) {
  await this.store.clearFaults();
  await this.store.sendPurchaseAgain();
  await this.store.enterPin(pin);
});

When('客户购买产品{string}时连续{int}次输错交易密码', async function (this: StoreWorld, code: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    await this.store.reopen('/buy', { prdCode: code });
    await this.store.enterAmount('1000');
    await this.store.confirmPurchase();
    await this.store.agreeToRiskStatement();
    await this.store.enterPin('000000');
  }
});

Then('购买页提示{string}', async function (this: StoreWorld, message: string) {
  assert.equal(await this.store.amountMessage(), message);
});

Then('风险揭示在勾选之前不能确认', async function (this: StoreWorld) {
  assert.equal(await this.store.riskConfirmEnabled(), false);
});

Then('风险揭示没有弹出', async function (this: StoreWorld) {
  assert.equal(await this.store.riskConfirmEnabled(), null);
});

// ---- the outcome -----------------------------------------------------------------------------

Then('客户看到购买申请已提交：', async function (this: StoreWorld, table: { rowsHash(): Record<string, string> }) {
  const placed = await this.store.purchasePlaced();
  assert.ok(placed, 'the purchase result page is not shown');
  assert.deepEqual(Object.fromEntries(Object.keys(table.rowsHash()).map((name) => [name, placed[name]])), table.rowsHash());
});

Then('购买未成功，原因是{string}', async function (this: StoreWorld, reason: string) {
  assert.equal(await this.store.purchaseFailure(), reason);
});

Then('银行有{int}笔确认中的订单：产品{string}，金额{string}', async function (this: StoreWorld, count: number, code: string, amount: string) {
  const orders = await this.store.bankOrders();
  assert.equal(orders.length, count, JSON.stringify(orders));
  assert.ok(orders.every((order) => order.prdCode === code && order.amt === amount && order.status === '确认中'), JSON.stringify(orders));
});

Then('银行没有收到订单', async function (this: StoreWorld) {
  assert.deepEqual(await this.store.bankOrders(), []);
});

Then('交易密码{string}没有出现在请求、日志、本地存储或行为记录中', async function (this: StoreWorld, pin: string) {
  assert.deepEqual(await this.store.placesShowing(pin), []);
});

/** SPEC §4's signature purchase: jsRequest, getJsAuth, crtInfQuery, then the order, each once. */
Then('这笔购买经过了数字证书授权和签名', async function (this: StoreWorld) {
  for (const call of ['jsRequest', 'getJsAuth', 'crtInfQuery', 'buyPrd']) assert.equal(await this.store.requestCount(call), 1, call);
});

// ---- after the purchase ------------------------------------------------------------------------

When('客户查看确认中的交易', async function (this: StoreWorld) {
  await this.store.reopen('/comfirmed');
});

Then('确认中的交易是：', async function (this: StoreWorld, table: DataTable) {
  assert.deepEqual(await this.store.pendingRecords(), table.hashes());
});

When('银行确认了所有确认中的交易', async function (this: StoreWorld) {
  await this.store.confirmPendingOrders();
});

Then('银行记录客户持有产品{string}，金额{string}', async function (this: StoreWorld, prdCode: string, amt: string) {
  assert.equal((await this.store.bankHoldings()).find((holding) => holding.prdCode === prdCode)?.amt, amt);
});

/** The purchase's trace steps (BEHAVIOURS.purchase) as analysts name them. */
const PURCHASE_STEPS: Record<string, { step: string; event?: string }> = {
  点击购买: { step: BEHAVIOURS.purchase.steps.tapBuy },
  未满足条件: { step: BEHAVIOURS.purchase.steps.blocked },
  确认金额: { step: BEHAVIOURS.purchase.steps.confirmAmount },
  同意风险揭示: { step: BEHAVIOURS.purchase.steps.agreeRisk },
  提交购买: { step: BEHAVIOURS.purchase.steps.submit },
  购买已受理: { step: BEHAVIOURS.purchase.steps.outcome, event: 'placed' },
};

Then('购买的行为记录依次是：', async function (this: StoreWorld, table: DataTable) {
  const rows = table.hashes().map((row) => ({ ...(PURCHASE_STEPS[row.步骤] ?? assert.fail(`no step ${row.步骤}`)), value: row.内容 }));
  const expected = rows.map(({ step, value }) => ({ behaviorStpNo: step, value }));
  // This scenario's last steps: the tracer sends in batches (the last may still be on their way), and a
  // page closed by the scenario before may send its last batch late.
  const latest = async () => (await this.store.traceRecords()).filter((r) => r.behaviorNo === BEHAVIOURS.purchase.behaviorNo).slice(-rows.length);
  let found = await latest();
  const shape = (records: typeof found) => records.map(({ behaviorStpNo, value }) => ({ behaviorStpNo, value }));
  for (let tries = 0; !isDeepStrictEqual(shape(found), expected) && tries < 20; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    found = await latest();
  }
  assert.deepEqual(shape(found), expected);
  rows.forEach((row, i) => row.event && assert.equal(found[i].event, row.event));
});

Then('行为记录中没有{string}', async function (this: StoreWorld, text: string) {
  assert.ok(!JSON.stringify(await this.store.traceRecords()).includes(text));
});

// ---- /redeemway -------------------------------------------------------------------------------

When('客户打开产品{string}的到期处理方式页', async function (this: StoreWorld, code: string) {
  await this.store.reopen('/redeemway', { prdCode: code });
});

When('客户从我的理财打开到期处理方式', async function (this: StoreWorld) {
  await this.store.openMaturityShortcut();
});

Then('到期处理方式页列出定期持仓{string}', async function (this: StoreWorld, prdName: string) {
  assert.ok((await this.store.redeemWayChoices()).includes(prdName), JSON.stringify(await this.store.redeemWayChoices()));
});

When('客户选择定期持仓{string}', async function (this: StoreWorld, prdName: string) {
  await this.store.chooseRedeemWayHolding(prdName);
});

Then('到期处理方式页显示持有金额{string}，当前方式{string}', async function (this: StoreWorld, amount: string, way: string) {
  const rows = await this.store.redeemWay();
  assert.deepEqual({ amount: rows?.持有金额, way: rows?.当前方式 }, { amount, way });
});

When('客户选择{string}并确认修改', async function (this: StoreWorld, way: string) {
  await this.store.changeRedeemWay(way);
});

Then('银行记录产品{string}的到期处理方式是{string}', async function (this: StoreWorld, code: string, way: string) {
  assert.equal(await this.store.bankMaturityWay(code), way);
});

When('客户重新打开这笔订单的结果页', async function (this: StoreWorld) {
  const [order] = await this.store.bankOrders();
  await this.store.reopen('/cntranprocess', { uniOrderId: order.uniOrderId });
});

Then('{service}被调用了{int}次', async function (this: StoreWorld, path: string, times: number) {
  assert.equal(await this.store.requestCount(path), times);
});

