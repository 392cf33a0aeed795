import assert from 'node:assert/strict';
import { Then, When, type DataTable } from '@cucumber/cucumber';
import dayjs from 'dayjs';
import type { ScenarioWorld } from '../support/world';

/*
 * Issue 18 item 1: Art. 29 of NFRA Order 2025 No. 7 — the limits on risk assessments and the
 * reconfirmation of a changed level (features/risk-assessment-limits.feature).
 */

/** Dates as analysts name them, from today (the personas' histories are seeded relative to it). */
const datesNamed = (text: string) =>
  text
    .replace(/(\d+)天前那次评估的一年后/g, (_, days: string) => dayjs().subtract(Number(days), 'day').add(1, 'year').format('YYYY-MM-DD'))
    .replace(/明天/g, dayjs().add(1, 'day').format('YYYY-MM-DD'));

const bankRecord = async (world: ScenarioWorld) =>
  ((await world.driver.bankAnswer('POST', '/api/dbank/risk/queryRiskLevel', { accType: '2', idType: '0' })) as { lineList: Array<{ riskLevel: string }> }).lineList[0];

When('客户为购买产品{string}打开风险测评页', async function (this: ScenarioWorld, prdCode: string) {
  await this.driver.reopen('/answer', { prdCode });
});

Then('风险测评页说明{string}', async function (this: ScenarioWorld, text: string) {
  assert.equal((await this.driver.riskQuota()).quota, text);
});

Then('风险测评页给出问卷', async function (this: ScenarioWorld) {
  assert.ok((await this.driver.riskQuota()).questions > 0, 'the page offers no questions');
});

Then('风险测评页没有问卷', async function (this: ScenarioWorld) {
  const shown = await this.driver.riskQuota();
  assert.deepEqual({ quota: shown.quota, questions: shown.questions }, { quota: null, questions: 0 });
});

Then('风险测评页说明暂时不能评估：{string}，下次可评估日期是{word}', async function (this: ScenarioWorld, limit: string, date: string) {
  assert.deepEqual((await this.driver.riskQuota()).limit, ['暂时不能评估', limit, `下次可评估日期：${datesNamed(date)}`]);
});

Then('风险测评页说明{string}，没有问卷', async function (this: ScenarioWorld, message: string) {
  const shown = await this.driver.riskQuota();
  assert.deepEqual({ message: shown.message, questions: shown.questions }, { message, questions: 0 });
});

When('有人绕过商城直接向银行提交一份完整的风评答卷', async function (this: ScenarioWorld) {
  this.remembered.set('bankAnswer', await this.driver.answersStraightToBank());
});

Then('银行以业务码{string}拒绝，说明{string}', async function (this: ScenarioWorld, code: string, msg: string) {
  const answer = this.remembered.get('bankAnswer') as { success: boolean; code: string; msg: string };
  assert.deepEqual({ success: answer.success, code: answer.code, msg: answer.msg }, { success: false, code, msg: datesNamed(msg) });
});

Then(/^银行记录的风险等级(?:仍)?是"(C[1-5])"$/, async function (this: ScenarioWorld, level: string) {
  assert.equal((await bankRecord(this)).riskLevel, level);
});

Then('银行仍按原等级认为产品{string}适合客户', async function (this: ScenarioWorld, prdCode: string) {
  assert.deepEqual(await this.driver.bankAnswer('POST', '/api/dbank/validRisk', { accType: '2', idType: '0', prdCode }), { flag: '0' });
});

Then('风险测评页请客户确认新的风险等级：', async function (this: ScenarioWorld, lines: DataTable) {
  const change = await this.driver.riskChange();
  assert.deepEqual(change?.lines, lines.raw().map(([line]) => line));
});

Then('风险测评页没有请客户确认新的风险等级', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.riskChange(), null);
});

Then('确认页列出高于新等级的持有产品{string}', async function (this: ScenarioWorld, products: string) {
  assert.equal((await this.driver.riskChange())?.held.join('、'), products);
});

Then('确认页列出客户正要购买的产品{string}高于新等级', async function (this: ScenarioWorld, products: string) {
  assert.equal((await this.driver.riskChange())?.watched.join('、'), products);
});

Then('确认页没有列出产品', async function (this: ScenarioWorld) {
  const change = await this.driver.riskChange();
  assert.deepEqual({ held: change?.held, watched: change?.watched }, { held: [], watched: [] });
});

When('客户确认新的风险等级', async function (this: ScenarioWorld) {
  await this.driver.decideRiskChange(true);
});

When('客户保留原等级', async function (this: ScenarioWorld) {
  await this.driver.decideRiskChange(false);
});
