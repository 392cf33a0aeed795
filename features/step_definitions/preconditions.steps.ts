import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import dayjs from 'dayjs';
import { eventually } from '../support/patience';
import type { ScenarioWorld } from '../support/world';

/** The pages of the buying flow as analysts name them. */
const PAGES: Record<string, string> = { 购买页: '/buy', 理财签约页: '/contractSigning', 风险测评页: '/answer' };
const pathOf = (name: string): string => PAGES[name] ?? assert.fail(`no page named ${name}`);

// ---- where the customer is -------------------------------------------------------------------

Then('客户来到{string}', async function (this: ScenarioWorld, page: string) {
  // The customer arrives: a page reached by a tap may still be loading its code and data.
  const expected = pathOf(page);
  assert.equal(await eventually(() => this.driver.currentPage(), (now) => now === expected), expected);
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

// ---- a product not on sale (SPEC §4 status 4 or 5, SPEC §2 sold out and pre-sale) --------------

/** The bank suspends trading in the product (status 4) through its control API, between one page and the next. */
Given('银行暂停了产品{string}的交易', async function (this: ScenarioWorld, code: string) {
  await this.driver.setProductStatus(code, '4');
});

const sayNotOnSale = async (world: ScenarioWorld, page: string, message: string, ways: string[]) => {
  assert.equal(await world.driver.currentPage(), page);
  assert.deepEqual(await world.driver.buyNotice(), { message, fix: null });
  assert.equal(await world.driver.amountEntryOffered(), false);
  assert.deepEqual(await world.driver.buyWaysBack(), ways);
};

Then('购买页说明{string}，不能输入金额，可以{string}或{string}', async function (this: ScenarioWorld, message: string, way: string, other: string) {
  await sayNotOnSale(this, '/buy', message, [way, other]);
});

/** The date is the bank's (its IPO starts ten days after its today). */
Then('购买页说明产品{string}未开售及其开售日期，不能输入金额，可以{string}或{string}', async function (this: ScenarioWorld, code: string, way: string, other: string) {
  const product = (await this.driver.bankProducts()).find((p) => p.prdCode === code) ?? assert.fail(`the bank has no ${code}`);
  await sayNotOnSale(this, '/buy', `未开售，${product.formatIpoStartDate} 开售`, [way, other]);
});

Then('定投页说明{string}，不能设置定投，可以{string}或{string}', async function (this: ScenarioWorld, message: string, way: string, other: string) {
  await sayNotOnSale(this, '/fixedtime', message, [way, other]);
});

When('客户点击{string}离开', async function (this: ScenarioWorld, way: string) {
  await this.driver.takeBuyWayBack(way);
});

Then('客户回到产品{string}的详情页', async function (this: ScenarioWorld, code: string) {
  assert.equal((await this.driver.detail()).code, code);
});

When('客户点击购买页上的{string}', async function (this: ScenarioWorld, fix: string) {
  assert.equal((await this.driver.buyNotice())?.fix, fix);
  await this.driver.fixBuyNotice();
});

// ---- dialogs ---------------------------------------------------------------------------------

Then('客户看到提示框{string}：{string}', async function (this: ScenarioWorld, title: string, message: string) {
  assert.deepEqual(await this.driver.dialogShown(), { title, message });
});

Then('客户看到提示框{string}，内容包含{string}', async function (this: ScenarioWorld, title: string, text: string) {
  const dialog = await this.driver.dialogShown();
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

When('客户在签约页选中银行卡{string}', async function (this: ScenarioWorld, card: string) {
  await this.driver.chooseContractCard(card);
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

When('客户在风评问卷第{int}题依次勾选每一个选项', async function (this: ScenarioWorld, index: number) {
  for (const optionNo of (await this.driver.riskQuestion(index)).options) await this.driver.tickRiskOption(index, optionNo, true);
});

When('客户在风评问卷第{int}题取消勾选{string}', async function (this: ScenarioWorld, index: number, optionNo: string) {
  await this.driver.tickRiskOption(index, optionNo, false);
});

Then('风评问卷第{int}题选中了{string}，题下说明{string}', async function (this: ScenarioWorld, index: number, chosen: string, rule: string) {
  const question = await this.driver.riskQuestion(index);
  assert.deepEqual({ chosen: question.chosen.join('、'), rule: question.rule }, { chosen, rule });
});

Then('风评问卷第{int}题不能再选的选项是{string}', async function (this: ScenarioWorld, index: number, options: string) {
  assert.equal((await this.driver.riskQuestion(index)).disabled.join('、'), options);
});

Then('风评问卷第{int}题的每个选项都可以选', async function (this: ScenarioWorld, index: number) {
  assert.deepEqual((await this.driver.riskQuestion(index)).disabled, []);
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

When('客户从风评结果返回理财首页', async function (this: ScenarioWorld) {
  await this.driver.leaveRiskResult();
});
