import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { ScenarioWorld } from '../support/world';
import { SPEC_CONTRAST_PAGE, SPEC_FEES_PAGE, specSubPage } from '../support/spec-sub-pages';

/** The detail page's sub pages: 更多信息, 产品概述, 交易规则, 产品费率. */

const list = (words: string) => words.split('、').map((word) => word.trim());
/** Text as read, without the line breaks and spaces a browser puts between blocks. */
const squeezed = (text: string) => text.replace(/<[^>]+>/g, '').replace(/\s+/g, '');

interface Lines<T> { lineList: T[] }

/** The fee tables' headings, in the feature's words, by the bank's kind of fee. */
const FEE_GROUPS = { buy: '认购/申购费', redeem: '赎回费', ongoing: '其他费用' } as const;
/** What a fee line says when the bank names no condition for it. */
const ALWAYS = '不区分情形';

const bankProduct = async (world: ScenarioWorld, code: string) => {
  const product = (await world.driver.bankProducts()).find((record) => record.prdCode === code);
  assert.ok(product, `the bank has no product ${code}`);
  return product;
};

// ---- 更多信息 ----------------------------------------------------------------------------------

Then('更多信息列出{string}', async function (this: ScenarioWorld, words: string) {
  assert.deepEqual((await this.driver.moreInfo()).map((link) => link.label), list(words));
});

/** Where each 更多信息 link leads: the family's pages the feature names (SPEC §2's routes), the fees, and the product's series. */
Then('更多信息的每一项都带着该产品，通向{string}的产品概述、{string}的交易规则和{string}的历史业绩', async function (this: ScenarioWorld, synopsis: string, tradeRules: string, history: string) {
  const { code } = await this.driver.detail();
  const product = await bankProduct(this, code);
  const expected: Record<string, { path: string; query: Record<string, string> }> = {
    产品概述: { path: specSubPage('产品概述', synopsis), query: { prdCode: code } },
    交易规则: { path: specSubPage('交易规则', tradeRules), query: { prdCode: code } },
    历史业绩: { path: specSubPage('历史业绩', history), query: { prdCode: code } },
    产品费率: { path: SPEC_FEES_PAGE, query: { prdCode: code } },
    同系列产品: { path: SPEC_CONTRAST_PAGE, query: { seriesCode: product.seriesCode, prdCode: code } },
  };
  for (const link of await this.driver.moreInfo()) {
    assert.deepEqual({ path: link.path, query: link.query }, expected[link.label], `更多信息 ${link.label}`);
  }
});

When('客户从更多信息进入{string}', async function (this: ScenarioWorld, label: string) {
  await this.driver.followMoreInfo(label);
});

When('客户直接打开产品{string}的产品费率', async function (this: ScenarioWorld, code: string) {
  await this.driver.reopen('/poundage', { prdCode: code });
});

// ---- the sub pages ---------------------------------------------------------------------------

Then(/^客户看到产品"([^"]*)"的(产品概述|交易规则|产品费率)$/, async function (this: ScenarioWorld, code: string, kind: string) {
  const page = await this.driver.subPage();
  const product = await bankProduct(this, code);
  assert.equal(page.kind, kind);
  assert.equal(page.name, product.prdName);
  assert.equal(page.query.prdCode, code);
});

Then('产品概述与银行公布的一致', async function (this: ScenarioWorld) {
  const page = await this.driver.subPage();
  const published = ((await this.driver.bankAnswer('GET', '/h5/api/query/t200007', { prdCode: page.query.prdCode })) as Lines<{ title: string; content: string }>).lineList;
  assert.ok(published.length > 0, 'the bank publishes no synopsis for this product');
  assert.equal(page.message, null);
  assert.deepEqual(
    page.sections.map((section) => [section.heading, squeezed(section.text)]),
    published.map((section) => [section.title, squeezed(section.content)]),
  );
});

Then('产品概述依次介绍{string}', async function (this: ScenarioWorld, titles: string) {
  assert.deepEqual((await this.driver.subPage()).sections.map((section) => section.heading), list(titles));
});

Then('产品概述下方提示{string}', async function (this: ScenarioWorld, note: string) {
  assert.equal((await this.driver.subPage()).note, note);
});

Then('该页面写着{string}', async function (this: ScenarioWorld, text: string) {
  const page = await this.driver.subPage();
  const shown = [...page.sections.flatMap((section) => [section.heading, section.text]), ...page.tables.flatMap((table) => [table.heading, ...table.rows.flat()])];
  assert.ok(shown.some((words) => squeezed(words).includes(squeezed(text))), `the page says: ${shown.join(' / ') || page.message}`);
});

Then('该页面说明{string}', async function (this: ScenarioWorld, text: string) {
  assert.equal((await this.driver.subPage()).message, text);
});

When('客户重新加载该页面', async function (this: ScenarioWorld) {
  await this.driver.retrySubPage();
});

Then('产品费率与银行公布的一致', async function (this: ScenarioWorld) {
  const page = await this.driver.subPage();
  const { feeList } = (await this.driver.bankAnswer('GET', '/h5/api/query/t200003', { prdCode: page.query.prdCode })) as { feeList: Array<{ feeType: 'buy' | 'redeem' | 'ongoing'; feeName: string; feeRate: string; feeDesc: string }> };
  assert.ok(feeList.length > 0, 'the bank publishes no fees for this product');
  const expected = (Object.keys(FEE_GROUPS) as Array<keyof typeof FEE_GROUPS>)
    .map((type) => ({ heading: FEE_GROUPS[type], rows: feeList.filter((fee) => fee.feeType === type).map((fee) => [fee.feeName, fee.feeDesc || ALWAYS, fee.feeRate]) }))
    .filter((table) => table.rows.length > 0);
  assert.equal(page.message, null);
  assert.deepEqual(page.tables, expected);
});

Then('{string}一栏为', async function (this: ScenarioWorld, heading: string, table: DataTable) {
  const shown = (await this.driver.subPage()).tables.find((shownTable) => shownTable.heading === heading);
  assert.ok(shown, `no fee table ${heading}`);
  assert.deepEqual(shown.rows, table.raw().map((row) => row.map((cell) => cell.trim())));
});

// ---- server text with smuggled code ------------------------------------------------------------

/** Sales material carrying the usual ways to smuggle code into HTML; each would set window.injected. */
const HOSTILE_SYNOPSIS = [
  '<p>本产品主要投资于高等级债券。</p>',
  '<script>window.injected = "script"</script>',
  '<img src="x" onerror="window.injected = \'onerror\'">',
  '<svg><circle onload="window.injected = \'svg\'" r="1"></circle></svg>',
  '<p><a href="javascript:window.injected = \'link\'">查看详情</a></p>',
  '<iframe src="javascript:parent.injected = \'iframe\'"></iframe>',
].join('');

Given('产品{string}的产品概述夹带了脚本、事件代码和javascript:链接', async function (this: ScenarioWorld, code: string) {
  await this.driver.publishSynopsis(code, [{ title: '产品概况', content: HOSTILE_SYNOPSIS }]);
});

Then('该页面中没有javascript:链接', async function (this: ScenarioWorld) {
  const links = await this.driver.subPageLinks();
  assert.ok(links.every((href) => !/^\s*javascript:/i.test(href)), `links: ${JSON.stringify(links)}`);
});
