import { PAGES } from '../../../../src/ui/app/pages';
import { ROUTES } from '../../../../src/ui/app/router';
import type { Query } from '../../../../src/application/ports/interaction';
import { formatYuan, type Money } from '../../../../src/domain/money/money';
import { formatShares } from '../../../../src/domain/holdings/shares';
import { statementTitle } from '../../../../src/domain/statements/statement';
import { STATEMENT_TEXT } from '../../../../src/ui/pages/statements/statement-texts';
import type { StatementMonthViewModel } from '../../../../src/ui/pages/statements/statements-view-model';
import type { StatementTasks } from '../../tasks/statements';
import type { StatementDetailView, StatementListView, StatementTransactionsView } from '../../tasks/views';
import { settle, type DomainSession } from './session';

const statementYuan = (amount: Money) => STATEMENT_TEXT.yuan(formatYuan(amount));

/** What a statement month's page says instead of its content, as MonthMessage does. */
function monthMessage(page: StatementMonthViewModel<unknown>, failed: string): string | null {
  if (page.state === 'failed') return failed;
  if (page.state === 'missing' && page.sendDate) return STATEMENT_TEXT.noStatement(page.sendDate);
  return page.state === 'invalid' ? STATEMENT_TEXT.invalidMonth : null;
}

const monthQuery = (month: string | null): Query => (month === null ? {} : { sendDate: month });

/** Statements: /statement and its months and transactions (features/statements.feature). */
export class DomainStatements implements StatementTasks {
  constructor(private readonly session: DomainSession) {}

  readonly owns = [PAGES.statements, PAGES.statement, PAGES.statementTransactions];

  openStatements(): Promise<void> {
    return this.session.openPage(this, ROUTES.statements.path);
  }

  async statementList(): Promise<StatementListView> {
    await this.session.mounted(this);
    const page = this.session.showing(ROUTES.statements.path, this.session.pages.statements);
    const rows = page.state === 'loaded' ? page.statements : [];
    const message = page.state === 'failed' ? STATEMENT_TEXT.listFailed : page.state === 'loaded' && rows.length === 0 ? STATEMENT_TEXT.empty : null;
    return {
      rows: rows.map((s) => ({ month: s.sendDate, title: s.title, totAsset: statementYuan(s.totAsset), monthIncome: statementYuan(s.monthIncome) })),
      message,
    };
  }

  async retryStatements(): Promise<void> {
    await this.session.showing(ROUTES.statements.path, this.session.pages.statements).load();
    await settle();
  }

  async openStatementFromList(month: string): Promise<void> {
    const page = this.session.showing(ROUTES.statements.path, this.session.pages.statements);
    if (!page.statements.some((s) => s.sendDate === month)) throw new Error(`${ROUTES.statements.path} lists no statement of ${month}`);
    await this.session.followTo(this, ROUTES.statement.path, { sendDate: month });
  }

  openStatement(month: string | null): Promise<void> {
    return this.session.openPage(this, ROUTES.statement.path, monthQuery(month));
  }

  async statementDetail(): Promise<StatementDetailView> {
    await this.session.mounted(this);
    const page = this.session.showing(ROUTES.statement.path, this.session.pages.statement);
    const statement = page.state === 'loaded' ? page.value : null;
    return {
      title: page.sendDate ? statementTitle(page.sendDate) : STATEMENT_TEXT.detailTitle,
      totals: statement ? { [STATEMENT_TEXT.totAsset]: statementYuan(statement.totAsset), [STATEMENT_TEXT.monthIncome]: statementYuan(statement.monthIncome) } : {},
      positions: (statement?.positions ?? []).map((p) => ({
        产品: p.prdName, [STATEMENT_TEXT.vol]: STATEMENT_TEXT.shares(formatShares(p.vol)), [STATEMENT_TEXT.amt]: statementYuan(p.amt), [STATEMENT_TEXT.monthIncome]: statementYuan(p.income),
      })),
      transactionsOffered: statement !== null,
      message: monthMessage(page, STATEMENT_TEXT.detailFailed) ?? (statement?.positions.length === 0 ? STATEMENT_TEXT.noPositions : null),
    };
  }

  async openMonthTransactions(): Promise<void> {
    const statement = this.session.showing(ROUTES.statement.path, this.session.pages.statement).value;
    if (!statement) throw new Error('the statement offers no transactions');
    await this.session.followTo(this, ROUTES.statementTransactions.path, { sendDate: statement.sendDate });
  }

  openTransactions(month: string | null): Promise<void> {
    return this.session.openPage(this, ROUTES.statementTransactions.path, monthQuery(month));
  }

  async statementTransactions(): Promise<StatementTransactionsView> {
    await this.session.mounted(this);
    const page = this.session.showing(ROUTES.statementTransactions.path, this.session.pages.statementTransactions);
    const month = page.state === 'loaded' ? page.value : null;
    return {
      title: page.sendDate ? STATEMENT_TEXT.transactionsTitle(page.sendDate) : STATEMENT_TEXT.detailTitle,
      rows: (month?.transactions ?? []).map((d) => ({
        产品: d.prdName, 状态: d.status, [STATEMENT_TEXT.transType]: d.transType, [STATEMENT_TEXT.date]: d.date,
        [STATEMENT_TEXT.transAmt]: statementYuan(d.amt), [STATEMENT_TEXT.transVol]: STATEMENT_TEXT.shares(formatShares(d.vol)),
      })),
      message: monthMessage(page, STATEMENT_TEXT.transactionsFailed) ?? (month?.transactions.length === 0 ? STATEMENT_TEXT.noTransactions(month.sendDate) : null),
    };
  }
}
