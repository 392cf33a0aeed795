import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { ScenarioWorld } from '../support/world';

/*
 * Issue 18 items 3 and 6: the steps some purchases add before the amount on /buy — an older
 * customer's care for R4 and above, the qualified-investor confirmation of a private product — and
 * the bank's side of them (features/older-customers.feature, features/qualified-investors.feature).
 */

// ---- the older customer's care --------------------------------------------------------------

Then('购买页先请客户确认风险：产品风险等级{string}，说明{string}，客户的风险承受能力{string}', async function (this: ScenarioWorld, level: string, words: string, own: string) {
  const step = await this.driver.buyerStep();
  assert.equal(step?.kind, 'elderCare', JSON.stringify(step));
  assert.deepEqual(step.kind === 'elderCare' && step.facts, { 产品风险等级: level, 这意味着: words, 您的风险承受能力: own });
});

Then('阅读倒计时结束之前不能勾选"购买是本人的决定"', async function (this: ScenarioWorld) {
  const box = await this.driver.ownDecisionBox();
  assert.equal(box.enabled, false);
  assert.match(box.countdown, /^请先阅读，\d+秒后可以勾选$/);
});

When('客户读完风险说明，勾选"购买是本人的决定"并继续', async function (this: ScenarioWorld) {
  await this.driver.readAndConfirmOwnDecision();
});

Then('银行在产品{string}的订单上记下了客户确认本人决定的时间', async function (this: ScenarioWorld, code: string) {
  const orders = (await this.driver.bankOrders()).filter((order) => order.prdCode === code);
  assert.equal(orders.length, 1, JSON.stringify(orders));
  assert.match(orders[0].elderConfirmedAt ?? '', new RegExp(`^${orders[0].orderDate} \\d{2}:\\d{2}:\\d{2}$`));
});

// ---- the qualified-investor confirmation ------------------------------------------------------

Then('购买页先请客户确认合格投资者身份，写明{string}', async function (this: ScenarioWorld, words: string) {
  const step = await this.driver.buyerStep();
  assert.equal(step?.kind, 'qualifiedInvestor', JSON.stringify(step));
  assert.ok(step.text.includes(words), step.text);
});

/** @param experience 有2年以上投资经历, or 没有2年以上投资经历 */
When('客户申报{string}，{string}{string}万元', async function (this: ScenarioWorld, experience: string, basis: string, amountWan: string) {
  assert.ok(['有2年以上投资经历', '没有2年以上投资经历'].includes(experience), experience);
  await this.driver.declareQualification(experience === '有2年以上投资经历', basis, amountWan);
});

Then('合格投资者确认提示{string}', async function (this: ScenarioWorld, message: string) {
  assert.equal(await this.driver.qualificationMessage(), message);
});

const BASES: Record<string, string> = { 家庭金融净资产: 'netAssets', 家庭金融资产: 'assets', 近3年本人年均收入: 'income' };

Then('银行记下客户是合格投资者：{string}{string}万元', async function (this: ScenarioWorld, basis: string, amountWan: string) {
  assert.deepEqual(await this.driver.bankQualification(), { basis: BASES[basis], amountWan, confirmedAt: (await this.driver.bankQualification())?.confirmedAt });
});

Then('银行没有记下客户是合格投资者', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.bankQualification(), null);
});

Then('购买页的这一步没有严重或致命的无障碍问题', async function (this: ScenarioWorld) {
  assert.deepEqual(await this.driver.buyerStepAccessibility(), []);
});

// ---- both -------------------------------------------------------------------------------------

Then('购买页还不能输入购买金额', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.amountEntryOffered(), false);
});

When('有人绕过商城直接向银行下单购买产品{string}，金额{string}', async function (this: ScenarioWorld, code: string, amount: string) {
  this.remembered.set('direct order', await this.driver.orderDirectly(code, amount));
});

Then('银行拒绝这笔购买，错误码{string}，原因是{string}', async function (this: ScenarioWorld, code: string, message: string) {
  assert.deepEqual(this.remembered.get('direct order'), { success: false, code, msg: message, response: null });
});
