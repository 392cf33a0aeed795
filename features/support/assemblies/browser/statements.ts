import type { Locator } from 'playwright-core';
import { statementTitle } from '../../../../src/domain/statements/statement';
import { STATEMENT_TEXT } from '../../../../src/ui/pages/statements/statement-texts';
import type { StatementTasks } from '../../tasks/statements';
import type { StatementDetailView, StatementListView, StatementTransactionsView } from '../../tasks/views';
import { emptyMessage, factRows, listRows, reloadButton } from './reading';
import type { BrowserSession } from './session';

/** The statement pages: their paths and their <main> classes. */
const LIST = { path: '/statement', main: 'statement-list' };
const DETAIL = { path: '/statementDetail', main: 'statement-detail' };
const TRANSACTIONS = { path: '/statementParticularDetail', main: 'statement-transactions' };

/** Statements: /statement and its months and transactions. */
export class BrowserStatements implements StatementTasks {
  constructor(private readonly session: BrowserSession) {}

  async openStatements(): Promise<void> {
    await this.session.open({}, LIST.path);
    await this.session.said(LIST.main);
  }

  async statementList(): Promise<StatementListView> {
    const main = await this.session.said(LIST.main);
    const rows = await Promise.all((await main.getByTestId('statement').all()).map(async (row) => {
      const link = row.getByRole('link');
      const facts = await factRows(row);
      return {
        month: new URL((await link.getAttribute('href')) ?? '', this.session.url).searchParams.get('sendDate') ?? '',
        title: (await link.innerText()).trim(),
        totAsset: facts[STATEMENT_TEXT.totAsset],
        monthIncome: facts[STATEMENT_TEXT.monthIncome],
      };
    }));
    return { rows, message: await emptyMessage(main) };
  }

  async retryStatements(): Promise<void> {
    const main = this.session.page.locator(`main.${LIST.main}`);
    await this.session.tapAnswered(reloadButton(main), 'api/dbank/f100004');
    await this.session.said(LIST.main);
  }

  async openStatementFromList(month: string): Promise<void> {
    const main = await this.session.said(LIST.main);
    await this.session.follow(main.getByRole('link', { name: statementTitle(month), exact: true }), DETAIL.path, DETAIL.main);
  }

  async openStatement(month: string | null): Promise<void> {
    await this.session.open(monthOf(month), DETAIL.path);
    await this.session.said(DETAIL.main);
  }

  async statementDetail(): Promise<StatementDetailView> {
    const main = await this.session.said(DETAIL.main);
    const totals = main.getByTestId('statement-totals');
    return {
      title: await titleOf(main),
      totals: (await totals.count()) > 0 ? await factRows(totals) : {},
      positions: await listRows(main.getByTestId('statement-position'), { name: '产品' }),
      transactionsOffered: (await main.getByRole('link', { name: STATEMENT_TEXT.toTransactions }).count()) > 0,
      message: await emptyMessage(main),
    };
  }

  async openMonthTransactions(): Promise<void> {
    const main = await this.session.said(DETAIL.main);
    await this.session.follow(main.getByRole('link', { name: STATEMENT_TEXT.toTransactions }), TRANSACTIONS.path, TRANSACTIONS.main);
  }

  async openTransactions(month: string | null): Promise<void> {
    await this.session.open(monthOf(month), TRANSACTIONS.path);
    await this.session.said(TRANSACTIONS.main);
  }

  async statementTransactions(): Promise<StatementTransactionsView> {
    const main = await this.session.said(TRANSACTIONS.main);
    return { title: await titleOf(main), rows: await listRows(main.getByTestId('statement-transaction')), message: await emptyMessage(main) };
  }
}

/** The address's month (sendDate); none when the address names none. */
function monthOf(month: string | null): Record<string, string> {
  return month === null ? {} : { sendDate: month };
}

async function titleOf(main: Locator): Promise<string> {
  return (await main.locator('h1').innerText()).trim();
}
