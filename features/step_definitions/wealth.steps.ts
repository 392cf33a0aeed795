import assert from 'node:assert/strict';
import { Then, When, type DataTable } from '@cucumber/cucumber';
import type { ScenarioWorld } from '../support/world';

// ---- /myHome and the holdings ---------------------------------------------------------------

When('客户打开我的理财', async function (this: ScenarioWorld) {
  await this.driver.openMyWealth();
});

When('客户直接打开我的理财', async function (this: ScenarioWorld) {
  await this.driver.openMyWealthDirectly();
});

Then('我的理财显示总资产{string}，昨日收益{string}，累计收益{string}', async function (this: ScenarioWorld, total: string, last: string, income: string) {
  assert.deepEqual(await this.driver.wealthTotals(), { 总资产: total, 昨日收益: last, 累计收益: income });
});

Then('{kind}持仓是{string}', async function (this: ScenarioWorld, kind: '定期理财' | '活期理财', names: string) {
  assert.deepEqual(await this.driver.holdingsIn(kind), names ? names.split('、') : []);
});

// ---- /currentMoreSum, /regularMoreSum: every holding of one kind, 99 first then 20 a page ------------

When('客户查看全部{kind}持仓', async function (this: ScenarioWorld, kind: '定期理财' | '活期理财') {
  await this.driver.openAllHoldings(kind);
});

Then('全部{kind}持仓共{int}笔，参考市值{string}元', async function (this: ScenarioWorld, kind: '定期理财' | '活期理财', count: number, value: string) {
  const shown = await this.driver.allHoldings();
  assert.deepEqual({ title: shown.title, summary: shown.summary }, { title: `${kind}持仓`, summary: `共${count}笔 · ${value}元` });
});

Then('全部持仓显示{int}笔，还可以加载更多', async function (this: ScenarioWorld, count: number) {
  const shown = await this.driver.allHoldings();
  assert.deepEqual({ count: shown.holdings.length, more: shown.moreOffered }, { count, more: true });
});

Then('全部持仓显示{int}笔，没有更多了', async function (this: ScenarioWorld, count: number) {
  const shown = await this.driver.allHoldings();
  assert.deepEqual({ count: shown.holdings.length, more: shown.moreOffered }, { count, more: false });
});

Then('全部持仓的第{int}笔是{string}', async function (this: ScenarioWorld, place: number, name: string) {
  assert.equal((await this.driver.allHoldings()).holdings[place - 1]?.产品, name);
});

Then('全部持仓是：', async function (this: ScenarioWorld, table: DataTable) {
  const names = Object.keys(table.hashes()[0] ?? {});
  const shown = (await this.driver.allHoldings()).holdings;
  assert.deepEqual(shown.map((holding) => Object.fromEntries(names.map((name) => [name, holding[name]]))), table.hashes());
});

When('客户加载更多持仓', async function (this: ScenarioWorld) {
  await this.driver.loadMoreHoldings();
});

When('客户直接打开产品{string}的赎回页', async function (this: ScenarioWorld, prdCode: string) {
  await this.driver.reopen('/redemption', { prdCode });
});

When('客户打开产品{string}的持仓详情', async function (this: ScenarioWorld, prdCode: string) {
  await this.driver.openHolding(prdCode);
});

When('客户打开产品{string}的收益明细', async function (this: ScenarioWorld, prdCode: string) {
  await this.driver.openHolding(prdCode, true);
});

Then('持仓详情写着{string}为{string}', async function (this: ScenarioWorld, term: string, value: string) {
  assert.equal((await this.driver.holdingFacts())[term], value);
});

Then('持仓详情提供{string}', async function (this: ScenarioWorld, actions: string) {
  assert.deepEqual(await this.driver.holdingActions(), actions.split('、'));
});

// ---- redemption ------------------------------------------------------------------------------

When('客户赎回产品{string}', async function (this: ScenarioWorld, prdCode: string) {
  await this.driver.startRedemption(prdCode, '赎回');
});

When('客户快速赎回产品{string}', async function (this: ScenarioWorld, prdCode: string) {
  await this.driver.startRedemption(prdCode, '快速赎回');
});

When('客户输入赎回份额{string}并确认赎回', async function (this: ScenarioWorld, volume: string) {
  await this.driver.enterVolume(volume);
  await this.driver.confirmRedemption();
});

When('客户选择全部赎回并确认赎回', async function (this: ScenarioWorld) {
  await this.driver.redeemAll();
  await this.driver.confirmRedemption();
});

When('客户输入赎回的交易密码{string}', async function (this: ScenarioWorld, pin: string) {
  await this.driver.enterRedemptionPin(pin);
});

Then('赎回页提示{string}', async function (this: ScenarioWorld, message: string) {
  assert.equal(await this.driver.volumeMessage(), message);
});

Then('赎回页说明{string}', async function (this: ScenarioWorld, text: string) {
  assert.equal(await this.driver.fastQuota(), text);
});

Then('客户看到{string}，赎回是：', async function (this: ScenarioWorld, title: string, table: DataTable) {
  const shown = await this.driver.redemptionDone();
  assert.ok(shown, 'no redemption result is shown');
  assert.equal(shown.title, title);
  const [expected] = table.hashes();
  assert.deepEqual(Object.fromEntries(Object.keys(expected).map((name) => [name, shown.rows[name]])), expected);
});

Then('赎回未成功，原因是{string}', async function (this: ScenarioWorld, reason: string) {
  assert.equal(await this.driver.redemptionRefusal(), reason);
});

Then('银行记录客户持有产品{string}，份额{string}', async function (this: ScenarioWorld, prdCode: string, vol: string) {
  assert.equal((await this.driver.bankHolding(prdCode))?.vol, vol);
});

Then('银行记录客户没有持有产品{string}', async function (this: ScenarioWorld, prdCode: string) {
  assert.equal(await this.driver.bankHolding(prdCode), null);
});

Then('银行有{int}笔确认中的赎回：产品{string}，份额{string}', async function (this: ScenarioWorld, count: number, prdCode: string, vol: string) {
  const redemptions = (await this.driver.bankOrders()).filter((deal) => deal.transType === '赎回' && deal.status === '确认中');
  assert.equal(redemptions.length, count, JSON.stringify(redemptions));
  assert.ok(redemptions.every((deal) => deal.prdCode === prdCode && deal.vol === vol), JSON.stringify(redemptions));
});

// ---- /dividend -------------------------------------------------------------------------------

When('客户打开产品{string}的分红方式页', async function (this: ScenarioWorld, prdCode: string) {
  await this.driver.reopen('/dividend', { prdCode });
});

When('客户选择分红方式{string}并确认修改', async function (this: ScenarioWorld, mode: string) {
  await this.driver.changeDividend(mode);
});

Then('银行记录产品{string}的分红方式是{string}', async function (this: ScenarioWorld, prdCode: string, divMode: string) {
  assert.equal((await this.driver.bankHolding(prdCode))?.divMode, divMode);
});

// ---- /pdfShow --------------------------------------------------------------------------------

When('客户打开产品{string}的产品文件', async function (this: ScenarioWorld, prdCode: string) {
  await this.driver.reopen('/pdfShow', { prdCode });
});

Then('产品文件依次是{string}', async function (this: ScenarioWorld, names: string) {
  assert.deepEqual(await this.driver.holdingDocuments(), names.split('、'));
});

When('客户查看产品文件{string}', async function (this: ScenarioWorld, name: string) {
  await this.driver.chooseHoldingDocument(name);
});

Then('正在查看的产品文件是{string}', async function (this: ScenarioWorld, name: string) {
  assert.equal(await this.driver.shownHoldingDocument(), name);
});
