import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import type { ScenarioWorld } from '../support/world';
import type { SharedView } from '../support/tasks/views';

const shared = async (world: ScenarioWorld): Promise<SharedView> => {
  const content = await world.driver.sharedContent();
  assert.ok(content, 'the page set no share');
  return content;
};

const linkQuery = (content: SharedView) => new URL(content.link, 'http://store').searchParams;

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
  assert.deepEqual(await this.driver.toasts(), []);
});
