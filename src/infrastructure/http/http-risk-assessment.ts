import type { RiskAssessment } from '../../application/ports/risk-assessment';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import { FIXED_FIELDS } from './fixed-fields';
import { answerLists, type RiskAnswers, type RiskOption, type RiskPaper, type RiskQuestion } from '../../domain/risk/questionnaire';
import type { RiskRecord } from '../../domain/risk/risk-record';
import type { AssessmentQuota } from '../../domain/risk/assessment-limits';
import type { RiskEvaluation } from '../../domain/risk/level-change';
import type { HttpClient } from './http-client';
import { isObject, listOf, mapOk, text } from './parse';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function toRecord(raw: unknown): RiskRecord | null {
  if (!isObject(raw) || !/^C[1-5]$/.test(text(raw.riskLevel)) || !DATE.test(text(raw.expiryDate))) return null;
  return {
    riskLevel: text(raw.riskLevel), riskName: text(raw.riskName), evaluatedAt: text(raw.evaluatedAt),
    expiryDate: text(raw.expiryDate), counterRiskFlag: text(raw.counterRiskFlag),
    ...(text(raw.riskDesc) ? { riskDesc: text(raw.riskDesc) } : {}),
  };
}

const toOption = (raw: unknown): RiskOption | null =>
  isObject(raw) && text(raw.optionNo) && text(raw.optionText) ? { optionNo: text(raw.optionNo), optionText: text(raw.optionText) } : null;

function toQuestion(raw: unknown): RiskQuestion | null {
  if (!isObject(raw) || !text(raw.questionNo) || !text(raw.question)) return null;
  const options = listOf(raw.options, toOption);
  if (!options || options.length === 0) return null;
  // A checker's maximum (SPEC §5); none, or one that does not fit the options, is a single choice.
  const max = Number(raw.maxSelect);
  const maxSelect = Number.isInteger(max) && max >= 1 && max <= options.length ? max : 1;
  return { questionNo: text(raw.questionNo), question: text(raw.question), sort: Number(raw.sort) || 0, options, maxSelect };
}

function toPaper(raw: unknown): RiskPaper | null {
  if (!isObject(raw) || !text(raw.paperNo)) return null;
  const questions = listOf(raw.questionList, toQuestion);
  return questions && questions.length > 0 ? { paperNo: text(raw.paperNo), questions: [...questions].sort((a, b) => a.sort - b.sort) } : null;
}

const count = (raw: unknown): number | null => (/^\d{1,3}$/.test(text(raw)) ? Number(text(raw)) : null);

function toQuota(raw: unknown): AssessmentQuota | null {
  if (!isObject(raw)) return null;
  const [dayLimit, yearLimit, todayLeft, last12MonthsLeft] = [raw.dayLimit, raw.yearLimit, raw.todayLeft, raw.last12MonthsLeft].map(count);
  const nextDate = text(raw.nextDate);
  if (dayLimit === null || yearLimit === null || todayLeft === null || last12MonthsLeft === null || (nextDate && !DATE.test(nextDate))) return null;
  return { dayLimit, yearLimit, todayLeft, last12MonthsLeft, nextDate };
}

/** evlRiskLevel's answer: the result, and the level it waits to replace when confirmNeeded is '1'. */
function toEvaluation(raw: unknown): RiskEvaluation | null {
  const result = toRecord({ counterRiskFlag: '1', ...(isObject(raw) ? raw : {}) });
  if (!result || !isObject(raw)) return null;
  const waits = text(raw.confirmNeeded) === '1' && /^C[1-5]$/.test(text(raw.oldRiskLevel));
  return { result, pendingOver: waits ? { riskLevel: text(raw.oldRiskLevel), riskName: text(raw.oldRiskName) } : null };
}

const customer = { accType: FIXED_FIELDS.accType, idType: FIXED_FIELDS.idType };

export class HttpRiskAssessment implements RiskAssessment {
  constructor(private readonly http: HttpClient) {}

  async riskLevel(): Promise<CallOutcome<RiskRecord>> {
    return mapOk(await this.http.post('risk/queryRiskLevel', customer), (response) => (isObject(response) && Array.isArray(response.lineList) ? toRecord(response.lineList[0]) : null));
  }

  async validRisk(prdCode: string): Promise<CallOutcome<string>> {
    return mapOk(await this.http.post('validRisk', { ...customer, prdCode }), (response) => (isObject(response) && text(response.flag) ? text(response.flag) : null));
  }

  async questionnaire(): Promise<CallOutcome<RiskPaper>> {
    return mapOk(await this.http.post('risk/queryRiskQuestions', customer), toPaper);
  }

  async quota(): Promise<CallOutcome<AssessmentQuota>> {
    return mapOk(await this.http.post('risk/queryRiskQuota', customer), toQuota);
  }

  async evaluate(paper: RiskPaper, answers: RiskAnswers): Promise<CallOutcome<RiskEvaluation>> {
    return mapOk(await this.http.post('risk/evlRiskLevel', { ...customer, paperNo: paper.paperNo, ...answerLists(paper, answers) }), toEvaluation);
  }

  async confirm(accept: boolean): Promise<CallOutcome<RiskRecord>> {
    return mapOk(await this.http.post('risk/confirmRiskLevel', { ...customer, confirm: accept ? '1' : '0' }), (response) => toRecord({ counterRiskFlag: '1', ...(isObject(response) ? response : {}) }));
  }
}
