/**
 * The risk questionnaire (risk/queryRiskQuestions): questions in their order, each with its
 * options. A question is a single choice, or a checker that takes up to `maxSelect` options
 * (SPEC §5: a checker's maximum selection count is honoured).
 */
export interface RiskOption {
  optionNo: string;
  optionText: string;
}

export interface RiskQuestion {
  questionNo: string;
  question: string;
  sort: number;
  options: RiskOption[];
  /** 1: one option (a radio group); more: a checker, at least one and at most this many. */
  maxSelect: number;
}

export interface RiskPaper {
  paperNo: string;
  /** Sorted by `sort` (SPEC §3: questions sorted by question). */
  questions: RiskQuestion[];
}

/** The chosen options per question number, in the question's option order. */
export type RiskAnswers = Readonly<Record<string, readonly string[]>>;

/** Whether the question is a checker (more than one option may be chosen). */
export const isChecker = (question: RiskQuestion): boolean => question.maxSelect > 1;

/** The options chosen of this question that it offers. */
const offeredOf = (question: RiskQuestion, chosen: readonly string[] | undefined): string[] =>
  question.options.map((o) => o.optionNo).filter((optionNo) => chosen?.includes(optionNo));

/**
 * The choice after the customer ticks (on) or clears (off) an option. A single choice takes the
 * option instead of the last one. A checker adds it only while fewer than `maxSelect` are chosen:
 * one more is refused, and the choice stays as it was.
 */
export function chooseOption(question: RiskQuestion, chosen: readonly string[] | undefined, optionNo: string, on = true): readonly string[] {
  const now = offeredOf(question, chosen);
  if (!question.options.some((o) => o.optionNo === optionNo)) return now;
  if (!isChecker(question)) return on ? [optionNo] : now.filter((o) => o !== optionNo);
  if (!on) return now.filter((o) => o !== optionNo);
  if (now.includes(optionNo) || now.length >= question.maxSelect) return now;
  return offeredOf(question, [...now, optionNo]);
}

/** Whether this option can be ticked now: it is chosen already, or the question has room for one more. */
export const canChoose = (question: RiskQuestion, chosen: readonly string[] | undefined, optionNo: string): boolean =>
  !isChecker(question) || offeredOf(question, chosen).includes(optionNo) || offeredOf(question, chosen).length < question.maxSelect;

/** The first question not answered yet (nothing chosen, or more than it takes), or null when every one is. */
export function firstUnanswered(paper: RiskPaper, answers: RiskAnswers): RiskQuestion | null {
  return paper.questions.find((q) => {
    const chosen = offeredOf(q, answers[q.questionNo]);
    return chosen.length === 0 || chosen.length > q.maxSelect;
  }) ?? null;
}

/** How a checker's options go in one entry of optionList: `A|C`. */
export const OPTION_SEPARATOR = '|';

/** evlRiskLevel's comma lists: question numbers and the chosen options (a checker's joined by `|`), in the same order. */
export const answerLists = (paper: RiskPaper, answers: RiskAnswers) => ({
  questionList: paper.questions.map((q) => q.questionNo).join(','),
  optionList: paper.questions.map((q) => offeredOf(q, answers[q.questionNo]).join(OPTION_SEPARATOR)).join(','),
});
