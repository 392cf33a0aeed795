import { TOKENS } from '../../application/tokens';
import type { App } from '../app/app';
import { RiskLevelViewModel } from '../pages/risk/risk-level-view-model';
import { AnswerViewModel } from '../pages/risk/answer-view-model';
import { SeeLevelChangeImpact } from '../../application/risk/level-change-impact';

/* The risk level and the questionnaire. */

export const riskLevel = ({ resolve }: App) => new RiskLevelViewModel(resolve(TOKENS.riskAssessment), resolve(TOKENS.presentFailure), resolve(TOKENS.clock));

export const answer = ({ resolve }: App) => new AnswerViewModel(
  resolve(TOKENS.riskAssessment), resolve(TOKENS.presentFailure), resolve(TOKENS.navigator),
  new SeeLevelChangeImpact(resolve(TOKENS.wealthDesk), resolve(TOKENS.productCatalog)),
);
