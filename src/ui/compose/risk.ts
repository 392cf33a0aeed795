import { TOKENS } from '../../application/tokens';
import type { App } from '../app/app';
import { RiskLevelViewModel } from '../pages/risk/risk-level-view-model';
import { AnswerViewModel } from '../pages/risk/answer-view-model';
import { SeeLevelChangeImpact } from '../../application/risk/level-change-impact';
import { reportingLevel } from './suitability';

/* The risk level and the questionnaire. */

export const riskLevel = (app: App) => new RiskLevelViewModel(reportingLevel(app), app.resolve(TOKENS.presentFailure), app.resolve(TOKENS.clock));

export const answer = (app: App) => new AnswerViewModel(
  reportingLevel(app), app.resolve(TOKENS.presentFailure), app.resolve(TOKENS.navigator),
  new SeeLevelChangeImpact(app.resolve(TOKENS.wealthDesk), app.resolve(TOKENS.productCatalog)),
);
