import assert from 'node:assert/strict';
import { Then, When, type DataTable } from '@cucumber/cucumber';
import type { ScenarioWorld } from '../support/world';

// features/regular-holdings.feature: the customer's regular (定期) holdings by family.

/** Whole days from one YYYY-MM-DD to another. */
const daysFrom = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
const listOf = (text: string) => (text ? text.split('、') : []);

async function bankProduct(world: ScenarioWorld, prdCode: string): Promise<Record<string, string>> {
  return (await world.driver.bankProducts()).find((product) => product.prdCode === prdCode) ?? assert.fail(`the mock bank has no product ${prdCode}`);
}

// ---- 定期理财 (/regular) and 定期理财介绍 (/introduction) ---------------------------------------

When('客户打开定期理财', async function (this: ScenarioWorld) {
  await this.driver.openRegularHoldings();
});

Then('定期理财参考市值是{string}', async function (this: ScenarioWorld, total: string) {
  assert.equal((await this.driver.regularHoldings()).total, total);
});

Then('定期理财按类别列出：', async function (this: ScenarioWorld, table: DataTable) {
  const { holdings } = await this.driver.regularHoldings();
  const columns = table.raw()[0];
  assert.deepEqual(holdings.map((row) => Object.fromEntries(columns.map((column) => [column, row[column] ?? '']))), table.hashes());
});

Then('定期理财中的每笔持仓都打开它所属类别的持仓页', async function (this: ScenarioWorld) {
  const { holdings } = await this.driver.regularHoldings();
  assert.ok(holdings.length > 0, '定期理财 lists no holding');
  for (const row of holdings) assert.equal(row['打开'], row['类别'], `${row['产品']} opens ${row['打开']}`);
});

Then('定期理财提供{string}', async function (this: ScenarioWorld, actions: string) {
  assert.deepEqual((await this.driver.regularHoldings()).actions, listOf(actions));
});

Then('定期理财说明{string}，可以{string}', async function (this: ScenarioWorld, message: string, actions: string) {
  const shown = await this.driver.regularHoldings();
  assert.deepEqual({ message: shown.message, actions: shown.actions, holdings: shown.holdings }, { message, actions: listOf(actions), holdings: [] });
});

When('客户打开定期理财介绍', async function (this: ScenarioWorld) {
  await this.driver.openRegularIntroduction();
});

Then('定期理财介绍依次介绍{string}', async function (this: ScenarioWorld, names: string) {
  const { families } = await this.driver.regularIntroduction();
  assert.deepEqual(families.map((family) => family.name), listOf(names));
  assert.ok(families.every((family) => family.meaning.length > 0), 'a family is not explained');
});

Then('定期理财介绍中{string}的产品特点是：', async function (this: ScenarioWorld, name: string, table: DataTable) {
  const family = (await this.driver.regularIntroduction()).families.find((shown) => shown.name === name) ?? assert.fail(`no ${name} in 定期理财介绍`);
  assert.deepEqual(family.traits, table.raw().map(([trait]) => trait.trim()));
});

// ---- the family pages -----------------------------------------------------------------------

When('客户打开{string}持仓页查看产品{string}', async function (this: ScenarioWorld, family: string, prdCode: string) {
  await this.driver.openFamilyPage(family, prdCode);
});

When('客户打开我的理财中的持仓{string}', async function (this: ScenarioWorld, prdName: string) {
  await this.driver.openHoldingCard(prdName);
});

When('客户在持仓详情中选择{string}', async function (this: ScenarioWorld, action: string) {
  await this.driver.followHoldingAction(action);
});

When('客户在定期持仓页选择{string}', async function (this: ScenarioWorld, action: string) {
  await this.driver.followRegularAction(action);
});

When('服务恢复后客户重新加载定期持仓页', async function (this: ScenarioWorld) {
  await this.driver.clearFaults();
  await this.driver.retryRegularHolding();
});

Then('客户看到{string}持仓页，产品是{string}', async function (this: ScenarioWorld, family: string, name: string) {
  const shown = await this.driver.regularHolding();
  assert.deepEqual({ family: shown.family, name: shown.name, message: shown.message }, { family, name, message: null });
});

Then('定期持仓页写着：', async function (this: ScenarioWorld, table: DataTable) {
  const { facts } = await this.driver.regularHolding();
  const expected = table.rowsHash();
  assert.deepEqual(Object.fromEntries(Object.keys(expected).map((term) => [term, facts[term]])), expected);
});

Then('定期持仓页提供{string}', async function (this: ScenarioWorld, actions: string) {
  assert.deepEqual((await this.driver.regularHolding()).actions, listOf(actions));
});

Then('定期持仓页说明{string}，可以{string}', async function (this: ScenarioWorld, message: string, actions: string) {
  const shown = await this.driver.regularHolding();
  assert.deepEqual({ message: shown.message, actions: shown.actions, name: shown.name }, { message, actions: listOf(actions), name: null });
});

Then('定期持仓页的到期日是产品的到期日', async function (this: ScenarioWorld) {
  const { facts } = await this.driver.regularHolding();
  const product = await bankProduct(this, await shownCode(this));
  assert.match(product.endDate, /^\d{4}-\d{2}-\d{2}$/);
  assert.equal(facts['到期日'], product.endDate);
});

Then('定期持仓页的最新净值是{string}，附有净值日期', async function (this: ScenarioWorld, nav: string) {
  const { facts } = await this.driver.regularHolding();
  assert.match(facts['最新净值'] ?? '', new RegExp(`^${nav.replace('.', '\\.')}（\\d{4}-\\d{2}-\\d{2}）$`));
});

Then('定期持仓页的成立日和到期日是产品的成立日和到期日', async function (this: ScenarioWorld) {
  const { facts } = await this.driver.regularHolding();
  const product = await bankProduct(this, await shownCode(this));
  assert.deepEqual([facts['成立日'], facts['到期日']], [product.estabDate, product.endDate]);
  assert.ok(product.estabDate < product.endDate);
});

Then('定期持仓页的本期开始日和下一开放日与银行公布的开放周期一致', async function (this: ScenarioWorld) {
  const { facts } = await this.driver.regularHolding();
  const published = (await this.driver.bankAnswer('POST', '/api/dbank/queryConfirmDate', { prdCode: await shownCode(this), offSet: 0, queryNum: 999 })) as { lineList: Array<Record<string, string | number>> };
  const current = published.lineList[0] ?? assert.fail('the bank publishes no open window');
  assert.deepEqual([facts['投资周期'], facts['本期开始'], facts['下一开放日']], [`${current.cycleDays}天`, current.curCycleDate, current.nextCycleDate]);
});

// ---- cycles ---------------------------------------------------------------------------------

Then('投资周期依次是：', async function (this: ScenarioWorld, table: DataTable) {
  const { cycles } = await this.driver.regularHolding();
  const columns = table.raw()[0];
  assert.deepEqual(cycles.map((cycle) => Object.fromEntries(columns.map((column) => [column, cycle[column] ?? '']))), table.hashes());
});

Then('第1期在购买的次日开始，每个投资周期{int}天，从上一个周期结束的那天开始', async function (this: ScenarioWorld, days: number) {
  const { cycles } = await this.driver.regularHolding();
  const holding = (await this.driver.bankHolding(await shownCode(this))) ?? assert.fail('the customer holds no such product');
  const first = cycles[cycles.length - 1] ?? assert.fail('no cycle is listed');
  assert.equal(first['周期'], '第1期');
  assert.equal(daysFrom(holding.buyDate, first['开始日期']), 1);
  for (const cycle of cycles) assert.equal(daysFrom(cycle['开始日期'], cycle['结束日期']), days);
  for (let i = 1; i < cycles.length; i += 1) assert.equal(cycles[i - 1]['开始日期'], cycles[i]['结束日期']);
});

When('客户查看投资周期{string}', async function (this: ScenarioWorld, name: string) {
  await this.driver.openCycle(name);
});

When('客户直接打开产品{string}第{string}期的周期明细', async function (this: ScenarioWorld, prdCode: string, cycleNo: string) {
  await this.driver.openCycleDetail(prdCode, cycleNo);
});

Then('周期明细写着：', async function (this: ScenarioWorld, table: DataTable) {
  const { rows, message } = await this.driver.cycleDetail();
  const expected = table.rowsHash();
  assert.equal(message, null);
  assert.deepEqual(Object.fromEntries(Object.keys(expected).map((term) => [term, rows[term]])), expected);
});

Then('周期明细说明{string}，可以{string}', async function (this: ScenarioWorld, message: string, actions: string) {
  const shown = await this.driver.cycleDetail();
  assert.deepEqual(shown, { rows: {}, message, actions: listOf(actions) });
});

/** The product code of the family page open now (from the holding it names, as the bank keeps it). */
async function shownCode(world: ScenarioWorld): Promise<string> {
  const { name } = await world.driver.regularHolding();
  const product = (await world.driver.bankProducts()).find((candidate) => candidate.prdName === name) ?? assert.fail(`no product is named ${name}`);
  return product.prdCode;
}
