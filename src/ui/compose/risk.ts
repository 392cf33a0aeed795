import { TOKENS } from '../../application/tokens';
import type { App } from '../app/app';
import { RiskLevelViewModel } from '../pages/risk/risk-level-view-model';
import { AnswerViewModel } from '../pages/risk/answer-view-model';
import { SeeLevelChangeImpact } from '../../application/risk/level-change-impact';
import { followLevel } from './suitability';

/* The risk level and the questionnaire. */

/** The risk pages' records (the level page, an assessment, a reconfirmation) become the level the marks follow. */
const levelFollowed = (app: App) => {
  followLevel(app);
  return app.resolve(TOKENS.riskAssessment);
};

export const riskLevel = (app: App) => new RiskLevelViewModel(levelFollowed(app), app.resolve(TOKENS.presentFailure), app.resolve(TOKENS.clock));

export const answer = (app: App) => new AnswerViewModel(
  levelFollowed(app), app.resolve(TOKENS.presentFailure), app.resolve(TOKENS.navigator),
  new SeeLevelChangeImpact(app.resolve(TOKENS.wealthDesk), app.resolve(TOKENS.productCatalog)),
);
