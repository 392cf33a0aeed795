import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBank, type MockBank } from './bank';
import { RISK_LIMIT_CODES, RISK_REFUSALS } from './handlers/risk';
import { assessmentDatesOf, assessmentQuota } from './rules/risk';
import { RISK_PAPER_NO, RISK_QUESTIONS, type RiskQuestion } from './seed/risk-questions';
import { callsTo } from './test-requests';

/** Issue 18 item 1: NFRA Order 2025 No. 7 Art. 29 at the bank, called directly. */
const TODAY = '2026-11-22';
let bank: MockBank;

const { dbank, usePersona } = callsTo(() => bank);
const customer = (id: string) => bank.db.get('customers').find({ id }).value()!;
const answering = (choose: (q: RiskQuestion) => string) => ({
  paperNo: RISK_PAPER_NO, questionList: RISK_QUESTIONS.map((q) => q.questionNo).join(','), optionList: RISK_QUESTIONS.map(choose).join(','),
});
const lowest = answering((q) => q.options.reduce((a, b) => (b.score < a.score ? b : a)).optionNo);
const highest = answering((q) => q.options.reduce((a, b) => (b.score > a.score ? b : a)).optionNo);
/** Questions 1–5 at their highest (20), the other five at 1: 25, C3, default's own level. */
const balanced = answering((q) => (Number(q.questionNo) <= 5 ? q.options[q.options.length - 1].optionNo : 'A'));
const quota = async () => (await dbank('risk/queryRiskQuota')).response;

beforeEach(() => {
  bank = createMockBank({ today: TODAY });
});

describe('the count of assessments (rules/risk.ts)', () => {
  it('counts today and the 12 months up to today, a day more than a year ago left out', () => {
    expect(assessmentQuota(['2025-11-22', '2025-11-23', '2026-11-22'], TODAY)).toEqual({
      today: 1, last12Months: 2, todayLeft: 1, last12MonthsLeft: 6, nextDate: '', reached: '',
    });
  });
  it('at two today, the next is possible tomorrow', () => {
    expect(assessmentQuota([TODAY, TODAY], TODAY)).toMatchObject({ todayLeft: 0, nextDate: '2026-11-23', reached: 'day' });
  });
  it('at eight in 12 months, the next is possible a year after the oldest of them', () => {
    const eight = ['2026-01-26', '2026-03-01', '2026-05-01', '2026-07-01', '2026-09-01', '2026-10-01', '2026-11-01', '2026-11-12'];
    expect(assessmentQuota(eight, TODAY)).toMatchObject({ last12MonthsLeft: 0, nextDate: '2027-01-26', reached: '12months' });
    // Both reached: the later day.
    expect(assessmentQuota([...eight.slice(2), TODAY, TODAY], TODAY)).toMatchObject({ nextDate: '2027-05-01', reached: '12months' });
  });
  it('takes the dates in any order: the next is still a year after the oldest of the eight', () => {
    const shuffled = ['2026-11-12', '2026-05-01', '2026-01-26', '2026-11-01', '2026-03-01', '2026-10-01', '2026-07-01', '2026-09-01'];
    expect(assessmentQuota(shuffled, TODAY)).toMatchObject({ nextDate: '2027-01-26', reached: '12months' });
  });
  it('counts nothing dated after today', () => {
    expect(assessmentQuota(['2026-11-23', '2026-12-01'], TODAY)).toEqual({ today: 0, last12Months: 0, todayLeft: 2, last12MonthsLeft: 8, nextDate: '', reached: '' });
  });
  it('counts the dates the bank keeps, else the record\'s own date, else none', () => {
    const record = { riskLevel: 'C3', riskName: '平衡型', evaluatedAt: '2026-10-01', counterRiskFlag: '1' };
    expect(assessmentDatesOf({ riskRecord: record, riskAssessments: ['2026-09-01', '2026-10-01'] })).toEqual(['2026-09-01', '2026-10-01']);
    expect(assessmentDatesOf({ riskRecord: record })).toEqual(['2026-10-01']);
    expect(assessmentDatesOf({ riskRecord: null })).toEqual([]);
  });
});

describe('risk/queryRiskQuota and the limits on risk/evlRiskLevel', () => {
  it('counts the seeded record as one, and each scored assessment', async () => {
    expect(await quota()).toEqual({ dayLimit: 2, yearLimit: 8, today: 0, last12Months: 1, todayLeft: 2, last12MonthsLeft: 7, nextDate: '', reached: '' });
    await dbank('risk/evlRiskLevel', balanced);
    expect(await quota()).toMatchObject({ today: 1, last12Months: 2, todayLeft: 1 });
  });

  it('refuses a third assessment the same day (E2803) with the day it is possible again, keeping the record', async () => {
    await usePersona('risk-daily-limit');
    expect(await quota()).toMatchObject({ today: 2, todayLeft: 0, nextDate: '2026-11-23', reached: 'day' });
    expect(await dbank('risk/evlRiskLevel', highest)).toMatchObject({ success: false, code: RISK_LIMIT_CODES.day, msg: RISK_REFUSALS.dayLimit('2026-11-23') });
    expect(RISK_REFUSALS.dayLimit('2026-11-23')).toBe('根据监管要求，每天最多可做2次风险承受能力评估，您今天的评估次数已用完，请于2026-11-23起再评估');
    expect(customer('risk-daily-limit').riskRecord?.riskLevel).toBe('C3');
    expect(customer('risk-daily-limit').riskAssessments).toHaveLength(2);
  });

  it('refuses a ninth in 12 months (E2804), possible again a year after the oldest', async () => {
    await usePersona('risk-yearly-limit');
    expect(await quota()).toMatchObject({ today: 0, last12Months: 8, last12MonthsLeft: 0, nextDate: '2027-01-26', reached: '12months' });
    expect(await dbank('risk/evlRiskLevel', lowest)).toMatchObject({ success: false, code: RISK_LIMIT_CODES['12months'], msg: RISK_REFUSALS.yearLimit('2027-01-26') });
  });

  it('lets two through a day and refuses the third', async () => {
    await usePersona('no-risk-record');
    expect((await dbank('risk/evlRiskLevel', lowest)).success).toBe(true);
    expect((await dbank('risk/evlRiskLevel', highest)).success).toBe(true);
    expect(await dbank('risk/evlRiskLevel', lowest)).toMatchObject({ success: false, code: 'E2803' });
  });

  it('does not count answers it refuses', async () => {
    await dbank('risk/evlRiskLevel', { ...lowest, optionList: 'A' });
    expect(await quota()).toMatchObject({ today: 0 });
  });
});

describe('a result that changes the level is reconfirmed (risk/confirmRiskLevel)', () => {
  it('keeps a changed result waiting: the old level still decides validRisk', async () => {
    expect((await dbank('risk/evlRiskLevel', lowest)).response).toMatchObject({ riskLevel: 'C1', confirmNeeded: '1', oldRiskLevel: 'C3', oldRiskName: '平衡型' });
    expect(customer('default').riskRecord?.riskLevel).toBe('C3');
    expect((await dbank('validRisk', { prdCode: 'RCLS000001' })).response).toEqual({ flag: '0' });
    expect((await dbank('risk/queryRiskLevel')).response).toMatchObject({ lineList: [{ riskLevel: 'C3' }] });
  });

  it('makes it the record when confirmed', async () => {
    await dbank('risk/evlRiskLevel', lowest);
    expect((await dbank('risk/confirmRiskLevel', { confirm: '1' })).response).toMatchObject({ riskLevel: 'C1', evaluatedAt: TODAY, confirmed: '1' });
    expect((await dbank('validRisk', { prdCode: 'RCLS000001' })).response).toEqual({ flag: '1' });
    expect(await dbank('risk/confirmRiskLevel', { confirm: '1' })).toMatchObject({ success: false, code: 'E2805', msg: RISK_REFUSALS.nothingPending });
  });

  it('keeps the old record when declined; the declined one still counts', async () => {
    await dbank('risk/evlRiskLevel', lowest);
    expect((await dbank('risk/confirmRiskLevel', { confirm: '0' })).response).toMatchObject({ riskLevel: 'C3', evaluatedAt: '2026-08-24', confirmed: '0' });
    expect(customer('default').riskRecord?.riskLevel).toBe('C3');
    expect(await quota()).toMatchObject({ today: 1 });
  });

  it('needs no confirmation for the same level (the record renewed today), nor without a level in force', async () => {
    expect((await dbank('risk/evlRiskLevel', balanced)).response).toMatchObject({ riskLevel: 'C3', evaluatedAt: TODAY, confirmNeeded: '0' });
    expect(customer('default').riskRecord?.evaluatedAt).toBe(TODAY);
    await usePersona('risk-expired');
    expect((await dbank('risk/evlRiskLevel', lowest)).response).toMatchObject({ riskLevel: 'C1', confirmNeeded: '0' });
    expect(customer('risk-expired').riskRecord?.riskLevel).toBe('C1');
  });

  it('refuses to confirm a result of an earlier day', async () => {
    await dbank('risk/evlRiskLevel', lowest);
    customer('default').pendingRisk!.evaluatedAt = '2026-11-21';
    expect(await dbank('risk/confirmRiskLevel', { confirm: '1' })).toMatchObject({ success: false, code: 'E2805' });
    expect(customer('default').riskRecord?.riskLevel).toBe('C3');
  });
});
