import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { MonthStatement, MonthTransactions, StatementSummary } from '../../domain/statements/statement';

/** The customer's monthly statements (SPEC §7 f100004, f100005, f100006). */
export interface StatementDesk {
  /** The statements of the finished months in the period (YYYY-MM-DD), newest first; at most 12. */
  statements(period: { startDate: string; endDate: string }): Promise<CallOutcome<StatementSummary[]>>;
  /** A month's (YYYY-MM) totals and positions at its end; 查询无记录 (a message) for a month without a statement. */
  statement(sendDate: string): Promise<CallOutcome<MonthStatement>>;
  /** A month's transactions; 查询无记录 (a message) for a month without a statement. */
  transactions(sendDate: string): Promise<CallOutcome<MonthTransactions>>;
}
