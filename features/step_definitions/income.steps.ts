import assert from 'node:assert/strict';
import { Then, When, type DataTable } from '@cucumber/cucumber';
import dayjs from 'dayjs';
import { fenOf } from '../support/amounts';
import type { HoldingIncomeName, IncomePageName } from '../support/tasks/views';
import type { ScenarioWorld } from '../support/world';

// Income, assets and payouts (features/income.feature). Days are the bank's: 今天 and 昨天 are the
// dates of today and yesterday, as the mock bank counts them.

const DAY_WORDS: Record<string, () => string> = {
  今天: () => dayjs().format('YYYY-MM-DD'),
  昨天: () => dayjs().subtract(1, 'day').format('YYYY-MM-DD'),
};
const dated = (text: string) => DAY_WORDS[text]?.() ?? text;
const datedRow = (row: Record<string, string>) => Object.fromEntries(Object.entries(row).map(([name, value]) => [name, dated(value)]));
/** The row with only the columns the scenario names. */
const only = (row: Record<string, string>, names: string[]) => Object.fromEntries(names.map((name) => [name, row[name]]));

// ---- opening the pages ----------------------------------------------------------------------

When('客户从我的理财打开{string}', async function (this: ScenarioWorld, name: IncomePageName) {
  await this.driver.openIncomeShortcut(name);
});

When('客户从持仓详情打开{string}', async function (this: ScenarioWorld, action: HoldingIncomeName) {
  await this.driver.openHoldingIncome(action);
});

When('客户直接打开产品{string}的{string}', async function (this: ScenarioWorld, prdCode: string, action: HoldingIncomeName) {
  await this.driver.openIncomeRecord(action, prdCode);
});

When('客户查看更多记录', async function (this: ScenarioWorld) {
  await this.driver.loadMoreIncome();
});

When('客户重新加载收益页面', async function (this: ScenarioWorld) {
  await this.driver.retryIncome();
});

When('服务恢复后客户重新加载收益页面', async function (this: ScenarioWorld) {
  await this.driver.clearFaults();
  await this.driver.retryIncome();
});

// ---- what the pages say ---------------------------------------------------------------------

Then('收益页面说明{string}', async function (this: ScenarioWorld, message: string) {
  const page = await this.driver.incomePage();
  assert.equal(page.message, message);
  assert.deepEqual(page.rows, []);
});

Then('收益明细合计累计收益{string}，昨日收益{string}', async function (this: ScenarioWorld, total: string, last: string) {
  assert.deepEqual((await this.driver.incomePage()).totals, { '累计收益（元）': total, '昨日收益（元）': last });
});

Then('收益页面依次列出：', async function (this: ScenarioWorld, table: DataTable) {
  const expected = table.hashes().map(datedRow);
  const names = Object.keys(expected[0]);
  assert.deepEqual((await this.driver.incomePage()).rows.map((row) => only(row, names)), expected);
});

Then('收益页面的第{int}条是：', async function (this: ScenarioWorld, index: number, table: DataTable) {
  const [expected] = table.hashes().map(datedRow);
  const row = (await this.driver.incomePage()).rows[index - 1];
  assert.ok(row, `the page shows fewer than ${index} lines`);
  assert.deepEqual(only(row, Object.keys(expected)), expected);
});

Then('收益页面显示{string}，还可以加载更多', async function (this: ScenarioWorld, shown: string) {
  const page = await this.driver.incomePage();
  assert.deepEqual([page.shown, page.moreOffered], [shown, true]);
});

Then('收益页面显示{string}', async function (this: ScenarioWorld, shown: string) {
  assert.equal((await this.driver.incomePage()).shown, shown);
});

Then('万份收益记录与产品{string}公布的万份收益和七日年化一致', async function (this: ScenarioWorld, prdCode: string) {
  // t100012's last month (type 2): the days the product published, oldest first.
  const { lineList } = (await this.driver.bankAnswer('GET', '/h5/api/query/t100012', { prdCode, type: 2 })) as { lineList: Array<{ issDate: string; tenThousandIncomeFormat: string; sevenDayRatioFormat: string }> };
  const published = new Map(lineList.map((point) => [point.issDate, point]));
  const rows = (await this.driver.incomePage()).rows;
  assert.ok(rows.length > 0, 'the page shows no days');
  for (const row of rows) {
    const point = published.get(row['日期']);
    assert.ok(point, `the product published nothing on ${row['日期']}`);
    assert.deepEqual([row['万份收益（元）'], row['七日年化']], [point.tenThousandIncomeFormat, `${point.sevenDayRatioFormat}%`], row['日期']);
  }
});

Then('历史资产逐日列出{int}天，最近一天是今天，总资产{string}', async function (this: ScenarioWorld, days: number, total: string) {
  const { rows } = await this.driver.incomePage();
  assert.equal(rows.length, days);
  assert.deepEqual(rows[0], { 日期: dated('今天'), '总资产（元）': total });
  const dates = rows.map((row) => row['日期']);
  assert.deepEqual(dates, [...dates].sort().reverse(), 'the days are not newest first');
});

Then('历史资产的文字说明写出最新、最高和最低的总资产，与逐日的表一致', async function (this: ScenarioWorld) {
  const { rows, summary } = await this.driver.incomePage();
  const days = rows.map((row) => ({ date: row['日期'], shown: row['总资产（元）'], fen: fenOf(row['总资产（元）']) }));
  // A figure reached on several days is named with the most recent of them (the table is newest first).
  const pick = (better: (a: bigint, b: bigint) => boolean) => days.reduce((best, day) => (better(day.fen, best.fen) ? day : best));
  const [latest, highest, lowest] = [days[0], pick((a, b) => a > b), pick((a, b) => a < b)];
  // The summary quotes the table's own figures.
  const said = (day: typeof latest) => `${day.shown}元（${day.date}）`;
  assert.equal(summary, `近${days.length}天总资产：最新${said(latest)}，最高${said(highest)}，最低${said(lowest)}`);
});

Then('历史资产画出走势图，并向读屏软件读出同样的文字说明', async function (this: ScenarioWorld) {
  assert.equal((await this.driver.incomePage()).chart, true);
});

Then('分红记录的产品是{string}，最近的在前', async function (this: ScenarioWorld, names: string) {
  const { rows } = await this.driver.incomePage();
  assert.deepEqual([...new Set(rows.map((row) => row['产品']))].sort(), names.split('、').sort());
  const dates = rows.map((row) => row['分红日期']);
  assert.deepEqual(dates, [...dates].sort().reverse(), 'the dividends are not newest first');
});

Then('每条分红记录都写着分红日期、分红金额和分红方式{string}', async function (this: ScenarioWorld, method: string) {
  const { rows } = await this.driver.incomePage();
  assert.ok(rows.length > 0, 'no dividend is listed');
  for (const row of rows) {
    assert.match(row['分红日期'], /^\d{4}-\d{2}-\d{2}$/);
    assert.match(row['分红金额（元）'], /^[\d,]+\.\d{2}$/);
    assert.equal(row['分红方式'], method);
  }
});
