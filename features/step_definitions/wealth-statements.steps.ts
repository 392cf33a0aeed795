import assert from 'node:assert/strict';
import { defineParameterType, Given, Then, When } from '@cucumber/cucumber';
import dayjs from 'dayjs';
import type { FaultRule } from '../support/tasks/views';
import { shiftMonth } from '../../mock-server/rules/statement-months';
import { fenOf, yuanText } from '../support/amounts';
import type { ScenarioWorld } from '../support/world';

/** The statement calls as analysts name them (SPEC §7). */
const STATEMENT_SERVICES: Record<string, string> = {
  对账单服务: 'api/dbank/f100004',
  对账单明细服务: 'api/dbank/f100005',
  交易明细服务: 'api/dbank/f100006',
};

defineParameterType({
  name: 'statementService',
  regexp: /对账单服务|对账单明细服务|交易明细服务/,
  transformer: (name: string) => STATEMENT_SERVICES[name],
});

const today = () => dayjs().format('YYYY-MM-DD');
/** Months as analysts name them, from today (the bank's month rule, mock-server/rules). */
const MONTHS: Record<string, number> = { 上个月: -1, 本月: 0 };
const monthNamed = (name: string) => shiftMonth(today(), MONTHS[name]);
/** 2026-03 → 2026年3月, as the features write a month. */
const monthWords = (month: string) => dayjs(`${month}-01`).format('YYYY年M月');
const statementTitle = (month: string) => `${monthWords(month)}对账单`;
/** The list covers 近12个月 (the feature's words): from the first day of the month twelve months back to today. */
const LISTED_MONTHS = 12;
const listedPeriod = () => ({ startDate: `${shiftMonth(today(), -LISTED_MONTHS)}-01`, endDate: today() });

defineParameterType({
  name: 'monthName',
  regexp: /上个月|本月/,
  transformer: (name: string) => name,
});
/** Each total and the positions' column it sums (the feature's words). */
const POSITION_SUMS: Array<[string, string]> = [['月末资产', '月末金额'], ['当月收益', '当月收益']];
/** The bank's decimal text as the pages show it: 1234.5 → 1,234.50元, a volume 1,234.50份. */
const yuanOf = (text: string) => `${yuanText(text)}元`;
const sharesOf = (text: string) => `${yuanText(text)}份`;

interface BankStatement { sendDate: string; title: string; totAsset: string; monthIncome: string }
interface BankPosition { prdName: string; vol: string; amt: string; income: string }
interface BankDeal { date: string; transType: string; prdName: string; amt: string; vol: string; status: string }

const bankStatements = async (world: ScenarioWorld) =>
  ((await world.driver.bankAnswer('GET', '/api/dbank/f100004', { ...listedPeriod(), offSet: 0, queryNum: LISTED_MONTHS })) as { lineList: BankStatement[] }).lineList;
const bankMonth = async <T>(world: ScenarioWorld, call: 'f100005' | 'f100006', month: string) =>
  ((await world.driver.bankAnswer('GET', `/api/dbank/${call}`, { sendDate: month, offSet: 0, queryNum: 99 })) as { lineList: T[] }).lineList;
const bankRiskRecord = async (world: ScenarioWorld) =>
  ((await world.driver.bankAnswer('POST', '/api/dbank/risk/queryRiskLevel', { accType: '2', idType: '0' })) as { lineList: Array<{ evaluatedAt: string; expiryDate: string }> }).lineList[0];

Given('{statementService}{fault}', async function (this: ScenarioWorld, path: string, fault: Omit<FaultRule, 'path'>) {
  await this.driver.useFaults([{ path, ...fault }]);
});

// ---- the risk level ---------------------------------------------------------------------------

When('客户查看自己的风险等级', async function (this: ScenarioWorld) {
  await this.driver.openRiskLevel();
});

When('服务恢复后客户重新加载风险等级', async function (this: ScenarioWorld) {
  await this.driver.clearFaults();
  await this.driver.retryRiskLevel();
});

When('客户从风险等级页去做评估', async function (this: ScenarioWorld) {
  await this.driver.startRiskAssessment();
});

When('客户从风评结果查看自己的风险等级', async function (this: ScenarioWorld) {
  await this.driver.riskLevelFromResult();
});

Then('风险等级是{string}，说明{string}', async function (this: ScenarioWorld, level: string, description: string) {
  const shown = await this.driver.riskLevel();
  assert.deepEqual({ level: shown.level, description: shown.description }, { level, description });
});

Then('风险等级是{string}', async function (this: ScenarioWorld, level: string) {
  assert.equal((await this.driver.riskLevel()).level, level);
});

Then('风险等级页没有等级', async function (this: ScenarioWorld) {
  const shown = await this.driver.riskLevel();
  assert.deepEqual({ level: shown.level, facts: shown.facts }, { level: null, facts: {} });
});

Then('风险等级页说明{string}', async function (this: ScenarioWorld, text: string) {
  const shown = await this.driver.riskLevel();
  assert.ok([shown.description, shown.validity, shown.message].includes(text), JSON.stringify(shown));
});

Then('风险等级页说明{string}，可以重新加载', async function (this: ScenarioWorld, text: string) {
  assert.deepEqual(await this.driver.riskLevel(), { level: null, description: null, facts: {}, validity: null, action: null, message: text });
});

Then('风险等级页写着评估日期和有效期，与银行的风评记录一致，有效期为评估后一年', async function (this: ScenarioWorld) {
  const { evaluatedAt, expiryDate } = await bankRiskRecord(this);
  assert.deepEqual((await this.driver.riskLevel()).facts, { 评估日期: evaluatedAt, 有效期至: expiryDate });
  assert.equal(dayjs(evaluatedAt).add(1, 'year').format('YYYY-MM-DD'), expiryDate);
});

Then('风险等级页写着评估日期是今天，有效期至一年后的今天', async function (this: ScenarioWorld) {
  const expected = { 评估日期: today(), 有效期至: dayjs().add(1, 'year').format('YYYY-MM-DD') };
  assert.deepEqual((await this.driver.riskLevel()).facts, expected);
});

Then('风险等级页说明评估已在有效期截止日过期，购买理财产品前需要重新评估', async function (this: ScenarioWorld) {
  const { expiryDate } = await bankRiskRecord(this);
  assert.ok(expiryDate <= today(), `the record runs until ${expiryDate}`);
  assert.equal((await this.driver.riskLevel()).validity, `您的风险承受能力评估已于${expiryDate}过期，购买理财产品前需要重新评估。`);
});

Then('客户可以去{string}', async function (this: ScenarioWorld, action: string) {
  assert.equal((await this.driver.riskLevel()).action, action);
});

// ---- the statement list --------------------------------------------------------------------------

When('客户查看对账单', async function (this: ScenarioWorld) {
  await this.driver.openStatements();
});

When('服务恢复后客户重新加载对账单', async function (this: ScenarioWorld) {
  await this.driver.clearFaults();
  await this.driver.retryStatements();
});

Then('对账单列表说明{string}', async function (this: ScenarioWorld, text: string) {
  assert.deepEqual(await this.driver.statementList(), { rows: [], message: text });
});

Then('对账单列表最新的一份是上个月的', async function (this: ScenarioWorld) {
  const { rows } = await this.driver.statementList();
  assert.deepEqual(rows[0] && { month: rows[0].month, title: rows[0].title }, { month: monthNamed('上个月'), title: statementTitle(monthNamed('上个月')) });
});

Then('对账单按月份从新到旧排列，都在近12个月内', async function (this: ScenarioWorld) {
  const months = (await this.driver.statementList()).rows.map((row) => row.month);
  assert.deepEqual(months, [...months].sort().reverse());
  assert.ok(months.length <= 12 && months.every((month) => month >= shiftMonth(today(), -LISTED_MONTHS) && month < monthNamed('本月')), JSON.stringify(months));
});

Then('每份对账单的标题、月末资产和当月收益与银行的对账单一致', async function (this: ScenarioWorld) {
  const expected = (await bankStatements(this)).map((s) => ({ month: s.sendDate, title: s.title, totAsset: yuanOf(s.totAsset), monthIncome: yuanOf(s.monthIncome) }));
  assert.deepEqual((await this.driver.statementList()).rows, expected);
});

// ---- one month's statement -----------------------------------------------------------------------

When('客户从列表打开上个月的对账单', async function (this: ScenarioWorld) {
  await this.driver.openStatementFromList(monthNamed('上个月'));
});

When('客户直接打开{monthName}的对账单', async function (this: ScenarioWorld, month: string) {
  await this.driver.openStatement(monthNamed(month));
});

When('客户直接打开月份为{string}的对账单', async function (this: ScenarioWorld, month: string) {
  await this.driver.openStatement(month || null);
});

When('客户查看当月交易明细', async function (this: ScenarioWorld) {
  await this.driver.openMonthTransactions();
});

Then('对账单的标题是{monthName}的对账单', async function (this: ScenarioWorld, month: string) {
  assert.equal((await this.driver.statementDetail()).title, statementTitle(monthNamed(month)));
});

Then('对账单的月末资产和当月收益分别是各持仓的月末金额和当月收益之和', async function (this: ScenarioWorld) {
  const { totals, positions } = await this.driver.statementDetail();
  for (const [total, part] of POSITION_SUMS) assert.equal(fenOf(totals[total]), positions.reduce((sum, p) => sum + fenOf(p[part]), 0n), total);
});

Then('对账单的持仓与银行上个月的对账单一致', async function (this: ScenarioWorld) {
  const expected = (await bankMonth<BankPosition>(this, 'f100005', monthNamed('上个月'))).map((p) => ({
    产品: p.prdName, 持有份额: sharesOf(p.vol), 月末金额: yuanOf(p.amt), 当月收益: yuanOf(p.income),
  }));
  const shown = await this.driver.statementDetail();
  assert.deepEqual({ positions: shown.positions, offered: shown.transactionsOffered }, { positions: expected, offered: true });
});

Then('对账单明细说明{string}', async function (this: ScenarioWorld, text: string) {
  const shown = await this.driver.statementDetail();
  assert.deepEqual({ message: shown.message, positions: shown.positions, offered: shown.transactionsOffered }, { message: text, positions: [], offered: false });
});

Then('对账单明细说明没有{monthName}的对账单', async function (this: ScenarioWorld, month: string) {
  assert.equal((await this.driver.statementDetail()).message, `没有${monthWords(monthNamed(month))}的对账单`);
});

// ---- a month's transactions ----------------------------------------------------------------------

Given('客户有一个持有产品却没有交易的月份', async function (this: ScenarioWorld) {
  for (const { sendDate } of await bankStatements(this)) {
    if ((await bankMonth<BankDeal>(this, 'f100006', sendDate)).length === 0) return void this.remembered.set('quietMonth', sendDate);
  }
  assert.fail('every statement month has transactions');
});

When('客户直接打开那个月的交易明细', async function (this: ScenarioWorld) {
  await this.driver.openTransactions(this.remembered.get('quietMonth') as string);
});

When('客户直接打开月份为{string}的交易明细', async function (this: ScenarioWorld, month: string) {
  await this.driver.openTransactions(month || null);
});

Then('交易明细与银行记录的上个月交易一致，最新的在前', async function (this: ScenarioWorld) {
  const deals = await bankMonth<BankDeal>(this, 'f100006', monthNamed('上个月'));
  const expected = deals.map((d) => ({
    产品: d.prdName, 状态: d.status, 交易类型: d.transType, 交易日期: d.date, 交易金额: yuanOf(d.amt), 交易份额: sharesOf(d.vol),
  }));
  const shown = await this.driver.statementTransactions();
  assert.equal(shown.title, `${monthWords(monthNamed('上个月'))}交易明细`);
  assert.deepEqual(shown.rows, expected);
  assert.deepEqual(shown.rows.map((row) => row.交易日期), shown.rows.map((row) => row.交易日期).sort().reverse());
});

Then('交易明细说明那个月没有交易', async function (this: ScenarioWorld) {
  const month = this.remembered.get('quietMonth') as string;
  assert.deepEqual(await this.driver.statementTransactions(), { title: `${monthWords(month)}交易明细`, rows: [], message: `${monthWords(month)}没有交易` });
});

Then('交易明细说明{string}', async function (this: ScenarioWorld, text: string) {
  const shown = await this.driver.statementTransactions();
  assert.deepEqual({ rows: shown.rows, message: shown.message }, { rows: [], message: text });
});
