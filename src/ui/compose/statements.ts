import { TOKENS } from '../../application/tokens';
import type { App } from '../app/app';
import { StatementListViewModel, StatementMonthViewModel, type StatementDetailViewModel, type StatementTransactionsViewModel } from '../pages/statements/statements-view-model';

/* The monthly statements: the list, a month's positions and its transactions. */

export const statementList = ({ resolve }: App) => new StatementListViewModel(resolve(TOKENS.statementDesk), resolve(TOKENS.presentFailure), resolve(TOKENS.clock));

export const statementDetail = ({ resolve }: App): StatementDetailViewModel =>
  new StatementMonthViewModel((sendDate) => resolve(TOKENS.statementDesk).statement(sendDate), resolve(TOKENS.presentFailure));

export const statementTransactions = ({ resolve }: App): StatementTransactionsViewModel =>
  new StatementMonthViewModel((sendDate) => resolve(TOKENS.statementDesk).transactions(sendDate), resolve(TOKENS.presentFailure));
