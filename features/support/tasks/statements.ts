import type { StatementDetailView, StatementListView, StatementTransactionsView } from './views';

/** Statements: /statement and its months and transactions. */
export interface StatementTasks {
  /** Opens /statement and waits for what it says. */
  openStatements(): Promise<void>;
  /** /statement as the customer reads it. */
  statementList(): Promise<StatementListView>;
  /** 重新加载 on /statement. */
  retryStatements(): Promise<void>;
  /** Follows the list's statement of this month (YYYY-MM). */
  openStatementFromList(month: string): Promise<void>;
  /** Opens /statementDetail directly (a reload, a bookmark) for this month; null: the address names none. */
  openStatement(month: string | null): Promise<void>;
  /** The open statement as the customer reads it. */
  statementDetail(): Promise<StatementDetailView>;
  /** Follows 查看当月交易明细. */
  openMonthTransactions(): Promise<void>;
  /** Opens /statementParticularDetail directly for this month; null: the address names none. */
  openTransactions(month: string | null): Promise<void>;
  /** The month's transactions as the customer reads them. */
  statementTransactions(): Promise<StatementTransactionsView>;
}
