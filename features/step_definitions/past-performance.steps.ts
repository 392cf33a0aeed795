import assert from 'node:assert/strict';
import dayjs from 'dayjs';
import { Then, When } from '@cucumber/cucumber';
import type { ScenarioWorld } from '../support/world';
import type { PastPerformanceView } from '../support/tasks/views';

/**
 * 过往业绩与业绩比较基准 (issue 18 item 4): what the detail page shows against what the code allows
 * (worked out here from the product's dates at the bank) and what the bank publishes.
 */

interface PeriodLine { startDate: string; endDate: string; actualRatio: string; benchmark: string }
interface Figures { lineList: PeriodLine[]; benchmarkRationale: string; benchmarkMethod: string }

const NO_FIGURE = '--';

async function openedProduct(world: ScenarioWorld) {
  const { code } = await world.driver.detail();
  const product = (await world.driver.bankProducts()).find((p) => p.prdCode === code);
  return product ?? assert.fail(`the bank holds no product ${code}`);
}

async function shownPanel(world: ScenarioWorld): Promise<PastPerformanceView> {
  return (await world.driver.pastPerformance()) ?? assert.fail('the detail page shows no past performance');
}

/** The shown periods' dates, as the bank is asked for them. */
const periodsOf = (panel: PastPerformanceView) => panel.rows.map(({ dates }) => {
  const [startDate, endDate] = dates.split('至');
  return { startDate, endDate };
});

async function bankFigures(world: ScenarioWorld, prdCode: string, periods: Array<{ startDate: string; endDate: string }>) {
  return (await world.driver.bankAnswer('POST', '/api/dbank/queryPastPerformance', { prdCode, periods })) as Figures;
}

Then('过往业绩醒目提示{string}', async function (this: ScenarioWorld, notice: string) {
  assert.equal((await shownPanel(this)).notice, notice);
});

Then('过往业绩只列出成立以来的业绩，写明起止日期', async function (this: ScenarioWorld) {
  const { estabDate, navDate } = await openedProduct(this);
  const panel = await shownPanel(this);
  assert.equal(panel.message, null);
  assert.deepEqual(panel.rows.map(({ period, dates }) => [period, dates]), [['成立以来', `${estabDate}至${navDate}`]]);
});

Then('过往业绩列出成立以来和最近{int}个完整年度的业绩，每个期间写明起止日期', async function (this: ScenarioWorld, years: number) {
  const { estabDate, navDate } = await openedProduct(this);
  const latest = dayjs(navDate);
  const lastFull = latest.format('MM-DD') === '12-31' ? latest.year() : latest.year() - 1;
  const expected = [['成立以来', `${estabDate}至${navDate}`], ...Array.from({ length: years }, (_, i) => [`${lastFull - i}年度`, `${lastFull - i}-01-01至${lastFull - i}-12-31`])];
  const panel = await shownPanel(this);
  assert.equal(panel.message, null);
  assert.deepEqual(panel.rows.map(({ period, dates }) => [period, dates]), expected);
  // Every listed year is whole (the product was there on 1 January); no earlier whole year is left out under five.
  assert.ok(`${lastFull - years + 1}-01-01` >= estabDate, 'a listed year began before the product');
  if (years < 5) assert.ok(`${lastFull - years}-01-01` < estabDate, 'a full year since inception is left out');
});

Then('每个期间的实际年化收益率与同一期间的业绩比较基准并列，与银行公布的一致', async function (this: ScenarioWorld) {
  const { prdCode } = await openedProduct(this);
  const panel = await shownPanel(this);
  assert.ok(panel.rows.length > 0, 'the panel lists no period');
  const published = await bankFigures(this, prdCode, periodsOf(panel));
  assert.deepEqual(
    panel.rows.map(({ dates, actual, benchmark }) => [dates, actual, benchmark]),
    published.lineList.map((line) => [`${line.startDate}至${line.endDate}`, line.actualRatio || NO_FIGURE, line.benchmark || NO_FIGURE]),
  );
});

Then('过往业绩的业绩比较基准一栏都是{string}，并说明{string}', async function (this: ScenarioWorld, cell: string, note: string) {
  const panel = await shownPanel(this);
  assert.ok(panel.rows.length > 0 && panel.rows.every((row) => row.benchmark === cell && /%$/.test(row.actual)), JSON.stringify(panel.rows));
  assert.equal(panel.benchmarkExplained, '');
  assert.deepEqual(panel.notes, [note]);
});

Then('过往业绩写明业绩比较基准的设定依据和测算方法，并醒目提示{string}', async function (this: ScenarioWorld, notice: string) {
  const { prdCode } = await openedProduct(this);
  const panel = await shownPanel(this);
  const published = await bankFigures(this, prdCode, periodsOf(panel));
  assert.ok(published.benchmarkRationale && published.benchmarkMethod, 'the bank publishes no rationale or method');
  for (const text of [notice, published.benchmarkRationale, published.benchmarkMethod]) assert.ok(panel.benchmarkExplained.includes(text), `${text} is not in: ${panel.benchmarkExplained}`);
});

Then('过往业绩不列任何期间，说明产品成立未满一个月和开始展示的日期', async function (this: ScenarioWorld) {
  const { estabDate } = await openedProduct(this);
  const panel = await shownPanel(this);
  assert.deepEqual(panel.rows, []);
  const shownFrom = dayjs(estabDate).add(1, 'month').format('YYYY-MM-DD');
  for (const words of [`成立于${estabDate}`, '成立未满一个月', `${shownFrom}起`]) assert.ok(panel.message?.includes(words), `${words} is not in: ${panel.message}`);
});

Then('过往业绩说明{string}', async function (this: ScenarioWorld, message: string) {
  const panel = await shownPanel(this);
  assert.equal(panel.message, message);
  assert.deepEqual(panel.rows, []);
});

When('客户重新加载过往业绩', async function (this: ScenarioWorld) {
  await this.driver.retryPastPerformance();
});

Then('过往业绩按日列出最近7日的七日年化收益率和万份收益，与银行公布的一致', async function (this: ScenarioWorld) {
  const { prdCode } = await openedProduct(this);
  const panel = await shownPanel(this);
  const days = ((await this.driver.bankAnswer('GET', '/h5/api/query/t100012', { prdCode, type: 1 })) as { lineList: Array<{ issDate: string; sevenDayRatioFormat: string; tenThousandIncomeFormat: string }> }).lineList;
  assert.equal(days.length, 7);
  assert.deepEqual(panel.cashRows, [...days].reverse().map((day) => [day.issDate, `${day.sevenDayRatioFormat}%`, day.tenThousandIncomeFormat]));
  assert.deepEqual(panel.rows, []);
});

Then('业绩比较基准调整记录与银行公布的一致，由近及远', async function (this: ScenarioWorld) {
  const { prdCode, formatModelComment } = await openedProduct(this);
  const changes = (await this.driver.benchmarkChanges()) ?? assert.fail('the page has no 业绩比较基准调整记录');
  const published = ((await this.driver.bankAnswer('POST', '/api/dbank/queryBenchmarkChanges', { prdCode, offSet: 0, queryNum: 99 })) as { lineList: Array<Record<string, string>> }).lineList;
  assert.ok(published.length > 0, 'the bank publishes no change');
  assert.deepEqual(changes.rows, published.map((c) => [c.changeDate, c.oldBenchmark, c.newBenchmark, c.reason]));
  assert.deepEqual(changes.rows.map(([date]) => date), changes.rows.map(([date]) => date).sort().reverse());
  assert.equal(changes.rows[0][2], formatModelComment, 'the latest change is not to the benchmark the product shows');
});

Then('业绩比较基准调整记录说明{string}', async function (this: ScenarioWorld, message: string) {
  const changes = (await this.driver.benchmarkChanges()) ?? assert.fail('the page has no 业绩比较基准调整记录');
  assert.deepEqual(changes, { rows: [], message });
});

Then('直接向银行查询产品{string}最近一周的过往业绩被拒绝', async function (this: ScenarioWorld, prdCode: string) {
  const product = (await this.driver.bankProducts()).find((p) => p.prdCode === prdCode) ?? assert.fail(`no product ${prdCode}`);
  const week = { startDate: dayjs(product.navDate).subtract(6, 'day').format('YYYY-MM-DD'), endDate: product.navDate };
  await assert.rejects(bankFigures(this, prdCode, [week]), /E3101/);
});

/** The product as the bank publishes it (t100003's prdDetail), not as it keeps it. */
async function publishedProduct(world: ScenarioWorld, prdCode: string) {
  return ((await world.driver.bankAnswer('GET', '/h5/api/query/t100003', { prdCode })) as { prdDetail: Record<string, string> }).prdDetail;
}

Then('列表中产品{string}的收益指标和日期与它的详情页一致', async function (this: ScenarioWorld, prdCode: string) {
  const card = (await this.driver.listed()).find((p) => p.code === prdCode) ?? assert.fail(`the list shows no ${prdCode}`);
  const product = await publishedProduct(this, prdCode);
  const measured = !product.formatModelComment && product.yearClientRatioDesc !== '首发热销' && product.yearClientRatio !== '';
  assert.equal(card.yieldDate, measured ? `截至${product.navDate}` : '');
  await this.driver.openProduct(prdCode);
  const detail = await this.driver.detail();
  assert.deepEqual([detail.yieldLabel, detail.yieldValue, detail.yieldDate], [card.yieldLabel, card.yieldValue, card.yieldDate]);
});

Then('列表中产品{string}的收益写着{string}，说明{string}，不写日期', async function (this: ScenarioWorld, prdCode: string, value: string, label: string) {
  const card = (await this.driver.listed()).find((p) => p.code === prdCode) ?? assert.fail(`the list shows no ${prdCode}`);
  assert.deepEqual([card.yieldValue, card.yieldLabel, card.yieldDate], [value, label, '']);
});

Then('详情页的收益写着{string}，说明{string}，不写日期', async function (this: ScenarioWorld, value: string, label: string) {
  const detail = await this.driver.detail();
  assert.deepEqual([detail.yieldValue, detail.yieldLabel, detail.yieldDate], [value, label, '']);
});

Then('银行在产品列表和产品详情中都不公布产品{string}的收益率', async function (this: ScenarioWorld, prdCode: string) {
  const { prdKind } = (await this.driver.bankProducts()).find((p) => p.prdCode === prdCode) ?? assert.fail(`the bank holds no product ${prdCode}`);
  const list = prdKind === 'demand' ? '/h5/api/query/t100002' : '/h5/api/query/t100001';
  const { lineList } = (await this.driver.bankAnswer('GET', list, { offSet: 0, queryNum: 100, channel: 'Q' })) as { lineList: Array<Record<string, string>> };
  const listed = lineList.find((p) => p.prdCode === prdCode) ?? assert.fail(`the bank's list holds no ${prdCode}`);
  assert.deepEqual([listed.yearClientRatio, (await publishedProduct(this, prdCode)).yearClientRatio], ['', '']);
});
