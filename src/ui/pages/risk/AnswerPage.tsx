import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { isChecker, type RiskQuestion } from '../../../domain/risk/questionnaire';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import { EmptyState } from '../../components/ProductCard';
import type { AnswerViewModel, LevelChange } from './answer-view-model';
import type { ProductAtLevel } from '../../../application/risk/level-change-impact';
import { RISK_LEVEL_TEXT, RISK_TEXT } from './risk-texts';
import { ROUTES, type PageProps } from '../../app/router';

/** /answer — the risk questionnaire (SPEC §2, §5): questions in order, one option each or, on a checker, up to its maximum. */
export default observer(function AnswerPage({ viewModel, reload }: PageProps<AnswerViewModel>) {
  usePageTitle(RISK_TEXT.title);

  if (viewModel.state === 'failed') return <main className="page"><EmptyState text={RISK_TEXT.loadFailed} onRetry={reload} /></main>;
  if (!viewModel.paper) return <main className="page risk" aria-busy="true" />;
  if (viewModel.result) return <RiskResult viewModel={viewModel} />;
  if (viewModel.change) return <ChangeToConfirm viewModel={viewModel} change={viewModel.change} />;
  const quota = viewModel.quota!;
  if (viewModel.limit) return <LimitReached viewModel={viewModel} />;

  return (
    <main className="page risk">
      <h1 className="risk__title">{RISK_TEXT.title}</h1>
      <p className="risk__intro">{RISK_TEXT.intro}</p>
      <p className="risk__rule" data-testid="risk-quota">{RISK_TEXT.quota(quota.dayLimit, quota.yearLimit, quota.todayLeft, quota.last12MonthsLeft)}</p>
      <form noValidate onSubmit={(event) => { event.preventDefault(); void viewModel.submit(); }}>
        {viewModel.paper.questions.map((question, index) => (
          <Question key={question.questionNo} viewModel={viewModel} question={question} index={index} />
        ))}
        {viewModel.error && <p className="buy__error" role="alert" data-testid="risk-error">{viewModel.error}</p>}
        <button type="submit" className="button risk__submit" disabled={viewModel.sending}>{RISK_TEXT.submit}</button>
      </form>
    </main>
  );
});

/**
 * One question: a radio group, or a checker (checkboxes) that takes at most `maxSelect` options;
 * at its maximum the rest are disabled, and how many are ticked is said beside the question.
 */
const Question = observer(function Question({ viewModel, question, index }: { viewModel: AnswerViewModel; question: RiskQuestion; index: number }) {
  const checker = isChecker(question);
  const ruleId = useId();
  const rule = viewModel.checkerRule(question.questionNo);
  return (
    <fieldset className="risk__question" data-testid="risk-question" aria-describedby={rule ? ruleId : undefined}>
      <legend>{RISK_TEXT.question(index + 1, question.question)}</legend>
      {rule && <p id={ruleId} className="risk__rule" aria-live="polite" data-testid="risk-checker-rule">{rule}</p>}
      {question.options.map((option) => (
        <label key={option.optionNo} className="risk__option">
          <input
            type={checker ? 'checkbox' : 'radio'}
            name={`q${question.questionNo}`}
            checked={viewModel.isChosen(question.questionNo, option.optionNo)}
            disabled={!viewModel.canChoose(question.questionNo, option.optionNo)}
            onChange={(event) => viewModel.choose(question.questionNo, option.optionNo, event.target.checked)}
          />
          <span>{option.optionNo}. {option.optionText}</span>
        </label>
      ))}
    </fieldset>
  );
});

/** Art. 29's limit reached: no questionnaire, and the day the next assessment is possible. */
const LimitReached = observer(function LimitReached({ viewModel }: { viewModel: AnswerViewModel }) {
  const quota = viewModel.quota!;
  return (
    <main className="page notice-page" data-testid="risk-limit">
      <h1>{RISK_TEXT.limitTitle}</h1>
      <p>{viewModel.limit === 'day' ? RISK_TEXT.dayLimitReached(quota.dayLimit) : RISK_TEXT.yearLimitReached(quota.yearLimit)}</p>
      <p>{RISK_TEXT.nextDate(quota.nextDate)}</p>
      <button type="button" className="button" onClick={() => viewModel.leave()}>{viewModel.backToBuy ? RISK_TEXT.backToBuy : RISK_TEXT.home}</button>
      <div className="disclosure"><Link className="button button--ghost" to={ROUTES.riskLevel.path}>{RISK_LEVEL_TEXT.viewLevel}</Link></div>
    </main>
  );
});

const ProductList = ({ title, products, testId }: { title: string; products: ProductAtLevel[]; testId: string }) => (
  <section data-testid={testId}>
    <p>{title}</p>
    <ul>
      {products.map((p) => <li key={p.prdCode}>{RISK_TEXT.productAtLevel(p.prdName, p.riskLevel)}</li>)}
    </ul>
  </section>
);

/** Art. 29: a result that changes the level, shown with what it changes, takes effect only once confirmed. */
const ChangeToConfirm = observer(function ChangeToConfirm({ viewModel, change }: { viewModel: AnswerViewModel; change: LevelChange }) {
  const { held, watched } = change.impact;
  return (
    <main className="page notice-page" data-testid="risk-change">
      <h1>{RISK_TEXT.changeTitle}</h1>
      <p>{RISK_TEXT.oldLevel(change.from.riskLevel, change.from.riskName)}</p>
      <p>{RISK_TEXT.newLevel(change.to.riskLevel, change.to.riskName)}</p>
      <p>{RISK_TEXT.changeNote}</p>
      {!change.lowered && <p data-testid="risk-change-note">{RISK_TEXT.raised}</p>}
      {change.lowered && held === null && <p data-testid="risk-change-note">{RISK_TEXT.heldUnknown}</p>}
      {change.lowered && held?.length === 0 && <p data-testid="risk-change-note">{RISK_TEXT.noneAbove}</p>}
      {held && held.length > 0 && <ProductList title={RISK_TEXT.heldAbove} products={held} testId="risk-held-above" />}
      {watched.length > 0 && <ProductList title={RISK_TEXT.watchedAbove} products={watched} testId="risk-watched-above" />}
      <button type="button" className="button" disabled={viewModel.sending} onClick={() => void viewModel.confirmChange(true)}>{RISK_TEXT.confirmChange}</button>
      <div className="disclosure">
        <button type="button" className="button button--ghost" disabled={viewModel.sending} onClick={() => void viewModel.confirmChange(false)}>{RISK_TEXT.keepOld}</button>
      </div>
    </main>
  );
});

const RiskResult = observer(function RiskResult({ viewModel }: { viewModel: AnswerViewModel }) {
  const result = viewModel.result!;
  return (
    <main className="page notice-page" data-testid="risk-result">
      <h1>{viewModel.declined ? RISK_TEXT.keptTitle : RISK_TEXT.resultTitle}</h1>
      <p>{viewModel.declined ? RISK_TEXT.kept(result.riskLevel, result.riskName) : RISK_TEXT.result(result.riskLevel, result.riskName)}</p>
      <p>{RISK_TEXT.validUntil(result.expiryDate)}</p>
      {viewModel.declined && <p>{RISK_TEXT.keptCounts}</p>}
      <button type="button" className="button" onClick={() => viewModel.leave()}>{viewModel.backToBuy ? RISK_TEXT.backToBuy : RISK_TEXT.home}</button>
      <div className="disclosure"><Link className="button button--ghost" to={ROUTES.riskLevel.path}>{RISK_LEVEL_TEXT.viewLevel}</Link></div>
    </main>
  );
});
