import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { ScenarioWorld } from '../support/world';
import { samplesOfPart } from '../support/route-samples';
import { WALK_PART_CEILING_MS } from '../support/patience';

When('无障碍检查走过{string}的每一个页面，展开每一处说明', { timeout: WALK_PART_CEILING_MS }, async function (this: ScenarioWorld, part: string) {
  this.remembered.set('axe', await this.driver.accessibilityFindings(samplesOfPart(part)));
});

When('走查{string}的每一个页面，展开每一处说明', { timeout: WALK_PART_CEILING_MS }, async function (this: ScenarioWorld, part: string) {
  this.remembered.set('console', await this.driver.consoleFindings(samplesOfPart(part)));
  this.remembered.set('nesting', await this.driver.nestingFindings(samplesOfPart(part)));
});

Then('每个页面的元素嵌套都合乎HTML规范', function (this: ScenarioWorld) {
  assert.deepEqual(this.remembered.get('nesting'), []);
});

Then('浏览器控制台没有错误或警告', function (this: ScenarioWorld) {
  assert.deepEqual(this.remembered.get('console'), []);
});

Then('没有严重或致命的无障碍问题', function (this: ScenarioWorld) {
  assert.deepEqual(this.remembered.get('axe'), []);
});

Then('读屏读出名为{string}的密码键盘', async function (this: ScenarioWorld, name: string) {
  assert.equal((await this.driver.keypadAsRead()).name, name);
});

Then('密码键盘的每个键都有名称：数字0到9各一个，还有{string}和{string}', async function (this: ScenarioWorld, erase: string, close: string) {
  const { keys } = await this.driver.keypadAsRead();
  assert.deepEqual([...keys].sort(), ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', erase, close].sort());
});

When('客户只用键盘按下{int}个数字键', async function (this: ScenarioWorld, count: number) {
  await this.driver.pressKeypadByKeyboard(count);
});

Then('读屏读出{string}', async function (this: ScenarioWorld, status: string) {
  assert.equal((await this.driver.keypadAsRead()).status, status);
});
