import type { Query } from '../../../../src/application/ports/interaction';
import { formatYuan, type Money } from '../../../../src/domain/money/money';
import { statementTitle } from '../../../../src/domain/statements/statement';
import { STATEMENT_TEXT } from '../../../../src/ui/pages/statements/statement-texts';
import {
  createStatementDetailViewModel, createStatementListViewModel, createStatementTransactionsViewModel,
  type StatementDetailViewModel, type StatementListViewModel, type StatementMonthViewModel, type StatementTransactionsViewModel,
} from '../../../../src/ui/pages/statements/statements-view-model';
import type { StatementTasks } from '../../tasks/statements';
import type { StatementDetailView, StatementListView, StatementTransactionsView } from '../../tasks/views';
import { settle, type DomainSession, type PageOpeners } from './session';

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
  #list: StatementListViewModel | null = null;
  #statement: StatementDetailViewModel | null = null;
  #transactions: StatementTransactionsViewModel | null = null;

  constructor(private readonly session: DomainSession) {}

  readonly opens: PageOpeners = {
    '/statement': async () => {
      await (this.#list = createStatementListViewModel(this.session.resolve)).load();
    },
    '/statementDetail': async (query) => {
      await (this.#statement = createStatementDetailViewModel(this.session.resolve)).load(query.sendDate);
    },
    '/statementParticularDetail': async (query) => {
      await (this.#transactions = createStatementTransactionsViewModel(this.session.resolve)).load(query.sendDate);
    },
  };

  openStatements(): Promise<void> {
    return this.session.openPage(this, '/statement');
  }

  async statementList(): Promise<StatementListView> {
    await this.session.mounted(this);
    const page = this.session.showing('/statement', this.#list);
    const rows = page.state === 'loaded' ? page.statements : [];
    const message = page.state === 'failed' ? STATEMENT_TEXT.listFailed : page.state === 'loaded' && rows.length === 0 ? STATEMENT_TEXT.empty : null;
    return {
      rows: rows.map((s) => ({ month: s.sendDate, title: s.title, totAsset: statementYuan(s.totAsset), monthIncome: statementYuan(s.monthIncome) })),
      message,
    };
  }

  async retryStatements(): Promise<void> {
    await this.session.showing('/statement', this.#list).load();
    await settle();
  }

  async openStatementFromList(month: string): Promise<void> {
    const page = this.session.showing('/statement', this.#list);
    if (!page.statements.some((s) => s.sendDate === month)) throw new Error(`/statement lists no statement of ${month}`);
    await this.session.followTo(this, '/statementDetail', { sendDate: month });
  }

  openStatement(month: string | null): Promise<void> {
    return this.session.openPage(this, '/statementDetail', monthQuery(month));
  }

  async statementDetail(): Promise<StatementDetailView> {
    await this.session.mounted(this);
    const page = this.session.showing('/statementDetail', this.#statement);
    const statement = page.state === 'loaded' ? page.value : null;
    return {
      title: page.sendDate ? statementTitle(page.sendDate) : STATEMENT_TEXT.detailTitle,
      totals: statement ? { [STATEMENT_TEXT.totAsset]: statementYuan(statement.totAsset), [STATEMENT_TEXT.monthIncome]: statementYuan(statement.monthIncome) } : {},
      positions: (statement?.positions ?? []).map((p) => ({
        产品: p.prdName, [STATEMENT_TEXT.vol]: STATEMENT_TEXT.shares(formatYuan(p.vol)), [STATEMENT_TEXT.amt]: statementYuan(p.amt), [STATEMENT_TEXT.monthIncome]: statementYuan(p.income),
      })),
      transactionsOffered: statement !== null,
      message: monthMessage(page, STATEMENT_TEXT.detailFailed) ?? (statement?.positions.length === 0 ? STATEMENT_TEXT.noPositions : null),
    };
  }

  async openMonthTransactions(): Promise<void> {
    const statement = this.session.showing('/statementDetail', this.#statement).value;
    if (!statement) throw new Error('the statement offers no transactions');
    await this.session.followTo(this, '/statementParticularDetail', { sendDate: statement.sendDate });
  }

  openTransactions(month: string | null): Promise<void> {
    return this.session.openPage(this, '/statementParticularDetail', monthQuery(month));
  }

  async statementTransactions(): Promise<StatementTransactionsView> {
    await this.session.mounted(this);
    const page = this.session.showing('/statementParticularDetail', this.#transactions);
    const month = page.state === 'loaded' ? page.value : null;
    return {
      title: page.sendDate ? STATEMENT_TEXT.transactionsTitle(page.sendDate) : STATEMENT_TEXT.detailTitle,
      rows: (month?.transactions ?? []).map((d) => ({
        产品: d.prdName, 状态: d.status, [STATEMENT_TEXT.transType]: d.transType, [STATEMENT_TEXT.date]: d.date,
        [STATEMENT_TEXT.transAmt]: statementYuan(d.amt), [STATEMENT_TEXT.transVol]: STATEMENT_TEXT.shares(formatYuan(d.vol)),
      })),
      message: monthMessage(page, STATEMENT_TEXT.transactionsFailed) ?? (month?.transactions.length === 0 ? STATEMENT_TEXT.noTransactions(month.sendDate) : null),
    };
  }
}
