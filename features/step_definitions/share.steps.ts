import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import type { ScenarioWorld } from '../support/world';
import type { SharedView } from '../support/tasks/views';

const shared = async (world: ScenarioWorld): Promise<SharedView> => {
  const content = await world.driver.sharedContent();
  assert.ok(content, 'the page set no share');
  return content;
};

const linkQuery = (content: SharedView) => new URL(content.link, 'http://store').searchParams;

/** The client manager the bank keeps on the scenario's purchases of this product (SPEC §3's buy payload, clientManager); '' for none. */
async function managersOfPurchases(world: ScenarioWorld, prdCode: string): Promise<string[]> {
  const purchases = (await world.driver.bankOrders()).filter((deal) => deal.prdCode === prdCode && deal.transType === '购买');
  assert.ok(purchases.length > 0, `the bank has no purchase of ${prdCode}`);
  return purchases.map((deal) => deal.clientManager ?? '');
}

Given('客户打开没有客户经理编号的产品{string}分享链接', async function (this: ScenarioWorld, prdCode: string) {
  await this.driver.open({ shareType: '01', prdCode });
});

Then('银行收到的产品{string}的购买带有客户经理编号{string}', async function (this: ScenarioWorld, prdCode: string, employeeNo: string) {
  const managers = await managersOfPurchases(this, prdCode);
  assert.deepEqual(managers, managers.map(() => employeeNo));
});

Then('银行收到的产品{string}的购买不带客户经理编号', async function (this: ScenarioWorld, prdCode: string) {
  const managers = await managersOfPurchases(this, prdCode);
  assert.deepEqual(managers, managers.map(() => ''));
});

Then('分享出去的标题是{string}', async function (this: ScenarioWorld, title: string) {
  assert.equal((await shared(this)).title, title);
});

Then('分享出去的链接打开产品{string}，带有客户经理编号{string}', async function (this: ScenarioWorld, prdCode: string, employeeNo: string) {
  const content = await shared(this);
  assert.ok(content.link.startsWith('/wxPrdDetail?'), content.link);
  assert.deepEqual(Object.fromEntries(linkQuery(content)), { shareType: '01', prdCode, employeeNo });
});

Then('分享出去的链接打开产品{string}，不带客户经理编号', async function (this: ScenarioWorld, prdCode: string) {
  assert.deepEqual(Object.fromEntries(linkQuery(await shared(this))), { shareType: '01', prdCode });
});

Then('分享出去的描述写着{string}', async function (this: ScenarioWorld, text: string) {
  const { desc } = await shared(this);
  assert.ok(desc.includes(text), desc);
});

Then('分享出去的图标是商城的图标', async function (this: ScenarioWorld) {
  assert.equal((await shared(this)).imgUrl, '/share-icon.png');
});

Then('商城向银行取得了一次分享签名', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.requestCount('/wxShare'), 1);
});

Then('商城没有向银行取分享签名', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.requestCount('/wxShare'), 0);
});

Then('页面没有设置分享内容', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.sharedContent(), null);
});

Then('客户没有看到任何提示', async function (this: ScenarioWorld) {
  assert.deepEqual(await this.driver.toastsOnceQuiet(), []);
});
