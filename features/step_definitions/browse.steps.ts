import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import '../support/business-terms';
import type { ScenarioWorld } from '../support/world';
import type { ProductKindName } from '../support/tasks/views';
import { TRACE_CODES } from '../support/trace-codes';

/* Browsing: the home page's lists and the product list (/list). */

// ---- home ----------------------------------------------------------------------------------

Then('首页{string}展示{int}个产品', async function (this: ScenarioWorld, kind: ProductKindName, count: number) {
  const section = await this.driver.homeSection(kind);
  assert.equal(section.products.length, count);
});

/**
 * Each card's name, figure, minimum and risk are the bank's for that product as it publishes it (its
 * lists): its benchmark (业绩比较基准) or its yield, a percentage, or -- where it publishes none (a
 * product too young for one, past-performance.feature).
 */
Then('首页每个产品都展示名称、收益或业绩比较基准、起购金额和风险等级', async function (this: ScenarioWorld) {
  const listed = async (path: string) => ((await this.driver.bankAnswer('GET', path, { offSet: 0, queryNum: 100, channel: 'Q' })) as { lineList: Array<Record<string, string>> }).lineList;
  const published = [...(await listed('/h5/api/query/t100001')), ...(await listed('/h5/api/query/t100002'))];
  const bank = new Map(published.map((record) => [record.prdCode, record]));
  for (const kind of ['定期理财', '活期理财'] as const) {
    for (const card of (await this.driver.homeSection(kind)).products) {
      const product = bank.get(card.code) ?? assert.fail(`the bank publishes no product ${card.code}`);
      const figure = card.yieldLabel === '业绩比较基准' ? product.formatModelComment : product.yearClientRatio ? `${product.yearClientRatio}%` : '--';
      const expected = { name: product.prdName, yieldValue: figure, minPurchase: `${product.formatPfirstAmt}起购`, risk: product.riskName };
      assert.deepEqual({ name: card.name, yieldValue: card.yieldValue, minPurchase: card.minPurchase, risk: card.risk }, expected, card.code);
    }
  }
});

Then('首页{string}说明{string}', async function (this: ScenarioWorld, kind: ProductKindName, message: string) {
  assert.equal((await this.driver.homeSection(kind)).message, message);
});

When('客户在首页向下浏览到{int}像素处', async function (this: ScenarioWorld, y: number) {
  await this.driver.scrollHomeTo(y);
});

When('客户打开首页{string}的第{int}个产品', async function (this: ScenarioWorld, kind: ProductKindName, index: number) {
  await this.driver.openProductFromHome(kind, index);
});

When('客户刷新当前页面', async function (this: ScenarioWorld) {
  await this.driver.reload();
});

When('客户返回', async function (this: ScenarioWorld) {
  await this.driver.goBack();
});

Then('首页回到{int}像素处', async function (this: ScenarioWorld, y: number) {
  assert.ok(Math.abs((await this.driver.homeScroll()) - y) <= 2, `scrolled to ${await this.driver.homeScroll()}`);
});

Then('首页的产品列表只加载过一次', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.requestCount('t100001'), 1);
  assert.equal(await this.driver.requestCount('t100002'), 1);
});

// ---- the product list ----------------------------------------------------------------------

When('客户查看更多{string}', async function (this: ScenarioWorld, kind: ProductKindName) {
  await this.driver.openList(kind);
});

When('客户直接打开{string}的产品列表', async function (this: ScenarioWorld, kind: ProductKindName) {
  await this.driver.openListDirectly(kind);
});

Then('行为记录中有浏览{string}列表的记录', async function (this: ScenarioWorld, kind: ProductKindName) {
  const { behaviorNo, steps } = TRACE_CODES.browse;
  const value = kind === '定期理财' ? 'term' : 'demand';
  const traced = (records: Array<Record<string, string>>) => records.some((r) => r.behaviorNo === behaviorNo && r.behaviorStpNo === steps.viewList && r.value === value);
  const records = await this.driver.traceRecords(traced);
  assert.ok(traced(records), JSON.stringify(records));
});

When('客户继续上拉加载更多', async function (this: ScenarioWorld) {
  await this.driver.loadMore();
});

When('客户一直上拉直到没有更多', async function (this: ScenarioWorld) {
  for (let page = 0; page < 20 && (await this.driver.listEnd()) !== '没有更多产品了'; page += 1) await this.driver.loadMore();
});

When('客户下拉刷新', async function (this: ScenarioWorld) {
  await this.driver.pullToRefresh();
});

When('客户按{word}排序', async function (this: ScenarioWorld, sort: '收益率' | '业绩比较基准') {
  await this.driver.sortBy(sort);
});

Then('列表展示{int}个产品', async function (this: ScenarioWorld, count: number) {
  assert.equal((await this.driver.listed()).length, count);
});

Then('列表展示全部定期产品，至少{int}个', async function (this: ScenarioWorld, atLeast: number) {
  const listed = await this.driver.listed();
  assert.ok(listed.length >= atLeast, `listed ${listed.length}`);
  assert.equal(new Set(listed.map((p) => p.code)).size, listed.length, 'a product was listed twice');
});

Then('列表底部显示{string}', async function (this: ScenarioWorld, text: string) {
  assert.equal(await this.driver.listEnd(), text);
});

const percent = (text: string) => Number.parseFloat(text.split('-').pop()!.replace('%', ''));

Then('列表按收益率从高到低排列', async function (this: ScenarioWorld) {
  const shelf = (await this.driver.bankProducts()).filter((p) => p.prdKind === 'term' && p.isPrivate !== '1');
  const byYield = shelf.sort((a, b) => Number(b.yearClientRatio) - Number(a.yearClientRatio) || a.prdCode.localeCompare(b.prdCode));
  const listed = (await this.driver.listed()).map((p) => p.code);
  assert.deepEqual(listed, byYield.slice(0, listed.length).map((p) => p.prdCode));
});

Then('列表按业绩比较基准从{word}排列', async function (this: ScenarioWorld, direction: string) {
  const benchmarks = (await this.driver.listed()).filter((p) => p.yieldLabel === '业绩比较基准').map((p) => percent(p.yieldValue));
  assert.ok(benchmarks.length >= 2, 'too few benchmarks to judge the order');
  const sorted = [...benchmarks].sort((a, b) => (direction === '高到低' ? b - a : a - b));
  assert.deepEqual(benchmarks, sorted);
});

Then('列表中都是活期产品', async function (this: ScenarioWorld) {
  const codes = (await this.driver.listed()).map((p) => p.code);
  assert.ok(codes.length > 0);
  assert.ok(codes.every((code) => !code.startsWith('EXP') && !code.startsWith('RCLS')), codes.join(','));
});
