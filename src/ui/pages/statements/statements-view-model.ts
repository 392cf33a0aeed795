import { runInAction } from 'mobx';
import { isoDate } from '../../../domain/calendar';
import type { CallOutcome } from '../../../domain/errors/call-outcome';
import { isSendDate, statementPeriod, type MonthStatement, type MonthTransactions, type StatementSummary } from '../../../domain/statements/statement';
import type { StatementDesk } from '../../../application/ports/statement-desk';
import type { Clock } from '../../../application/ports/system';
import type { PresentFailure } from '../../../application/session/present-failure';
import { makeViewState } from '../../view-models/view-state';

/** /statement: the statements of the last 12 finished months, newest first. */
export class StatementListViewModel {
  state: 'loading' | 'loaded' | 'failed' = 'loading';
  statements: StatementSummary[] = [];

  constructor(private readonly desk: StatementDesk, private readonly failures: PresentFailure, private readonly clock: Clock) {
    makeViewState(this);
  }

  async load(): Promise<void> {
    this.state = 'loading';
    const statements = await this.desk.statements(statementPeriod(isoDate(this.clock.now())));
    runInAction(() => {
      this.state = statements.kind === 'ok' ? 'loaded' : 'failed';
      this.statements = statements.kind === 'ok' ? statements.value : [];
    });
    if (statements.kind !== 'ok') await this.failures.present(statements);
  }
}

/**
 * One month of statements, read from the address (sendDate): its positions or its transactions.
 * A month that is not one is said before anything is asked; 查询无记录 is a month without a statement.
 */
export class StatementMonthViewModel<T> {
  state: 'loading' | 'loaded' | 'failed' | 'invalid' | 'missing' = 'loading';
  sendDate: string | null = null;
  value: T | null = null;

  constructor(private readonly fetch: (sendDate: string) => Promise<CallOutcome<T>>, private readonly failures: PresentFailure) {
    makeViewState(this);
  }

  async load(sendDate: string | undefined): Promise<void> {
    this.value = null;
    this.sendDate = isSendDate(sendDate) ? sendDate : null;
    if (!isSendDate(sendDate)) {
      this.state = 'invalid';
      return;
    }
    this.state = 'loading';
    const outcome = await this.fetch(sendDate);
    runInAction(() => {
      this.state = outcome.kind === 'ok' ? 'loaded' : outcome.kind === 'message' ? 'missing' : 'failed';
      if (outcome.kind === 'ok') this.value = outcome.value;
    });
    if (outcome.kind !== 'ok' && outcome.kind !== 'message') await this.failures.present(outcome);
  }
}

export type StatementDetailViewModel = StatementMonthViewModel<MonthStatement>;
export type StatementTransactionsViewModel = StatementMonthViewModel<MonthTransactions>;
