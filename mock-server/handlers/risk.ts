import { CATALOGUE_MESSAGES } from '../../src/domain/errors/messages';
import { refuse } from '../envelopes';
import { personalAccount, requiredText, type Params } from '../params';
import { currentRiskRecord, expiryDateOf, riskFits } from '../rules/risk';
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
} as const;

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
  /** Scores the answers (seed/risk-questions.ts's bands) and keeps the result as the customer's record, dated today. */
  'POST /api/dbank/risk/evlRiskLevel': ({ db, customer, today, body }) => {
    personalAccount(body);
    const score = chosenOptions(body).reduce((sum, chosen) => sum + scoreOf(chosen), 0);
    const { riskLevel, riskName } = riskLevelOf(score);
    const riskRecord: SeedRiskRecord = { riskLevel, riskName, evaluatedAt: today(), counterRiskFlag: '1' };
    db.get('customers').find({ id: customer().id }).assign({ riskRecord }).write();
    return withExpiry(riskRecord);
  },
};
