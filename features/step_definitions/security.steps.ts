import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { ScenarioWorld } from '../support/world';
import { XSS_MARKUP } from '../support/xss-corpus';
import { samplesOfPart } from '../support/route-samples';
import { WALK_PART_CEILING_MS } from '../support/patience';

// ---- response headers --------------------------------------------------------------------------

/**
 * A policy's directives by name, each with its sources; the import maps' hashes in script-src
 * (they change with every build: scripts/security-headers.ts) read as the words 导入映射的散列.
 */
const directives = (policy: string): Map<string, string> =>
  new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0])
    .map(([name, ...sources]) => [name, sources.join(' ').replace(/( 'sha256-[^']+')+/, ' 导入映射的散列')]));

Then('页面的内容安全策略是', async function (this: ScenarioWorld, table: DataTable) {
  const policy = directives((await this.driver.pageHeaders())['content-security-policy'] ?? '');
  for (const { 指令: name, 来源: sources } of table.hashes()) assert.equal(policy.get(name), sources, `${name} in ${JSON.stringify([...policy])}`);
  assert.ok(!/'unsafe-inline'|'unsafe-eval'/.test(policy.get('script-src') ?? policy.get('default-src') ?? ''), 'scripts allow inline or eval');
});

Then('页面的响应头{string}是{string}', async function (this: ScenarioWorld, name: string, value: string) {
  assert.equal((await this.driver.pageHeaders())[name.toLowerCase()], value);
});

Then('银行接口的回答带着{string}为{string}', async function (this: ScenarioWorld, name: string, value: string) {
  assert.equal((await this.driver.apiHeaders())[name.toLowerCase()], value);
});

Then('内容安全策略没有拦下商城自己的任何东西', async function (this: ScenarioWorld) {
  assert.deepEqual(await this.driver.policyViolations(), []);
});

When('有人往页面里插入一段内联脚本', async function (this: ScenarioWorld) {
  this.remembered.set('inlineRan', await this.driver.inlineScriptRuns());
});

/** A violation of the policy by a script put into the page: script-src's, or Trusted Types' (the script's text set without the store's policy). */
const blocksScript = (line: string) => /^(script-src|require-trusted-types-for)/.test(line);

Then('这段脚本没有运行，内容安全策略拦下了它', async function (this: ScenarioWorld) {
  assert.equal(this.remembered.get('inlineRan'), false);
  const blocked = await this.driver.policyViolations();
  assert.ok(blocked.some(blocksScript), JSON.stringify(blocked));
});

// ---- the policy's reports ----------------------------------------------------------------------

When('客户在安全策略之下打开{string}的每一个页面，展开每一处说明', { timeout: WALK_PART_CEILING_MS }, async function (this: ScenarioWorld, part: string) {
  this.remembered.set('policyReports', await this.driver.policyReportsAfterEveryRoute(samplesOfPart(part)));
});

Then('银行没有收到违反安全策略的报告', function (this: ScenarioWorld) {
  assert.deepEqual(this.remembered.get('policyReports'), []);
});

Then('银行收到了这段脚本被拦下的报告', async function (this: ScenarioWorld) {
  const reports = await this.driver.policyReportsReceived();
  assert.ok(reports.some((line) => blocksScript(line) && line.includes('__inlineRan')), JSON.stringify(reports));
});

// ---- integrity ---------------------------------------------------------------------------------

Given('商城按需加载的脚本在送到客户手机的途中被人改动过', async function (this: ScenarioWorld) {
  await this.driver.tamperWithLazyScripts();
});

Then('改动过的脚本一段也没有运行', async function (this: ScenarioWorld) {
  const { sent, ran } = await this.driver.tamperedScripts();
  assert.ok(sent > 0, 'no tampered script reached the page: the check proves nothing');
  assert.equal(ran, 0);
});

// ---- hostile text (XSS) ------------------------------------------------------------------------

Given('银行返回的每段文字都夹带了脚本、事件代码、javascript:链接、SVG和编码过的代码', async function (this: ScenarioWorld) {
  await this.driver.carryHostileText(XSS_MARKUP);
});

When('客户打开{string}的每一个页面，展开每一处说明', { timeout: WALK_PART_CEILING_MS }, async function (this: ScenarioWorld, part: string) {
  this.remembered.set('hostile', await this.driver.hostileTextOutcome(samplesOfPart(part)));
});

const hostileOutcome = (world: ScenarioWorld) => world.remembered.get('hostile') as Awaited<ReturnType<ScenarioWorld['driver']['hostileTextOutcome']>>;

Then('夹带的代码一段也没有运行', function (this: ScenarioWorld) {
  assert.deepEqual(hostileOutcome(this).ran, []);
});

Then('页面上没有事件代码、javascript:链接或内嵌框架', function (this: ScenarioWorld) {
  assert.deepEqual(hostileOutcome(this).runnable, []);
});

Then('客户看到的夹带内容是原样的文字', function (this: ScenarioWorld) {
  assert.ok(hostileOutcome(this).shownAsText > 0, 'the hostile text never reached the screen: the check above proves nothing');
});

// ---- secrets -----------------------------------------------------------------------------------

const NOWHERE: string[] = [];

Then('客户的完整证件号不出现在地址、控制台、本地存储、会话存储或行为记录中', async function (this: ScenarioWorld) {
  const idNo = await this.driver.customerIdNumber();
  assert.deepEqual(await this.driver.placesExposing(idNo), NOWHERE);
});

Then('商城发给银行的登录令牌不出现在地址、控制台、本地存储、会话存储或行为记录中', async function (this: ScenarioWorld) {
  const credentials = await this.driver.credentialsSent();
  assert.ok(credentials.length > 0, 'the store sent no credential: nothing was checked');
  for (const credential of credentials) assert.deepEqual(await this.driver.placesExposing(credential), NOWHERE, credential);
});
