import assert from 'node:assert/strict';
import { Then, When, type DataTable } from '@cucumber/cucumber';
import type { ScenarioWorld } from '../support/world';
import type { DetailSectionName } from '../support/tasks/views';

interface Lines<T> { lineList: T[] }

const openProduct = async (world: ScenarioWorld) => {
  const { facts, code } = await world.driver.detail();
  return { facts, prdCode: code };
};

const bankLines = async <T>(world: ScenarioWorld, method: 'GET' | 'POST', path: string, params: Record<string, string | number>) =>
  ((await world.driver.bankAnswer(method, path, params)) as Lines<T>).lineList;

Then('详情页展示的最新净值与银行公布的最新净值一致', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.requestCount('queryManyQuotation'), 1);
  const { facts, prdCode } = await openProduct(this);
  const [latest] = await bankLines<{ nav: string; issDate: string }>(this, 'POST', '/api/dbank/queryManyQuotation', { offSet: 0, issDateOrder: 'desc', queryNum: 1, prdCode });
  assert.equal(facts['最新净值'], `${latest.nav}（${latest.issDate}）`);
});

Then('详情页没有展示{string}', async function (this: ScenarioWorld, name: string) {
  assert.equal((await this.driver.detail()).facts[name], undefined);
});

Then('产品特色与银行公布的一致', async function (this: ScenarioWorld) {
  const { prdCode } = await openProduct(this);
  const published = await bankLines<{ title: string }>(this, 'GET', '/h5/api/query/t200002', { prdCode });
  assert.ok(published.length > 0, 'the bank publishes no traits for this product');
  assert.deepEqual(await this.driver.traits(), published.map((trait) => trait.title));
});

Then('详情页没有产品特色', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.traits(), null);
});

Then('产品要素与银行公布的一致', async function (this: ScenarioWorld) {
  const { prdCode } = await openProduct(this);
  const published = await bankLines<{ name: string; value: string }>(this, 'GET', '/h5/api/query/t200003', { prdCode });
  const section = await this.driver.detailTable('产品要素');
  assert.equal(section.message, null);
  assert.deepEqual(section.rows, published.map(({ name, value }) => [name, value]));
});

Then('产品要素中写着{string}为{string}', async function (this: ScenarioWorld, name: string, value: string) {
  const { rows } = await this.driver.detailTable('产品要素');
  assert.deepEqual(rows.find(([shown]) => shown === name), [name, value]);
});

Then('{detailSection}说明{string}', async function (this: ScenarioWorld, section: DetailSectionName, text: string) {
  assert.equal((await this.driver.detailTable(section)).message, text);
});

When('客户重新加载{detailSection}', async function (this: ScenarioWorld, section: DetailSectionName) {
  await this.driver.retryDetailTable(section);
});

Then('开放周期与银行公布的一致', async function (this: ScenarioWorld) {
  const { prdCode } = await openProduct(this);
  const published = await bankLines<{ cycleDays: number; curCycleDate: string; nextCycleDate: string }>(this, 'POST', '/api/dbank/queryConfirmDate', { prdCode, offSet: 0, queryNum: 999 });
  assert.ok(published.length > 0, 'the bank publishes no cycles for this product');
  const section = await this.driver.detailTable('开放周期');
  assert.deepEqual(section.rows, published.map((cycle) => [`${cycle.cycleDays}天`, cycle.curCycleDate, cycle.nextCycleDate]));
});

Then('第一个开放周期从详情页的本期开始日开始', async function (this: ScenarioWorld) {
  const { facts } = await this.driver.detail();
  const { rows } = await this.driver.detailTable('开放周期');
  assert.equal(rows[0][1], facts['本期开始']);
});

Then('详情页列出产品特点', async function (this: ScenarioWorld, table: DataTable) {
  assert.deepEqual(await this.driver.openEndTraits(), table.raw().map(([trait]) => trait.trim()));
});

Then('详情页写着{string}', async function (this: ScenarioWorld, text: string) {
  assert.ok((await this.driver.pageText()).includes(text));
});

Then('详情页没有{string}或{string}之类的字样', async function (this: ScenarioWorld, first: string, second: string) {
  const text = await this.driver.pageText();
  for (const word of [first, second]) assert.ok(!text.includes(word), `the page says ${word}: …${text.slice(Math.max(0, text.indexOf(word) - 30), text.indexOf(word) + 30)}…`);
});
