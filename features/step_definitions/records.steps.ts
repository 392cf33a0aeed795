import assert from 'node:assert/strict';
import dayjs from 'dayjs';
import { Then, When, type DataTable } from '@cucumber/cucumber';
import type { ScenarioWorld } from '../support/world';

/** The rows a table names, picked from what is shown (a scenario names the rows it cares about). */
const picked = (shown: Record<string, string>, table: DataTable) => Object.fromEntries(Object.keys(table.rowsHash()).map((name) => [name, shown[name]]));
const day = (daysAgo: number) => dayjs().subtract(daysAgo, 'day').format('YYYY-MM-DD');

// ---- /unconfirmed, the record list ---------------------------------------------------------------

When('客户查看交易记录', async function (this: ScenarioWorld) {
  await this.driver.openDealHistory();
});

When('客户加载更多交易记录', async function (this: ScenarioWorld) {
  await this.driver.loadMoreDeals();
});

When('客户下拉刷新交易记录', async function (this: ScenarioWorld) {
  await this.driver.refreshDeals();
});

When('客户查询{string}至{string}的交易记录', async function (this: ScenarioWorld, startDate: string, endDate: string) {
  await this.driver.queryDeals(startDate, endDate);
});

When('客户查询最近{int}天的交易记录', async function (this: ScenarioWorld, days: number) {
  await this.driver.queryDeals(day(days), day(0));
});

When('客户查询{int}天前这一天的交易记录', async function (this: ScenarioWorld, daysAgo: number) {
  await this.driver.queryDeals(day(daysAgo), day(daysAgo));
});

Then('交易记录显示{int}笔，还可以加载更多', async function (this: ScenarioWorld, count: number) {
  const shown = await this.driver.dealHistory();
  assert.deepEqual({ count: shown.records.length, more: shown.moreOffered }, { count, more: true });
});

Then('交易记录显示{int}笔，没有更多了', async function (this: ScenarioWorld, count: number) {
  const shown = await this.driver.dealHistory();
  assert.deepEqual({ count: shown.records.length, more: shown.moreOffered }, { count, more: false });
});

Then('第{int}笔交易记录是：', async function (this: ScenarioWorld, place: number, table: DataTable) {
  const record = (await this.driver.dealHistory()).records[place - 1] ?? assert.fail(`no record ${place}`);
  assert.deepEqual(picked(record, table), table.rowsHash());
});

Then('开始日期下提示{string}，结束日期下提示{string}', async function (this: ScenarioWorld, start: string, end: string) {
  assert.deepEqual((await this.driver.dealHistory()).errors, { 开始日期: start || null, 结束日期: end || null });
});

Then('交易记录说明{string}', async function (this: ScenarioWorld, message: string) {
  assert.equal((await this.driver.dealHistory()).message, message);
});

// ---- the record pages ------------------------------------------------------------------------------

When('客户打开第{int}笔交易记录', async function (this: ScenarioWorld, place: number) {
  await this.driver.openDealFromHistory(place);
});

When('客户打开订单号为{string}的交易详情', async function (this: ScenarioWorld, uniOrderId: string) {
  await this.driver.openDealRecord(uniOrderId);
});

Then('客户看到{string}，交易详情是：', async function (this: ScenarioWorld, title: string, table: DataTable) {
  const page = await this.driver.dealRecord();
  assert.deepEqual({ title: page.title, rows: picked(page.rows, table) }, { title, rows: table.rowsHash() });
});

Then('交易详情说明{string}', async function (this: ScenarioWorld, message: string) {
  assert.equal((await this.driver.dealRecord()).message, message);
});

Then('这笔交易可以撤单', async function (this: ScenarioWorld) {
  assert.equal((await this.driver.dealRecord()).cancelOffered, true);
});

Then('这笔交易不能撤单', async function (this: ScenarioWorld) {
  assert.equal((await this.driver.dealRecord()).cancelOffered, false);
});

// ---- 撤单 --------------------------------------------------------------------------------------------

When('客户打开确认中的交易{string}', async function (this: ScenarioWorld, prdName: string) {
  await this.driver.openPendingRecord(prdName);
});

When('客户撤销确认中的交易{string}', async function (this: ScenarioWorld, prdName: string) {
  await this.driver.cancelPendingRecord(prdName);
});

When('客户撤销这笔交易', async function (this: ScenarioWorld) {
  await this.driver.cancelShownDeal();
});

Then('客户看到撤单成功：', async function (this: ScenarioWorld, table: DataTable) {
  const done = (await this.driver.cancelDone()) ?? assert.fail('/cancelResult is not shown');
  assert.deepEqual(picked(done.rows, table), table.rowsHash());
});

Then('撤单结果说明{string}', async function (this: ScenarioWorld, text: string) {
  assert.equal((await this.driver.cancelDone())?.returned, text);
});

Then('撤单未成功，原因是{string}', async function (this: ScenarioWorld, reason: string) {
  assert.equal(await this.driver.cancelFailure(), reason);
});

Then('页面说明{string}，可以{string}', async function (this: ScenarioWorld, message: string, action: string) {
  assert.deepEqual(await this.driver.cancelLost(), { message, action });
});

When('网络恢复后客户重新撤单', async function (this: ScenarioWorld) {
  await this.driver.clearFaults();
  await this.driver.followCancelLost('重新撤单');
});

When('网络恢复后客户再次查询撤单结果', async function (this: ScenarioWorld) {
  await this.driver.clearFaults();
  await this.driver.followCancelLost('再次查询');
});

Then('银行记录产品{string}的剩余可购额度为{string}', async function (this: ScenarioWorld, prdCode: string, remainAmt: string) {
  assert.equal((await this.driver.bankProducts()).find((product) => product.prdCode === prdCode)?.remainAmt, remainAmt);
});

Then('银行记录今天购买产品{string}的交易状态为{string}', async function (this: ScenarioWorld, prdCode: string, status: string) {
  const bought = (await this.driver.bankOrders()).filter((deal) => deal.prdCode === prdCode && deal.transType === '购买');
  assert.deepEqual(bought.map((deal) => deal.status), [status]);
});

// ---- /transitCash --------------------------------------------------------------------------------

When('客户查看在途资金', async function (this: ScenarioWorld) {
  await this.driver.openInTransit();
});

Then('在途资金是：', async function (this: ScenarioWorld, table: DataTable) {
  const { records } = await this.driver.inTransit();
  const names = Object.keys(table.hashes()[0] ?? {});
  assert.deepEqual(records.map((record) => Object.fromEntries(names.map((name) => [name, record[name]]))), table.hashes());
});

Then('在途资金说明{string}', async function (this: ScenarioWorld, message: string) {
  assert.equal((await this.driver.inTransit()).message, message);
});

When('客户打开第{int}笔在途资金', async function (this: ScenarioWorld, place: number) {
  await this.driver.openInTransitRecord(place);
});
