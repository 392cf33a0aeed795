import { describe, expect, it } from 'vitest';
import { answerLists, canChoose, chooseOption, firstUnanswered, type RiskPaper, type RiskQuestion } from './questionnaire';

const options = ['A', 'B', 'C', 'D'].map((optionNo) => ({ optionNo, optionText: optionNo }));
const single: RiskQuestion = { questionNo: '1', question: '单选', sort: 1, options, maxSelect: 1 };
const checker: RiskQuestion = { questionNo: '2', question: '最多选2项', sort: 2, options, maxSelect: 2 };
const paper: RiskPaper = { paperNo: 'P', questions: [single, checker] };

describe('a single choice', () => {
  it('takes the ticked option instead of the last', () => {
    expect(chooseOption(single, ['A'], 'C')).toEqual(['C']);
    expect(canChoose(single, ['A'], 'C')).toBe(true);
  });

  it('ignores an option it does not offer', () => {
    expect(chooseOption(single, ['A'], 'Z')).toEqual(['A']);
  });

  it('clearing the chosen option leaves the question unanswered', () => {
    expect(chooseOption(single, ['A'], 'A', false)).toEqual([]);
    expect(chooseOption(single, ['A'], 'B', false)).toEqual(['A']);
  });
});

describe("a checker's maximum selection count is honoured (SPEC §5)", () => {
  it('adds options up to the maximum, in the order it offers them', () => {
    expect(chooseOption(checker, chooseOption(checker, [], 'C'), 'A')).toEqual(['A', 'C']);
  });

  it('refuses one more than the maximum: the choice stays as it was', () => {
    expect(chooseOption(checker, ['A', 'C'], 'D')).toEqual(['A', 'C']);
    expect(canChoose(checker, ['A', 'C'], 'D')).toBe(false);
    expect(canChoose(checker, ['A', 'C'], 'A')).toBe(true);
  });

  it('below the maximum every other option can still be ticked', () => {
    expect(canChoose(checker, ['A'], 'D')).toBe(true);
    expect(canChoose(checker, [], 'B')).toBe(true);
  });

  it('clearing one makes room again', () => {
    const cleared = chooseOption(checker, ['A', 'C'], 'A', false);
    expect(cleared).toEqual(['C']);
    expect(chooseOption(checker, cleared, 'D')).toEqual(['C', 'D']);
  });
});

describe('handing the answers in', () => {
  it('names the first question with nothing chosen, or more than it takes', () => {
    expect(firstUnanswered(paper, { 1: ['A'] })).toBe(checker);
    expect(firstUnanswered(paper, { 1: ['A'], 2: ['A', 'B', 'C'] })).toBe(checker);
    expect(firstUnanswered(paper, { 1: ['A'], 2: ['B', 'D'] })).toBeNull();
  });

  it("sends a checker's options joined by | in their order", () => {
    expect(answerLists(paper, { 1: ['B'], 2: ['D', 'A'] })).toEqual({ questionList: '1,2', optionList: 'B,A|D' });
  });
});
