import assert from 'node:assert/strict';
import { Then, When, type DataTable } from '@cucumber/cucumber';
import type { ScenarioWorld } from '../support/world';

/** The rows a table names, picked from what is shown (a scenario names the rows it cares about). */
const picked = (shown: Record<string, string>, table: DataTable) => Object.fromEntries(Object.keys(table.rowsHash()).map((name) => [name, shown[name]]));
const DATE = /^\d{4}-\d{2}-\d{2}$/;

// ---- 我的定投 (/myFixedTimeNetWorth) ---------------------------------------------------------------

When('客户查看我的定投', async function (this: ScenarioWorld) {
  await this.driver.openMyPlans();
});

When('服务恢复后客户重新加载我的定投', async function (this: ScenarioWorld) {
  await this.driver.clearFaults();
  await this.driver.retryMyPlans();
});

Then('我的定投列出{int}个定投计划', async function (this: ScenarioWorld, count: number) {
  const shown = await this.driver.myPlans();
  assert.equal(shown.plans.length, count, JSON.stringify(shown));
});

Then('我的定投第{int}个计划是：', async function (this: ScenarioWorld, place: number, table: DataTable) {
  const plan = (await this.driver.myPlans()).plans[place - 1] ?? assert.fail(`no plan ${place}`);
  assert.deepEqual(picked(plan, table), table.rowsHash());
});

Then('我的定投中生效中的计划写明下次扣款日，已终止的不写', async function (this: ScenarioWorld) {
  const { plans } = await this.driver.myPlans();
  assert.ok(plans.length > 0);
  for (const plan of plans) {
    if (plan.状态 === '生效中') assert.match(plan.下次扣款日 ?? '', DATE, JSON.stringify(plan));
    else assert.equal(plan.下次扣款日, undefined, JSON.stringify(plan));
  }
});

Then('我的定投中没有生效中的计划', async function (this: ScenarioWorld) {
  const { plans } = await this.driver.myPlans();
  assert.deepEqual(plans.filter((plan) => plan.状态 === '生效中'), []);
});

Then('我的定投说明{string}，可以{string}', async function (this: ScenarioWorld, message: string, action: string) {
  const shown = await this.driver.myPlans();
  assert.deepEqual({ message: shown.message, plans: shown.plans, offers: shown.actions.includes(action) }, { message, plans: [], offers: true }, JSON.stringify(shown));
});

// ---- a plan's page (/myFixedTimeNetWorthInfo) ------------------------------------------------------

When('客户打开{string}的定投计划', async function (this: ScenarioWorld, prdName: string) {
  await this.driver.openMyPlan(prdName);
});

When('客户打开定投计划{string}的详情', async function (this: ScenarioWorld, planNo: string) {
  await this.driver.openPlanInfo(planNo);
});

Then('定投计划是：', async function (this: ScenarioWorld, table: DataTable) {
  assert.deepEqual(picked((await this.driver.planInfo()).rows, table), table.rowsHash());
});

Then('定投计划可以{string}和{string}', async function (this: ScenarioWorld, first: string, second: string) {
  assert.deepEqual((await this.driver.planInfo()).actions, [first, second]);
});

Then('定投计划不能修改或终止', async function (this: ScenarioWorld) {
  assert.deepEqual((await this.driver.planInfo()).actions, []);
});

Then('定投计划有{int}笔扣款记录，没有更多了', async function (this: ScenarioWorld, count: number) {
  const shown = await this.driver.planInfo();
  assert.deepEqual({ count: shown.records.length, more: shown.moreOffered }, { count, more: false });
});

Then('第{int}笔扣款记录是：', async function (this: ScenarioWorld, place: number, table: DataTable) {
  const record = (await this.driver.planInfo()).records[place - 1] ?? assert.fail(`no instalment ${place}`);
  assert.deepEqual(picked(record, table), table.rowsHash());
});

Then('除第{int}笔外的扣款记录都是{string}', async function (this: ScenarioWorld, place: number, status: string) {
  const { records } = await this.driver.planInfo();
  assert.ok(records.length >= place, JSON.stringify(records));
  assert.deepEqual(records.filter((_, i) => i !== place - 1).map((record) => record.扣款状态).filter((shown) => shown !== status), []);
});

Then('定投计划的扣款记录都是{string}', async function (this: ScenarioWorld, status: string) {
  const { records } = await this.driver.planInfo();
  assert.ok(records.length > 0, 'no instalments shown');
  assert.deepEqual(records.map((record) => record.扣款状态).filter((shown) => shown !== status), []);
});

Then('定投计划的扣款记录说明{string}', async function (this: ScenarioWorld, message: string) {
  const shown = await this.driver.planInfo();
  assert.deepEqual({ message: shown.recordsMessage, records: shown.records }, { message, records: [] });
});

Then('定投计划页说明{string}', async function (this: ScenarioWorld, message: string) {
  const shown = await this.driver.planInfo();
  assert.deepEqual({ message: shown.message, rows: shown.rows, actions: shown.actions }, { message, rows: {}, actions: [] });
});

// ---- one instalment (/fixedRecordInfoPage) -------------------------------------------------------

When('客户打开第{int}笔扣款记录', async function (this: ScenarioWorld, place: number) {
  await this.driver.openPlanRecord(place);
});

When('客户打开定投计划{string}第{string}期的扣款详情', async function (this: ScenarioWorld, planNo: string, seq: string) {
  await this.driver.openPlanRecordPage(planNo, seq);
});

When('客户刷新这一页', async function (this: ScenarioWorld) {
  await this.driver.reloadPlanPage();
});

Then('扣款详情是：', async function (this: ScenarioWorld, table: DataTable) {
  assert.deepEqual(picked((await this.driver.planRecord()).rows, table), table.rowsHash());
});

Then('扣款详情写明扣款日期和订单号', async function (this: ScenarioWorld) {
  const { rows } = await this.driver.planRecord();
  assert.match(rows.扣款日期 ?? '', DATE);
  assert.match(rows.订单号 ?? '', /^[0-9A-Za-z]{20}$/);
});

Then('扣款详情页说明{string}', async function (this: ScenarioWorld, message: string) {
  assert.deepEqual(await this.driver.planRecord(), { rows: {}, message });
});
