import assert from 'node:assert/strict';
import { defineParameterType, Then, When } from '@cucumber/cucumber';
import type { ScenarioWorld } from '../support/world';

/** The pages that carry the 长辈版 switch, as currentPage names them. */
const SWITCH_PAGES: Record<string, string> = { 理财首页: '理财首页', 我的理财: '/myHome' };

defineParameterType({ name: 'switchPage', regexp: /理财首页|我的理财/, transformer: (name: string) => SWITCH_PAGES[name] });
defineParameterType({ name: 'switchAction', regexp: /打开|关闭/, transformer: (action: string) => action === '打开' });
defineParameterType({ name: 'switchState', regexp: /已打开|未打开/, transformer: (state: string) => state === '已打开' });

// ---- 长辈版: the switch, remembered on the phone ------------------------------------------------

When('客户在{switchPage}{switchAction}长辈版', async function (this: ScenarioWorld, page: string, on: boolean) {
  assert.equal(await this.driver.currentPage(), page);
  await this.driver.switchElderMode(on);
});

When('客户下次再从{mode}进入理财商城', async function (this: ScenarioWorld, mode: string) {
  await this.driver.visitAgain({ shareType: mode });
});

Then('商城显示长辈版', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.elderModeOn(), true);
});

Then('商城显示标准版', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.elderModeOn(), false);
});

Then('页面上有名为{string}的开关按钮，读作{switchState}，至少{int}像素高', async function (this: ScenarioWorld, name: string, pressed: boolean, height: number) {
  const shown = await this.driver.elderSwitch();
  assert.deepEqual({ name: shown.name, pressed: shown.pressed }, { name, pressed });
  assert.ok(shown.height >= height, `the switch is ${shown.height}px high`);
});

When('客户只用键盘按下长辈版开关', async function (this: ScenarioWorld) {
  await this.driver.pressElderSwitchByKeyboard();
});

// ---- plain words beside a risk level ------------------------------------------------------------

Then('风险等级旁边写着{string}', async function (this: ScenarioWorld, words: string) {
  assert.equal(await this.driver.riskInPlainWords(), words);
});

Then('风险等级旁边没有大白话说明', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.riskInPlainWords(), null);
});

// ---- sizes, spacing and contrast (measured in the browser) -------------------------------------

/** What falls short, one line each, so a failure names the elements. */
const shortOf = <T extends { what: string }>(items: T[], short: (item: T) => boolean, say: (item: T) => string) => items.filter(short).map((item) => `${item.what}: ${say(item)}`);

Then('页面上的文字都至少{int}像素，标题比正文大', async function (this: ScenarioWorld, px: number) {
  const { texts, headings, bodySize } = await this.driver.elderLayout();
  assert.deepEqual([
    ...shortOf(texts, (text) => text.size < px, (text) => `${text.size}px`),
    ...shortOf(headings, (heading) => heading.size <= bodySize, (heading) => `heading ${heading.size}px, body ${bodySize}px`),
  ], []);
});

Then('每行文字的行高至少是字号的{float}倍', async function (this: ScenarioWorld, times: number) {
  // Browsers keep line boxes in 1/64 px: 1.3 may read 1.299.
  const { texts } = await this.driver.elderLayout();
  assert.deepEqual(shortOf(texts, (text) => text.lineHeight !== null && text.lineHeight < times - 0.005, (text) => `${text.lineHeight!.toFixed(3)}`), []);
});

Then('页面上能点的地方都至少{int}像素高', async function (this: ScenarioWorld, px: number) {
  const { targets } = await this.driver.elderLayout();
  assert.deepEqual(shortOf(targets, (target) => target.height < px - 0.5, (target) => `${target.height.toFixed(1)}px`), []);
});

Then('文字与背景的对比度都至少{float}比1', async function (this: ScenarioWorld, least: number) {
  const { texts } = await this.driver.elderLayout();
  assert.deepEqual(shortOf(texts, (text) => text.contrast !== null && text.contrast < least, (text) => `${text.contrast!.toFixed(2)}:1`), []);
});

Then('页面允许双指放大', async function (this: ScenarioWorld) {
  const viewport = await this.driver.viewport();
  assert.match(viewport, /width=device-width/);
  assert.doesNotMatch(viewport, /user-scalable\s*=\s*(no|0)|maximum-scale/);
});
