import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import dayjs from 'dayjs';
import type { ScenarioWorld } from '../support/world';

/** The pages of the buying flow as analysts name them. */
const PAGES: Record<string, string> = { 购买页: '/buy', 理财签约页: '/contractSigning', 风险测评页: '/answer' };
const pathOf = (name: string): string => PAGES[name] ?? assert.fail(`no page named ${name}`);

// ---- where the customer is -------------------------------------------------------------------

Then('客户来到{string}', async function (this: ScenarioWorld, page: string) {
  assert.equal(await this.driver.currentPage(), pathOf(page));
});

Then('客户还在{string}', async function (this: ScenarioWorld, page: string) {
  assert.equal(await this.driver.currentPage(), pathOf(page));
});

Then('客户经过微信登录来到{string}', async function (this: ScenarioWorld, page: string) {
  assert.equal(await this.driver.messagingLoginVisits(), 1);
  assert.equal(await this.driver.currentPage(), pathOf(page));
});

Then('客户还在详情页', async function (this: ScenarioWorld) {
  assert.ok((await this.driver.detail()).code);
});

When('客户打开理财签约页', async function (this: ScenarioWorld) {
  await this.driver.reopen('/contractSigning');
});

When('客户打开风险测评页', async function (this: ScenarioWorld) {
  await this.driver.reopen('/answer');
});

// ---- what the pages say before buying --------------------------------------------------------

Then('详情页没有购买提醒', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.buyNotice(), null);
});

Then('详情页提醒{string}，办法是{string}', async function (this: ScenarioWorld, message: string, fix: string) {
  assert.deepEqual(await this.driver.buyNotice(), { message, fix });
});

Then('详情页提醒{string}，没有线上办法', async function (this: ScenarioWorld, message: string) {
  assert.deepEqual(await this.driver.buyNotice(), { message, fix: null });
});

/** A record is good for a year (DECISIONS.md "Risk"). */
Then('详情页提醒{int}天前做的风评已过期，并且{string}', async function (this: ScenarioWorld, days: number, message: string) {
  const expired = dayjs().subtract(days, 'day').add(1, 'year').format('YYYY-MM-DD');
  assert.deepEqual(await this.driver.buyNotice(), { message: `您的风险承受能力评估已于${expired}过期。${message}`, fix: '去风评' });
});

Then('购买页说明暂时不能购买：{string}，办法是{string}', async function (this: ScenarioWorld, message: string, fix: string) {
  assert.equal(await this.driver.currentPage(), '/buy');
  assert.deepEqual(await this.driver.buyNotice(), { message, fix });
  assert.equal(await this.driver.amountEntryOffered(), false);
});

Then('购买页可以输入金额', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.buyNotice(), null);
  assert.equal(await this.driver.amountEntryOffered(), true);
});

When('客户点击购买页上的{string}', async function (this: ScenarioWorld, fix: string) {
  assert.equal((await this.driver.buyNotice())?.fix, fix);
  await this.driver.fixBuyNotice();
});

// ---- dialogs ---------------------------------------------------------------------------------

Then('客户看到提示框{string}：{string}', async function (this: ScenarioWorld, title: string, message: string) {
  assert.deepEqual(await this.driver.dialog(), { title, message });
});

Then('客户看到提示框{string}，内容包含{string}', async function (this: ScenarioWorld, title: string, text: string) {
  const dialog = await this.driver.dialog();
  assert.equal(dialog?.title, title);
  assert.ok(dialog.message.includes(text), `the dialog says: ${dialog.message}`);
});

When('客户在提示框中选择{string}', async function (this: ScenarioWorld, action: string) {
  await this.driver.chooseInDialog(action);
});

// ---- signing ---------------------------------------------------------------------------------

When('客户选择银行卡{string}签约，输入交易密码{string}', async function (this: ScenarioWorld, card: string, pin: string) {
  await this.driver.signContract(card, pin);
});

Then('签约页提示{string}', async function (this: ScenarioWorld, message: string) {
  assert.equal(await this.driver.contractError(), message);
});

// ---- adding a signing card: the bank app's card-binding screen (SPEC §8 "…点击添加您的理财签约卡") ----

When('客户添加理财签约卡，输入卡号{string}', async function (this: ScenarioWorld, typed: string) {
  await this.driver.openCardBinding();
  await this.driver.enterCardNumber(typed);
});

When('客户重新输入卡号{string}', async function (this: ScenarioWorld, typed: string) {
  await this.driver.enterCardNumber(typed);
});

When('客户打开添加理财签约卡后又取消', async function (this: ScenarioWorld) {
  await this.driver.openCardBinding();
  await this.driver.closeCardBinding();
});

When('客户关闭添加银行卡页面', async function (this: ScenarioWorld) {
  await this.driver.closeCardBinding();
});

Then('添加银行卡页面提示{string}', async function (this: ScenarioWorld, message: string) {
  assert.equal(await this.driver.cardBindingMessage(), message);
});

Then('签约页列出{int}张银行卡，选中的是{string}', async function (this: ScenarioWorld, count: number, card: string) {
  const cards = await this.driver.contractCards();
  assert.equal(cards.length, count, `the cards are ${JSON.stringify(cards)}`);
  assert.deepEqual(cards.filter((c) => c.selected).map((c) => c.card.includes(card)), [true], `the cards are ${JSON.stringify(cards)}`);
});

// ---- the risk questionnaire ------------------------------------------------------------------

When('客户每题都选风险承受能力最高的选项并提交', async function (this: ScenarioWorld) {
  await this.driver.answerRiskQuestions('last');
  await this.driver.submitRiskQuestionnaire();
});

When('客户每题都选风险承受能力最低的选项并提交', async function (this: ScenarioWorld) {
  await this.driver.answerRiskQuestions('first');
  await this.driver.submitRiskQuestionnaire();
});

When('客户只回答了前{int}题就提交', async function (this: ScenarioWorld, count: number) {
  await this.driver.answerRiskQuestions('first', count);
  await this.driver.submitRiskQuestionnaire();
});

Then('风评页提示{string}', async function (this: ScenarioWorld, message: string) {
  assert.equal(await this.driver.riskQuestionnaireError(), message);
});

Then('银行没有收到风评答卷', async function (this: ScenarioWorld) {
  assert.equal(await this.driver.requestCount('risk/evlRiskLevel'), 0);
});

Then('客户看到风评结果{string}', async function (this: ScenarioWorld, line: string) {
  const result = await this.driver.riskResult();
  assert.ok(result?.includes(line), `the result says: ${JSON.stringify(result)}`);
});

When('客户返回购买', async function (this: ScenarioWorld) {
  await this.driver.leaveRiskResult();
});
