import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import dayjs from 'dayjs';
import '../support/business-terms';
import type { ScenarioWorld } from '../support/world';
import type { ProductKindName, ProductSummaryView } from '../support/tasks/views';

/*
 * Issue 18 item 2 (《金融机构产品适当性管理办法》 Art. 13): a product above the customer's risk level
 * says so before any tap, and a recommendation mark is not shown to a customer below the product.
 */

/** 1–5 of a level written anywhere in the text (中风险(R3), C1). */
const levelIn = (text: string): number => Number(/[CR]([1-5])/.exec(text)?.[1] ?? 0);

/** Each product above the level has the mark and the others none; `count` of them, so that a list without any cannot pass. */
function assertMarks(products: ProductSummaryView[], customerLevel: string, mark: string, count: number): void {
  const above = products.filter((product) => levelIn(product.risk) > levelIn(customerLevel));
  for (const product of products) assert.equal(product.aboveLevel, above.includes(product) ? mark : '', `${product.code} ${product.risk}`);
  assert.equal(above.length, count, `above ${customerLevel}: ${above.map((product) => `${product.code} ${product.risk}`).join(', ')}`);
}

Then('首页{string}中风险等级高于{string}的产品都标明{string}，共{int}个，其余产品没有', async function (this: ScenarioWorld, kind: ProductKindName, level: string, mark: string, count: number) {
  assertMarks((await this.driver.homeSection(kind)).products, level, mark, count);
});

Then('列表中风险等级高于{string}的产品都标明{string}，共{int}个，其余产品没有', async function (this: ScenarioWorld, level: string, mark: string, count: number) {
  assertMarks(await this.driver.listed(), level, mark, count);
});

Then('首页{string}没有产品标明{string}', async function (this: ScenarioWorld, kind: ProductKindName, mark: string) {
  const { products } = await this.driver.homeSection(kind);
  assert.ok(products.length > 0);
  assert.deepEqual(products.filter((product) => product.aboveLevel !== ''), [], mark);
});

Then('列表中产品{string}的收益显示为{string}', async function (this: ScenarioWorld, code: string, value: string) {
  const product = (await this.driver.listed()).find((one) => one.code === code);
  assert.ok(product, `${code} is not listed`);
  assert.equal(product.yieldValue, value);
});

Then('详情页在购买按钮上方说明{string}', async function (this: ScenarioWorld, notice: string) {
  assert.equal((await this.driver.detail()).suitabilityNotice, notice);
});

/** A record is good for a year (DECISIONS.md "Risk"). */
Then('详情页在购买按钮上方说明本产品风险等级为{string}，{int}天前做的风评已过期', async function (this: ScenarioWorld, risk: string, days: number) {
  const expired = dayjs().subtract(days, 'day').add(1, 'year').format('YYYY-MM-DD');
  assert.equal((await this.driver.detail()).suitabilityNotice, `本产品风险等级为${risk}。您的风险承受能力评估已于${expired}过期，重新评估后才能知道本产品是否适合您。`);
});

Then('详情页没有关于风险承受能力的说明', async function (this: ScenarioWorld) {
  assert.equal((await this.driver.detail()).suitabilityNotice, null);
});

Then('对比表中每个产品都标明{string}', async function (this: ScenarioWorld, mark: string) {
  const { rows } = await this.driver.contrast();
  assert.ok(rows.length > 0);
  for (const row of rows) assert.equal(row.aboveLevel, mark, row.name);
});

Then('对比表中没有产品标明{string}', async function (this: ScenarioWorld, mark: string) {
  const { rows } = await this.driver.contrast();
  assert.ok(rows.length > 0);
  for (const row of rows) assert.equal(row.aboveLevel, '', `${row.name}: ${mark}`);
});
