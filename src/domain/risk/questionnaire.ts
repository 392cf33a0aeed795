/** The risk questionnaire (risk/queryRiskQuestions): questions in their order, each with its options. */
export interface RiskOption {
  optionNo: string;
  optionText: string;
}

export interface RiskQuestion {
  questionNo: string;
  question: string;
  sort: number;
  options: RiskOption[];
}

export interface RiskPaper {
  paperNo: string;
  /** Sorted by `sort` (SPEC §3: questions sorted by question). */
  questions: RiskQuestion[];
}

/** The chosen option per question number. */
export type RiskAnswers = Readonly<Record<string, string>>;

/** The first question not answered yet, or null when every one is. */
export const firstUnanswered = (paper: RiskPaper, answers: RiskAnswers): RiskQuestion | null =>
  paper.questions.find((q) => !q.options.some((o) => o.optionNo === answers[q.questionNo])) ?? null;

/** evlRiskLevel's comma lists: question numbers and the chosen options, in the same order. */
export const answerLists = (paper: RiskPaper, answers: RiskAnswers) => ({
  questionList: paper.questions.map((q) => q.questionNo).join(','),
  optionList: paper.questions.map((q) => answers[q.questionNo]).join(','),
});
