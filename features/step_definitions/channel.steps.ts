import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import '../support/business-terms';
import type { AppName } from '../support/apps';
import type { ScenarioWorld } from '../support/world';

// ---- where the customer opens the store (SPEC §1: the channel comes from the user agent) ------

Given('客户在{app}里打开客户经理{string}分享的产品{string}的链接', async function (this: ScenarioWorld, app: AppName, employeeNo: string, prdCode: string) {
  await this.driver.open({ shareType: '01', prdCode, employeeNo }, '/', app);
});

Given('客户在微信里打开银行App的理财商城链接', async function (this: ScenarioWorld) {
  await this.driver.open({ shareType: '02' }, '/', '微信');
});

Then('商城记下客户来自渠道{string}', async function (this: ScenarioWorld, code: string) {
  assert.equal(await this.driver.sessionChannelCode(), code);
});

Then('客户没有经过微信登录', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.messagingLoginVisits(), 0);
});

// ---- what the bank recorded (SPEC §9's carried channel code, beside channel Q) ----------------

Then('银行记下产品{string}的{dealType}来自渠道{string}', async function (this: ScenarioWorld, prdCode: string, transType: string, code: string) {
  const deals = (await this.driver.bankOrders()).filter((deal) => deal.prdCode === prdCode && deal.transType === transType);
  assert.ok(deals.length > 0, `银行没有产品${prdCode}的${transType}`);
  assert.deepEqual(deals.map((deal) => deal.channelCode), deals.map(() => code), JSON.stringify(deals));
});

Then('银行记下产品{string}的{dealType}的撤单来自渠道{string}', async function (this: ScenarioWorld, prdCode: string, transType: string, code: string) {
  const cancelled = (await this.driver.bankOrders()).filter((deal) => deal.prdCode === prdCode && deal.transType === transType && deal.status === '已撤单');
  assert.equal(cancelled.length, 1, JSON.stringify(cancelled));
  assert.equal(cancelled[0].cancelChannelCode, code, JSON.stringify(cancelled));
});

/** bankPlans: the plans made today, the scenario's own. */
Then('银行记下产品{string}的定投计划设立时来自渠道{string}', async function (this: ScenarioWorld, prdCode: string, code: string) {
  const made = (await this.driver.bankPlans()).filter((plan) => plan.prdCode === prdCode);
  assert.equal(made.length, 1, JSON.stringify(made));
  assert.equal(made[0].channelCode, code);
});

Then('银行记下产品{string}的定投计划最近一次变更来自渠道{string}', async function (this: ScenarioWorld, prdCode: string, code: string) {
  const changed = (await this.driver.bankPlans()).filter((plan) => plan.prdCode === prdCode);
  assert.equal(changed.length, 1, JSON.stringify(changed));
  assert.equal(changed[0].updateChannelCode, code);
});
