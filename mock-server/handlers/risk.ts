import { CATALOGUE_MESSAGES } from '../../src/domain/errors/messages';
import { refuse } from '../envelopes';
import { personalAccount, requiredText, type Params } from '../params';
import { assessmentDatesOf, assessmentQuota, ASSESSMENT_LIMITS, currentRiskRecord, expiryDateOf, needsReconfirmation, riskFits } from '../rules/risk';
import type { SeedRiskRecord } from '../seed/personas';
import { RISK_PAPER_NO, RISK_QUESTIONS, riskDescOf, riskLevelOf, scoreOf, type RiskOption } from '../seed/risk-questions';
import { findProduct } from './catalog';
import type { Handler } from './context';

/** risk/evlRiskLevel's refusals: E2802 for another paper, E2801 for answers that do not fit this one. */
export const RISK_REFUSALS = {
  otherPaper: '问卷已更新，请重新获取问卷后作答',
  listsDiffer: '题号与答案的数量不一致',
  noSuchQuestion: (n: string) => `问卷中没有第${n}题`,
  unanswered: (n: string) => `第${n}题未作答`,
  answeredTwice: (n: string) => `第${n}题重复作答`,
  noSuchOption: (n: string, optionNo: string) => `第${n}题没有选项${optionNo}`,
  tooMany: (n: string, max: number) => (max === 1 ? `第${n}题只能选一项` : `第${n}题最多选${max}项`),
  optionTwice: (n: string, optionNo: string) => `第${n}题重复选择了选项${optionNo}`,
  /** E2803, E2804: Art. 29's limits (NFRA Order 2025 No. 7), with the first day the next is possible. */
  dayLimit: (nextDate: string) => `根据监管要求，每天最多可做${ASSESSMENT_LIMITS.perDay}次风险承受能力评估，您今天的评估次数已用完，请于${nextDate}起再评估`,
  yearLimit: (nextDate: string) => `根据监管要求，12个月内最多可做${ASSESSMENT_LIMITS.per12Months}次风险承受能力评估，您的评估次数已用完，请于${nextDate}起再评估`,
  /** E2805: risk/confirmRiskLevel without a result waiting (none, or one of an earlier day). */
  nothingPending: '没有待确认的风险测评结果，请重新评估',
} as const;

/** The codes of Art. 29's refusals (mock-server/README.md). */
export const RISK_LIMIT_CODES = { day: 'E2803', '12months': 'E2804', nothingPending: 'E2805' } as const;

const ANSWER_REFUSED = 'E2801';
const QUESTION_LIST = /^\d{1,3}(,\d{1,3}){0,99}$/;
/** An empty entry is a question left unanswered; a multiple choice's options are joined by `|` (`A|C`). */
const OPTION_LIST = /^([A-Z](\|[A-Z]){0,25})?(,([A-Z](\|[A-Z]){0,25})?){0,99}$/;

/** validRisk's flags (SPEC §5: only 0 lets the purchase through). */
const VALID_RISK = { fits: '0', tooLow: '1', noValidRecord: '2' } as const;

const withExpiry = ({ riskLevel, riskName, evaluatedAt }: SeedRiskRecord) => ({ riskLevel, riskName, evaluatedAt, expiryDate: expiryDateOf(evaluatedAt) });

/** The chosen options of every question of the paper, in its order; refuses answers that do not fit it. */
function chosenOptions(body: Params): RiskOption[][] {
  if (requiredText(body, 'paperNo', /^\w{1,32}$/) !== RISK_PAPER_NO) refuse(RISK_REFUSALS.otherPaper, 'E2802');
  const numbers = requiredText(body, 'questionList', QUESTION_LIST).split(',');
  const options = requiredText(body, 'optionList', OPTION_LIST).split(',');
  if (numbers.length !== options.length) refuse(RISK_REFUSALS.listsDiffer, ANSWER_REFUSED);
  const stray = numbers.find((n) => !RISK_QUESTIONS.some((q) => q.questionNo === n));
  if (stray) refuse(RISK_REFUSALS.noSuchQuestion(stray), ANSWER_REFUSED);
  return RISK_QUESTIONS.map(({ questionNo, options: offered, maxSelect }) => {
    const at = numbers.indexOf(questionNo);
    if (at < 0 || !options[at]) refuse(RISK_REFUSALS.unanswered(questionNo), ANSWER_REFUSED);
    if (numbers.lastIndexOf(questionNo) !== at) refuse(RISK_REFUSALS.answeredTwice(questionNo), ANSWER_REFUSED);
    const chosen = options[at].split('|');
    const twice = chosen.find((optionNo, i) => chosen.indexOf(optionNo) !== i);
    if (twice) refuse(RISK_REFUSALS.optionTwice(questionNo, twice), ANSWER_REFUSED);
    if (chosen.length > maxSelect) refuse(RISK_REFUSALS.tooMany(questionNo, maxSelect), ANSWER_REFUSED);
    return chosen.map((optionNo) => offered.find((o) => o.optionNo === optionNo) ?? refuse(RISK_REFUSALS.noSuchOption(questionNo, optionNo), ANSWER_REFUSED));
  });
}

export const riskHandlers: Record<string, Handler> = {
  /** The record as it stands, expired or not (the store decides; /risklevel shows the expiry date), with what its level means. */
  'POST /api/dbank/risk/queryRiskLevel': ({ customer, body }) => {
    personalAccount(body);
    const record = customer().riskRecord ?? refuse(CATALOGUE_MESSAGES.noRecord, 'E0001');
    return { lineList: [{ ...withExpiry(record), riskDesc: riskDescOf(record.riskLevel), counterRiskFlag: record.counterRiskFlag }] };
  },
  /** Whether the customer's valid record reaches the product's risk level. */
  'POST /api/dbank/validRisk': (context) => {
    personalAccount(context.body);
    const product = findProduct(context, context.body);
    const record = currentRiskRecord(context.customer(), context.today());
    return { flag: !record ? VALID_RISK.noValidRecord : riskFits(record, product) ? VALID_RISK.fits : VALID_RISK.tooLow };
  },
  'POST /api/dbank/risk/queryRiskQuestions': ({ body }) => {
    personalAccount(body);
    return { paperNo: RISK_PAPER_NO, questionList: RISK_QUESTIONS };
  },
  /** Art. 29's count: how many assessments are done and left today and in 12 months, and when the next is possible. */
  'POST /api/dbank/risk/queryRiskQuota': ({ customer, today, body }) => {
    personalAccount(body);
    const quota = assessmentQuota(assessmentDatesOf(customer()), today());
    return { dayLimit: ASSESSMENT_LIMITS.perDay, yearLimit: ASSESSMENT_LIMITS.per12Months, ...quota };
  },
  /**
   * Scores the answers (seed/risk-questions.ts's bands), within Art. 29's limits (E2803 a third
   * today, E2804 a ninth in 12 months; refused before scoring). A result that changes the level in
   * force waits for risk/confirmRiskLevel (confirmNeeded '1', the old level beside it); any other
   * is the customer's record at once, dated today. Either way it counts toward the limits.
   */
  'POST /api/dbank/risk/evlRiskLevel': ({ db, customer, today, body }) => {
    personalAccount(body);
    const quota = assessmentQuota(assessmentDatesOf(customer()), today());
    if (quota.reached === 'day') refuse(RISK_REFUSALS.dayLimit(quota.nextDate), RISK_LIMIT_CODES.day);
    if (quota.reached === '12months') refuse(RISK_REFUSALS.yearLimit(quota.nextDate), RISK_LIMIT_CODES['12months']);
    const score = chosenOptions(body).reduce((sum, chosen) => sum + scoreOf(chosen), 0);
    const { riskLevel, riskName } = riskLevelOf(score);
    const result: SeedRiskRecord = { riskLevel, riskName, evaluatedAt: today(), counterRiskFlag: '1' };
    const current = currentRiskRecord(customer(), today());
    const riskAssessments = [...assessmentDatesOf(customer()), today()];
    const waits = needsReconfirmation(current, result);
    db.get('customers').find({ id: customer().id })
      .assign(waits ? { riskAssessments, pendingRisk: result } : { riskAssessments, pendingRisk: null, riskRecord: result }).write();
    return {
      ...withExpiry(result),
      confirmNeeded: waits ? '1' : '0',
      ...(waits && current ? { oldRiskLevel: current.riskLevel, oldRiskName: current.riskName } : {}),
    };
  },
  /**
   * Art. 29's reconfirmation: confirm '1' makes today's waiting result the record; '0' declines it
   * and the old record stays. Answers the record in force afterwards. E2805 when none waits.
   */
  'POST /api/dbank/risk/confirmRiskLevel': ({ db, customer, today, body }) => {
    personalAccount(body);
    const confirm = requiredText(body, 'confirm', /^[01]$/) === '1';
    const pending = customer().pendingRisk;
    const row = db.get('customers').find({ id: customer().id });
    if (!pending || pending.evaluatedAt !== today()) {
      if (pending) row.assign({ pendingRisk: null }).write();
      return refuse(RISK_REFUSALS.nothingPending, RISK_LIMIT_CODES.nothingPending);
    }
    row.assign(confirm ? { riskRecord: pending, pendingRisk: null } : { pendingRisk: null }).write();
    const record = customer().riskRecord ?? refuse(CATALOGUE_MESSAGES.noRecord, 'E0001');
    return { ...withExpiry(record), confirmed: confirm ? '1' : '0' };
  },
};
