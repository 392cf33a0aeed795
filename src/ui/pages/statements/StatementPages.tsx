import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatYuan, type Money } from '../../../domain/money/money';
import { formatShares, type Shares } from '../../../domain/holdings/shares';
import { statementTitle } from '../../../domain/statements/statement';
import { EmptyState } from '../../components/ProductCard';
import { usePageTitle } from '../../components/use-page-title';
import type { StatementDetailViewModel, StatementListViewModel, StatementMonthViewModel, StatementTransactionsViewModel } from './statements-view-model';
import { STATEMENT_TEXT } from './statement-texts';
import { ROUTES, type PageProps } from '../../app/router';

const yuan = (amount: Money) => STATEMENT_TEXT.yuan(formatYuan(amount));
const shares = (volume: Shares) => STATEMENT_TEXT.shares(formatShares(volume));
const detailLink = (path: string, sendDate: string) => ({ pathname: path, search: `?sendDate=${sendDate}` });

function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="facts facts--plain">
      {rows.map(([name, value]) => <div key={name} className="facts__row"><dt>{name}</dt><dd>{value}</dd></div>)}
    </dl>
  );
}

/** /statement — the last 12 months' statements, each leading to its month. */
export const StatementListPage = observer(function StatementListPage({ viewModel }: PageProps<StatementListViewModel>) {
  usePageTitle(STATEMENT_TEXT.listTitle);

  const { state, statements } = viewModel;
  return (
    <main className="page records statement-list" data-state={state} aria-busy={state === 'loading' || undefined}>
      <h1 className="records__title">{STATEMENT_TEXT.listTitle}</h1>
      <p className="records__count">{STATEMENT_TEXT.listIntro}</p>
      {state === 'failed' && <EmptyState text={STATEMENT_TEXT.listFailed} onRetry={() => void viewModel.load()} />}
      {state === 'loaded' && statements.length === 0 && <EmptyState text={STATEMENT_TEXT.empty} />}
      {state === 'loaded' && statements.length > 0 && (
        <ul className="records__list">
          {statements.map((statement) => (
            <li key={statement.sendDate} className="record" data-testid="statement">
              <h2 className="record__head detail-section__title"><Link className="record__name" to={detailLink(ROUTES.statement.path, statement.sendDate)}>{statement.title}</Link></h2>
              <Facts rows={[[STATEMENT_TEXT.totAsset, yuan(statement.totAsset)], [STATEMENT_TEXT.monthIncome, yuan(statement.monthIncome)]]} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
});

/** What a month's page says instead of its content: an address without a month, a month without a statement, a failure. */
const MonthMessage = observer(function MonthMessage({ viewModel, failed, onRetry }: { viewModel: StatementMonthViewModel<unknown>; failed: string; onRetry: () => void }) {
  const { state, sendDate } = viewModel;
  if (state === 'failed') return <EmptyState text={failed} onRetry={onRetry} />;
  if (state !== 'invalid' && state !== 'missing') return null;
  return (
    <>
      <EmptyState text={state === 'missing' && sendDate ? STATEMENT_TEXT.noStatement(sendDate) : STATEMENT_TEXT.invalidMonth} />
      <Link className="button button--ghost records__more" to={ROUTES.statements.path}>{STATEMENT_TEXT.toList}</Link>
    </>
  );
});

/** /statementDetail?sendDate=YYYY-MM — the month's totals and its positions at the month's end. */
export const StatementDetailPage = observer(function StatementDetailPage({ viewModel, reload }: PageProps<StatementDetailViewModel>) {
  const title = viewModel.sendDate ? statementTitle(viewModel.sendDate) : STATEMENT_TEXT.detailTitle;
  usePageTitle(title);

  const statement = viewModel.state === 'loaded' ? viewModel.value : null;
  return (
    <main className="page records statement-detail" data-state={viewModel.state} aria-busy={viewModel.state === 'loading' || undefined}>
      <h1 className="records__title">{title}</h1>
      <MonthMessage viewModel={viewModel} failed={STATEMENT_TEXT.detailFailed} onRetry={reload} />
      {statement && (
        <>
          <section className="record" data-testid="statement-totals">
            <Facts rows={[[STATEMENT_TEXT.totAsset, yuan(statement.totAsset)], [STATEMENT_TEXT.monthIncome, yuan(statement.monthIncome)]]} />
          </section>
          <h2 className="detail-section__title">{STATEMENT_TEXT.positions}</h2>
          {statement.positions.length === 0 && <EmptyState text={STATEMENT_TEXT.noPositions} />}
          <ul className="records__list">
            {statement.positions.map((position) => (
              <li key={position.prdCode} className="record" data-testid="statement-position">
                <h3 className="record__head detail-section__title"><span className="record__name">{position.prdName}</span></h3>
                <Facts rows={[[STATEMENT_TEXT.vol, shares(position.vol)], [STATEMENT_TEXT.amt, yuan(position.amt)], [STATEMENT_TEXT.monthIncome, yuan(position.income)]]} />
              </li>
            ))}
          </ul>
          <Link className="button risk__submit" to={detailLink(ROUTES.statementTransactions.path, statement.sendDate)}>{STATEMENT_TEXT.toTransactions}</Link>
        </>
      )}
    </main>
  );
});

/** /statementParticularDetail?sendDate=YYYY-MM — the month's transactions. */
export const StatementTransactionsPage = observer(function StatementTransactionsPage({ viewModel, reload }: PageProps<StatementTransactionsViewModel>) {
  const title = viewModel.sendDate ? STATEMENT_TEXT.transactionsTitle(viewModel.sendDate) : STATEMENT_TEXT.detailTitle;
  usePageTitle(title);

  const month = viewModel.state === 'loaded' ? viewModel.value : null;
  return (
    <main className="page records statement-transactions" data-state={viewModel.state} aria-busy={viewModel.state === 'loading' || undefined}>
      <h1 className="records__title">{title}</h1>
      <MonthMessage viewModel={viewModel} failed={STATEMENT_TEXT.transactionsFailed} onRetry={reload} />
      {month && month.transactions.length === 0 && <EmptyState text={STATEMENT_TEXT.noTransactions(month.sendDate)} />}
      {month && month.transactions.length > 0 && (
        <ul className="records__list">
          {month.transactions.map((deal, index) => (
            <li key={`${deal.date}-${deal.prdCode}-${index}`} className="record" data-testid="statement-transaction">
              <h2 className="record__head detail-section__title"><span className="record__name">{deal.prdName}</span><span className="record__status">{deal.status}</span></h2>
              <Facts rows={[[STATEMENT_TEXT.transType, deal.transType], [STATEMENT_TEXT.date, deal.date], [STATEMENT_TEXT.transAmt, yuan(deal.amt)], [STATEMENT_TEXT.transVol, shares(deal.vol)]]} />
            </li>
          ))}
        </ul>
      )}
      {month && <Link className="button button--ghost records__more" to={detailLink(ROUTES.statement.path, month.sendDate)}>{STATEMENT_TEXT.toStatement}</Link>}
    </main>
  );
});
