import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { ScenarioWorld } from '../support/world';

Then('产品文件与银行公布的一致', async function (this: ScenarioWorld) {
  const { code } = await this.driver.detail();
  const { lineList } = (await this.driver.bankAnswer('GET', '/h5/api/query/t100011', { prdCode: code })) as { lineList: Array<{ insName: string }> };
  assert.ok(lineList.length > 0, 'the bank publishes no documents for this product');
  assert.deepEqual(await this.driver.documents(), { names: lineList.map((document) => document.insName), message: null });
});

Then('产品文件说明{string}', async function (this: ScenarioWorld, message: string) {
  assert.deepEqual(await this.driver.documents(), { names: [], message });
});

When('客户重新加载产品文件', async function (this: ScenarioWorld) {
  await this.driver.retryDocuments();
});

When('客户打开文件{string}', async function (this: ScenarioWorld, name: string) {
  await this.driver.openDocument(name);
});

When('客户打开地址为{string}的文件', async function (this: ScenarioWorld, address: string) {
  await this.driver.reopen('/pdf', { url: address, title: '产品说明书' });
});

Then('文件页的标题是{string}', async function (this: ScenarioWorld, title: string) {
  assert.equal((await this.driver.documentViewer()).title, title);
});

Then('文件显示{string}', async function (this: ScenarioWorld, pageLabel: string) {
  assert.equal((await this.driver.documentViewer()).pageLabel, pageLabel);
});

Then('文件第{int}页的文字包含{string}', async function (this: ScenarioWorld, page: number, text: string) {
  const viewer = await this.driver.documentViewer();
  assert.match(viewer.pageLabel ?? '', new RegExp(`^第${page}页`));
  assert.ok(viewer.pageText?.includes(text), `page text: ${viewer.pageText}`);
});

When('客户翻到{word}', async function (this: ScenarioWorld, direction: string) {
  await this.driver.turnDocumentPage(direction === '下一页' ? '下一页' : '上一页');
});

Then('文件页说明{string}', async function (this: ScenarioWorld, message: string) {
  assert.equal((await this.driver.documentViewer()).message, message);
});

When('客户重新打开文件', async function (this: ScenarioWorld) {
  await this.driver.retryDocument();
});

When('客户打开地址为{string}、没有标题的文件', async function (this: ScenarioWorld, address: string) {
  await this.driver.reopen('/pdf', { url: address });
});
