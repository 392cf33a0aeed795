import assert from 'node:assert/strict';
import { Then, When, type DataTable } from '@cucumber/cucumber';
import type { ScenarioWorld } from '../support/world';

/** The bank's plan periods (mock-server/rules/plan-schedule.ts): 1 每周, 2 每两周, 3 每月, in the feature's words. */
const PERIODS: Record<string, string> = { 1: '每周', 2: '每两周', 3: '每月' };
const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五'];
/** 每月8日, 每周周三 of a bank plan record: a day of the month for period 3, else a weekday 1–5. */
const scheduleOf = (plan: Record<string, string>) =>
  `${PERIODS[plan.period] ?? `period ${plan.period}`}${plan.period === '3' ? `${plan.day}日` : WEEKDAYS[Number(plan.day) - 1] ?? `day ${plan.day}`}`;
const activePlans = async (world: ScenarioWorld) => (await world.driver.bankPlans()).filter((plan) => plan.status === '1');

When('客户点击定投', async function (this: ScenarioWorld) {
  await this.driver.tapPlan();
});

When('客户打开产品{string}的定投页', async function (this: ScenarioWorld, code: string) {
  await this.driver.reopen('/fixedtime', { prdCode: code });
});

When('客户打开定投计划{string}的修改页', async function (this: ScenarioWorld, planNo: string) {
  await this.driver.reopen('/fixedtimeupdate', { planNo });
});

When('客户填写定投：每期{string}元，{string}，扣款日{string}', async function (this: ScenarioWorld, amount: string, period: string, day: string) {
  await this.driver.fillPlan(amount, period, day);
});

When('客户确认定投', async function (this: ScenarioWorld) {
  await this.driver.confirmPlan();
});

When('客户设置定投：每期{string}元，{string}，扣款日{string}，输入交易密码{string}', async function (this: ScenarioWorld, amount: string, period: string, day: string, pin: string) {
  await this.driver.fillPlan(amount, period, day);
  await this.driver.confirmPlan();
  await this.driver.enterPlanPin(pin);
});

When('客户修改定投计划：每期{string}元，{string}，扣款日{string}，输入交易密码{string}', async function (this: ScenarioWorld, amount: string, period: string, day: string, pin: string) {
  await this.driver.openPlanAction('修改计划');
  await this.driver.fillPlan(amount, period, day);
  await this.driver.confirmPlan();
  await this.driver.enterPlanPin(pin);
});

When('客户终止这个定投计划，输入交易密码{string}', async function (this: ScenarioWorld, pin: string) {
  // 终止定投 on the plan's page leads to /fixedtimestop; its own 终止定投 asks once more.
  await this.driver.openPlanAction('终止定投');
  await this.driver.openPlanAction('终止定投');
  await this.driver.chooseInDialog('终止定投');
  await this.driver.enterPlanPin(pin);
});

Then('详情页没有定投入口', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.detailOffersPlan(), false);
});

Then('定投页提示{string}', async function (this: ScenarioWorld, message: string) {
  assert.equal(await this.driver.planError(), message);
});

Then('定投页填的是每期{string}元，{string}，扣款日{string}', async function (this: ScenarioWorld, amount: string, period: string, day: string) {
  assert.deepEqual(await this.driver.planForm(), { amount, period, day });
});

Then('定投页说明已有定投计划，每期{string}，{string}', async function (this: ScenarioWorld, amount: string, schedule: string) {
  const plan = await this.driver.existingPlan();
  assert.deepEqual({ amount: plan?.每期金额, schedule: plan?.定投周期 }, { amount, schedule });
});

Then('定投页说明暂时不能定投：{string}，办法是{string}', async function (this: ScenarioWorld, message: string, fix: string) {
  assert.deepEqual(await this.driver.buyNotice(), { message, fix });
});

Then('客户看到{string}，定投计划是：', async function (this: ScenarioWorld, title: string, table: DataTable) {
  const shown = await this.driver.planShown();
  assert.equal(shown?.title, title);
  const expected = table.rowsHash();
  assert.deepEqual(Object.fromEntries(Object.keys(expected).map((name) => [name, shown.rows[name]])), expected);
});

Then('银行有{int}个生效中的定投计划：产品{string}，每期{string}，{word}', async function (this: ScenarioWorld, count: number, code: string, amt: string, schedule: string) {
  const plans = await activePlans(this);
  assert.equal(plans.length, count, JSON.stringify(plans));
  assert.ok(plans.every((plan) => plan.prdCode === code && plan.amt === amt && scheduleOf(plan) === schedule), JSON.stringify(plans));
});

Then('银行没有定投计划', async function (this: ScenarioWorld) {
  assert.deepEqual(await this.driver.bankPlans(), []);
});

Then('银行没有生效中的定投计划', async function (this: ScenarioWorld) {
  assert.deepEqual(await activePlans(this), []);
});
