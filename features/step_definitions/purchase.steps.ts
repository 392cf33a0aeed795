import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { ScenarioWorld } from '../support/world';
import { eventually } from '../support/patience';
import { TRACE_CODES } from '../support/trace-codes';

// ---- the customer ----------------------------------------------------------------------------

Given('当前客户是模拟银行的{string}客户', async function (this: ScenarioWorld, persona: string) {
  await this.driver.usePersona(persona);
});

// ---- /buy ------------------------------------------------------------------------------------

When('客户打开产品{string}的购买页', async function (this: ScenarioWorld, code: string) {
  await this.driver.reopen('/buy', { prdCode: code });
});

When('客户输入购买金额{string}', async function (this: ScenarioWorld, amount: string) {
  await this.driver.enterAmount(amount);
});

When('客户确认购买', async function (this: ScenarioWorld) {
  await this.driver.confirmPurchase();
});

When('客户勾选并确认风险揭示', async function (this: ScenarioWorld) {
  await this.driver.agreeToRiskStatement();
});

When('客户输入交易密码{string}', async function (this: ScenarioWorld, pin: string) {
  await this.driver.enterPin(pin);
});

When('客户关闭密码键盘', async function (this: ScenarioWorld) {
  await this.driver.closeKeypad();
});

/** A whole purchase from the buy page: amount, risk statement, PIN. */
When('客户以交易密码{string}购买产品{string}，金额{string}', async function (this: ScenarioWorld, pin: string, code: string, amount: string) {
  await this.driver.reopen('/buy', { prdCode: code });
  await this.driver.enterAmount(amount);
  await this.driver.confirmPurchase();
  await this.driver.agreeToRiskStatement();
  await this.driver.enterPin(pin);
});

Then('购买页说明{string}', async function (this: ScenarioWorld, message: string) {
  assert.equal(await this.driver.purchasePending(), message);
});

When('网络恢复后客户重新提交，输入交易密码{string}', async function (this: ScenarioWorld, pin: string) {
  await this.driver.clearFaults();
  await this.driver.sendPurchaseAgain();
  await this.driver.enterPin(pin);
});

When('客户购买产品{string}时连续{int}次输错交易密码', async function (this: ScenarioWorld, code: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    await this.driver.reopen('/buy', { prdCode: code });
    await this.driver.enterAmount('1000');
    await this.driver.confirmPurchase();
    await this.driver.agreeToRiskStatement();
    await this.driver.enterPin('000000');
  }
});

Then('购买页提示{string}', async function (this: ScenarioWorld, message: string) {
  assert.equal(await this.driver.amountMessage(), message);
});

Then('风险揭示在勾选之前不能确认', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.riskConfirmEnabled(), false, '确认 can be tapped before the box is ticked');
  await this.driver.tapRiskConfirm();
  assert.equal(await this.driver.keypadOpen(), false, 'the keypad opened without the box ticked');
  assert.equal(await this.driver.riskConfirmEnabled(), false, 'the risk statement is no longer shown as it was');
});

Then('风险揭示没有弹出', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.riskConfirmEnabled(), null);
});

// ---- the outcome -----------------------------------------------------------------------------

Then('客户看到购买申请已提交：', async function (this: ScenarioWorld, table: { rowsHash(): Record<string, string> }) {
  const placed = await this.driver.purchasePlaced();
  assert.ok(placed, 'the purchase result page is not shown');
  assert.deepEqual(Object.fromEntries(Object.keys(table.rowsHash()).map((name) => [name, placed[name]])), table.rowsHash());
});

Then('购买未成功，原因是{string}', async function (this: ScenarioWorld, reason: string) {
  assert.equal(await this.driver.purchaseFailure(), reason);
});

Then('银行有{int}笔确认中的订单：产品{string}，金额{string}', async function (this: ScenarioWorld, count: number, code: string, amount: string) {
  const orders = await this.driver.bankOrders();
  assert.equal(orders.length, count, JSON.stringify(orders));
  assert.ok(orders.every((order) => order.prdCode === code && order.amt === amount && order.status === '确认中'), JSON.stringify(orders));
});

Then('银行没有收到订单', async function (this: ScenarioWorld) {
  assert.deepEqual(await this.driver.bankOrders(), []);
});

Then('交易密码{string}没有出现在请求、日志、本地存储或行为记录中', async function (this: ScenarioWorld, pin: string) {
  assert.deepEqual(await this.driver.placesShowing(pin), []);
});

/** SPEC §4's signature purchase: jsRequest, getJsAuth, crtInfQuery, then the order, each once. */
Then('这笔购买经过了数字证书授权和签名', async function (this: ScenarioWorld) {
  for (const call of ['jsRequest', 'getJsAuth', 'crtInfQuery', 'buyPrd']) assert.equal(await this.driver.requestCount(call), 1, call);
});

// ---- after the purchase ------------------------------------------------------------------------

When('客户查看确认中的交易', async function (this: ScenarioWorld) {
  await this.driver.reopen('/comfirmed');
});

Then('确认中的交易是：', async function (this: ScenarioWorld, table: DataTable) {
  assert.deepEqual(await this.driver.pendingRecords(), table.hashes());
});

When('银行确认了所有确认中的交易', async function (this: ScenarioWorld) {
  await this.driver.confirmPendingOrders();
});

Then('银行记录客户持有产品{string}，金额{string}', async function (this: ScenarioWorld, prdCode: string, amt: string) {
  assert.equal((await this.driver.bankHoldings()).find((holding) => holding.prdCode === prdCode)?.amt, amt);
});

/** The purchase's trace steps (TRACE_CODES.purchase) as analysts name them. */
const PURCHASE_STEPS: Record<string, { step: string; event?: string }> = {
  点击购买: { step: TRACE_CODES.purchase.steps.tapBuy },
  未满足条件: { step: TRACE_CODES.purchase.steps.blocked },
  确认金额: { step: TRACE_CODES.purchase.steps.confirmAmount },
  同意风险揭示: { step: TRACE_CODES.purchase.steps.agreeRisk },
  提交购买: { step: TRACE_CODES.purchase.steps.submit },
  购买已受理: { step: TRACE_CODES.purchase.steps.outcome, event: 'placed' },
};

Then('购买的行为记录依次是：', async function (this: ScenarioWorld, table: DataTable) {
  const rows = table.hashes().map((row) => ({ ...(PURCHASE_STEPS[row.步骤] ?? assert.fail(`no step ${row.步骤}`)), value: row.内容 }));
  const expected = rows.map(({ step, value }) => ({ behaviorStpNo: step, value }));
  // This scenario's last steps: the tracer sends in batches (the last may still be on their way), and a
  // page closed by the scenario before may send its last batch late.
  const latest = async () => (await this.driver.traceRecords()).filter((r) => r.behaviorNo === TRACE_CODES.purchase.behaviorNo).slice(-rows.length);
  const shape = (records: Array<Record<string, string>>) => records.map(({ behaviorStpNo, value }) => ({ behaviorStpNo, value }));
  const found = await eventually(latest, (records) => isDeepStrictEqual(shape(records), expected));
  assert.deepEqual(shape(found), expected);
  rows.forEach((row, i) => row.event && assert.equal(found[i].event, row.event));
});

Then('行为记录中没有{string}', async function (this: ScenarioWorld, text: string) {
  assert.ok(!JSON.stringify(await this.driver.traceRecords()).includes(text));
});

// ---- /redeemway -------------------------------------------------------------------------------

When('客户打开产品{string}的到期处理方式页', async function (this: ScenarioWorld, code: string) {
  await this.driver.reopen('/redeemway', { prdCode: code });
});

When('客户从我的理财打开到期处理方式', async function (this: ScenarioWorld) {
  await this.driver.openMaturityShortcut();
});

Then('到期处理方式页列出定期持仓{string}', async function (this: ScenarioWorld, prdName: string) {
  assert.ok((await this.driver.redeemWayChoices()).includes(prdName), JSON.stringify(await this.driver.redeemWayChoices()));
});

When('客户选择定期持仓{string}', async function (this: ScenarioWorld, prdName: string) {
  await this.driver.chooseRedeemWayHolding(prdName);
});

Then('到期处理方式页显示持有金额{string}，当前方式{string}', async function (this: ScenarioWorld, amount: string, way: string) {
  const rows = await this.driver.redeemWay();
  assert.deepEqual({ amount: rows?.持有金额, way: rows?.当前方式 }, { amount, way });
});

When('客户选择{string}并确认修改', async function (this: ScenarioWorld, way: string) {
  await this.driver.changeRedeemWay(way);
});

Then('银行记录产品{string}的到期处理方式是{string}', async function (this: ScenarioWorld, code: string, way: string) {
  assert.equal(await this.driver.bankMaturityWay(code), way);
});

/** A reload of /purchaseFailed: the bank keeps no record of an order it refused, the store's session does. */
When('客户重新打开产品{string}的购买未成功页', async function (this: ScenarioWorld, code: string) {
  await this.driver.reopen('/purchaseFailed', { prdCode: code });
});

When('客户重新打开这笔订单的结果页', async function (this: ScenarioWorld) {
  const [order] = await this.driver.bankOrders();
  await this.driver.reopen('/cntranprocess', { uniOrderId: order.uniOrderId });
});

Then('{service}被调用了{int}次', async function (this: ScenarioWorld, path: string, times: number) {
  assert.equal(await this.driver.requestCount(path), times);
});

