import assert from 'node:assert/strict';
import { defineParameterType, Then, When, type DataTable } from '@cucumber/cucumber';
import type { ScenarioWorld } from '../support/world';
import type { HistoryKindName } from '../support/tasks/views';

// ---- helper B: history yields and the same-series comparison -----------------------------------

defineParameterType({
  name: 'historyKind',
  regexp: /历史净值|历史业绩|历史收益/,
  transformer: (text: string) => text as HistoryKindName,
});

interface Lines<T> { lineList: T[]; totNum?: number }

/** The product whose history is shown: opened directly, or from its detail page. */
const product = (world: ScenarioWorld): string => {
  const code = world.remembered.get('historyProduct') ?? world.remembered.get('openedProduct');
  if (typeof code !== 'string') throw new Error('no history page was opened in this scenario');
  return code;
};

/** What the bank publishes, asked directly (not through the store). */
const netValues = async (world: ScenarioWorld, queryNum: number) =>
  (await world.driver.bankAnswer('POST', '/api/dbank/queryManyQuotation', { prdCode: product(world), offSet: 0, issDateOrder: 'desc', queryNum })) as Lines<{ issDate: string; nav: string; totNav: string }>;

const pastPeriods = async (world: ScenarioWorld) =>
  (await world.driver.bankAnswer('POST', '/api/dbank/queryQuotation', { prdCode: product(world), offSet: 0, queryNum: 999 })) as Lines<{ periodNo: string; startDate: string; endDate: string; formatModelComment: string; actualRatio: string }>;

const moneyFundYear = async (world: ScenarioWorld) =>
  ((await world.driver.bankAnswer('GET', '/h5/api/query/t100012', { prdCode: product(world), type: 4 })) as Lines<{ issDate: string; sevenDayRatioFormat: string; tenThousandIncomeFormat: string }>).lineList;

When('客户查看产品{string}的{historyKind}', async function (this: ScenarioWorld, code: string, kind: HistoryKindName) {
  this.remembered.set('historyProduct', code);
  await this.driver.openHistory(code, kind);
});

When('客户加载更多历史', async function (this: ScenarioWorld) {
  await this.driver.loadMoreHistory();
});

When('客户一直加载更多历史，直到全部展示', async function (this: ScenarioWorld) {
  for (let taps = 0; (await this.driver.historyPage()).moreOffered; taps += 1) {
    assert.ok(taps < 100, '加载更多 never ends');
    await this.driver.loadMoreHistory();
  }
});

When('客户重新加载历史', async function (this: ScenarioWorld) {
  await this.driver.retryHistory();
});

Then('历史页面的标题是产品名称{string}', async function (this: ScenarioWorld, name: string) {
  assert.equal((await this.driver.historyPage()).name, name);
});

Then('历史表格的列是{string}', async function (this: ScenarioWorld, columns: string) {
  assert.deepEqual((await this.driver.historyPage()).columns, columns.split('、'));
});

Then('历史表格按日期从新到旧展示银行公布的前{int}条历史净值', async function (this: ScenarioWorld, count: number) {
  const { lineList } = await netValues(this, count);
  const page = await this.driver.historyPage();
  assert.equal(page.message, null);
  assert.deepEqual(page.rows, lineList.map((line) => [line.issDate, line.nav, line.totNav]));
  assert.equal(page.rows.length, count);
});

Then('历史页面说明已显示{int}条，共有银行公布的全部条数', async function (this: ScenarioWorld, count: number) {
  const { totNum } = await netValues(this, 1);
  assert.ok(totNum && totNum > count, `the bank publishes ${totNum} net values`);
  assert.equal((await this.driver.historyPage()).shown, `已显示${count}条，共${totNum}条`);
});

Then('历史表格展示了银行公布的全部历史净值', async function (this: ScenarioWorld) {
  const { lineList, totNum } = await netValues(this, 999);
  const page = await this.driver.historyPage();
  assert.equal(page.rows.length, totNum);
  assert.deepEqual(page.rows, lineList.map((line) => [line.issDate, line.nav, line.totNav]));
  assert.equal(page.shown, `已显示${totNum}条，共${totNum}条`);
});

Then('历史页面不再提供加载更多', async function (this: ScenarioWorld) {
  assert.equal((await this.driver.historyPage()).moreOffered, false);
});

Then('历史页面仍提供加载更多', async function (this: ScenarioWorld) {
  assert.equal((await this.driver.historyPage()).moreOffered, true);
});

Then('历史表格展示银行公布的全部往期业绩', async function (this: ScenarioWorld) {
  const { lineList } = await pastPeriods(this);
  assert.ok(lineList.length > 0, 'the bank publishes no past periods');
  const page = await this.driver.historyPage();
  assert.equal(page.message, null);
  assert.deepEqual(page.rows, lineList.map((p) => [p.periodNo, `${p.startDate}至${p.endDate}`, p.formatModelComment, p.actualRatio]));
});

Then('历史页面说明{string}', async function (this: ScenarioWorld, text: string) {
  const page = await this.driver.historyPage();
  assert.ok(page.shown === text || page.message === text, `the page says ${JSON.stringify({ shown: page.shown, message: page.message })}`);
});

Then('历史表格按日期从新到旧展示银行公布的近一年前{int}天的收益', async function (this: ScenarioWorld, count: number) {
  const newestFirst = [...(await moneyFundYear(this))].reverse().slice(0, count);
  const page = await this.driver.historyPage();
  assert.equal(page.message, null);
  assert.deepEqual(page.rows, newestFirst.map((day) => [day.issDate, `${day.sevenDayRatioFormat}%`, day.tenThousandIncomeFormat]));
  assert.equal(page.rows.length, count);
});

Then('历史页面提示{string}', async function (this: ScenarioWorld, caveat: string) {
  assert.equal((await this.driver.historyPage()).caveat, caveat);
});

Then('历史表格有内容', async function (this: ScenarioWorld) {
  const page = await this.driver.historyPage();
  assert.equal(page.message, null);
  assert.ok(page.rows.length > 0 && page.rows.every((row) => row.length === page.columns.length && row.every(Boolean)), JSON.stringify(page.rows.slice(0, 3)));
});

// ---- /contrast -----------------------------------------------------------------------------------

When('客户从产品{string}对比{string}系列的产品', async function (this: ScenarioWorld, code: string, series: string) {
  await this.driver.openContrast(series, code);
});

When('客户对比{string}系列的产品', async function (this: ScenarioWorld, series: string) {
  await this.driver.openContrast(series, null);
});

When('客户打开没有指定系列的产品对比', async function (this: ScenarioWorld) {
  await this.driver.openContrast(null, null);
});

When('客户在对比表中打开{string}', async function (this: ScenarioWorld, name: string) {
  await this.driver.openFromContrast(name);
});

When('客户重新加载同系列产品', async function (this: ScenarioWorld) {
  await this.driver.retryContrast();
});

Then('对比表列出', async function (this: ScenarioWorld, table: DataTable) {
  const view = await this.driver.contrast();
  assert.equal(view.message, null);
  assert.deepEqual(view.columns, table.raw()[0].slice(0, 5));
  const shown = view.rows.map((row) => ({ 产品: row.name, 收益指标: row.yieldValue, 期限: row.term, 风险等级: row.risk, 起购金额: row.minPurchase, 当前产品: row.current ? '是' : '' }));
  assert.deepEqual(shown, table.hashes());
  view.rows.forEach((row) => assert.equal(row.detailPath?.endsWith(`?prdCode=${row.code}`), true, `${row.name} links to ${row.detailPath}`));
});

Then('对比表列出{int}个产品', async function (this: ScenarioWorld, count: number) {
  const view = await this.driver.contrast();
  assert.equal(view.message, null);
  assert.equal(view.rows.length, count);
});

Then('对比表下方说明{string}', async function (this: ScenarioWorld, note: string) {
  assert.ok((await this.driver.contrast()).notes.includes(note));
});

Then('对比页说明{string}', async function (this: ScenarioWorld, message: string) {
  const view = await this.driver.contrast();
  assert.equal(view.message, message);
  assert.deepEqual(view.rows, []);
});

Then('详情页展示的是产品{string}', async function (this: ScenarioWorld, code: string) {
  assert.equal((await this.driver.detail()).code, code);
});
