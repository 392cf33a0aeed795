import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { TRACE_CODES } from '../support/trace-codes';
import type { ScenarioWorld } from '../support/world';

const PERIOD_TYPES: Record<string, number> = { 近7天: 1, 近1月: 2, 近3月: 3, 近1年: 4 };
/** The series field of each metric, and the call that carries it (SPEC §3: a net-value point is issDate and totNavFormat; DETAIL-CALLS.md). */
const METRIC_FIELDS: Record<string, { path: string; field: string; unit: string }> = {
  累计净值: { path: '/h5/api/query/t100010', field: 'totNavFormat', unit: '' },
  近一年年化收益率: { path: '/h5/api/query/t100010', field: 'yearRatioFormat', unit: '%' },
  七日年化收益率: { path: '/h5/api/query/t100012', field: 'sevenDayRatioFormat', unit: '%' },
  万份收益: { path: '/h5/api/query/t100012', field: 'tenThousandIncomeFormat', unit: '元' },
};

const chart = async (world: ScenarioWorld) => {
  const view = await world.driver.performanceChart();
  assert.ok(view, 'the page shows no performance chart');
  return view;
};

Then('业绩走势提供指标{string}', async function (this: ScenarioWorld, metrics: string) {
  assert.deepEqual((await chart(this)).metrics, metrics.split('、'));
});

Then('业绩走势提供区间{string}', async function (this: ScenarioWorld, periods: string) {
  assert.deepEqual((await chart(this)).periods, periods.split('、'));
});

Then('业绩走势展示{string}的{string}', async function (this: ScenarioWorld, period: string, metric: string) {
  const view = await chart(this);
  assert.deepEqual([view.period, view.metric], [period, metric]);
});

Then('业绩走势的文字与银行公布的{string}{string}一致', async function (this: ScenarioWorld, period: string, metric: string) {
  const { code } = await this.driver.detail();
  const { path, field, unit } = METRIC_FIELDS[metric];
  const answer = (await this.driver.bankAnswer('GET', path, { prdCode: code, type: PERIOD_TYPES[period] })) as { lineList: Array<Record<string, string>> };
  // A point without the metric (a year's yield before the product's first year was out) is not drawn.
  const lineList = answer.lineList.filter((point) => point[field] !== undefined);
  const values = lineList.map((point) => point[field]);
  const byValue = [...values].sort((a, b) => Number(a) - Number(b));
  const latest = lineList[lineList.length - 1];
  const expected = `最新${metric}${latest[field]}${unit}（${latest.issDate}），${period}最高${byValue[byValue.length - 1]}${unit}，最低${byValue[0]}${unit}`;
  const view = await chart(this);
  assert.deepEqual([view.period, view.metric, view.summary], [period, metric, expected]);
});

Then('业绩走势旁写着{string}', async function (this: ScenarioWorld, text: string) {
  assert.equal((await chart(this)).note, text);
});

When('客户再次打开产品{string}的详情', async function (this: ScenarioWorld, code: string) {
  // Again means after the customer has seen the chart of the first visit.
  await chart(this);
  await this.driver.openProduct(code);
});

Given('银行为产品{string}的业绩走势提供指标{string}', async function (this: ScenarioWorld, code: string, labels: string) {
  await this.driver.offerChartMetrics(code, labels.split('、'));
});

Given('银行为产品{string}的业绩走势提供区间{string}', async function (this: ScenarioWorld, code: string, labels: string) {
  await this.driver.offerChartPeriods(code, labels.split('、'));
});

Then('直接向银行查询产品{string}{string}的净值走势被拒绝', async function (this: ScenarioWorld, code: string, period: string) {
  // E3103: under a month for a product that is not cash management; E3104: longer than the product has lived.
  await assert.rejects(this.driver.bankAnswer('GET', '/h5/api/query/t100010', { prdCode: code, type: PERIOD_TYPES[period] }), /E310[34]/);
});

Then('行为记录中有产品{string}的未识别走势指标{string}', async function (this: ScenarioWorld, code: string, label: string) {
  const { behaviorNo, steps } = TRACE_CODES.browse;
  const traced = (records: Array<Record<string, string>>) => records.some((r) => r.behaviorNo === behaviorNo && r.behaviorStpNo === steps.unknownChartMetric && r.value === `${code}:${label}`);
  const records = await this.driver.traceRecords(traced);
  assert.ok(traced(records), JSON.stringify(records));
});

When('客户查看业绩走势的{string}', async function (this: ScenarioWorld, label: string) {
  await this.driver.chooseChartTab(label);
});

Then('净值走势服务一共被查询了{int}次', async function (this: ScenarioWorld, times: number) {
  assert.equal(await this.driver.requestCount('t100010'), times);
});

Then('详情页没有业绩走势', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.performanceChart(), null);
});

Then('业绩走势说明{string}', async function (this: ScenarioWorld, message: string) {
  assert.equal((await chart(this)).message, message);
});

When('客户重新加载业绩走势', async function (this: ScenarioWorld) {
  await this.driver.retryChart();
});

When('客户看向业绩走势', async function (this: ScenarioWorld) {
  this.remembered.set('chartDrawn', await this.driver.chartDrawnWhenSeen());
});

Then('走势图已经画出', function (this: ScenarioWorld) {
  assert.equal(this.remembered.get('chartDrawn'), true, 'the chart was not drawn once in view');
});

When('客户指向走势图的中间', async function (this: ScenarioWorld) {
  this.remembered.set('chartTooltip', await this.driver.chartTooltip());
});

Then('走势图提示那一天的日期和{string}', function (this: ScenarioWorld, metric: string) {
  const tooltip = this.remembered.get('chartTooltip') as string | null;
  assert.ok(tooltip !== null, 'the chart has no drawing to point at');
  assert.match(tooltip, new RegExp(`\\d{4}-\\d{2}-\\d{2}[\\s\\S]*${metric}[\\s\\S]*\\d+\\.\\d+`));
});

Then('分档收益图用文字说出每一档', async function (this: ScenarioWorld, table: DataTable) {
  const tiers = await this.driver.tierChart();
  assert.ok(tiers, 'the page shows no tier chart');
  assert.equal(tiers.summary, `分档收益：${table.raw().map(([tier]) => tier.trim()).join('，')}`);
});

Then('分档收益图链接到{string}', async function (this: ScenarioWorld, path: string) {
  const { code } = await this.driver.detail();
  assert.equal((await this.driver.tierChart())?.historyPath, `${path}?prdCode=${code}`);
});
