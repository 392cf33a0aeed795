import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/ProductCard';
import { RefreshableList } from '../../components/RefreshableList';
import { usePageTitle } from '../../components/use-page-title';
import { Unavailable } from './IncomeParts';
import { ListFoot } from '../../components/ListFoot';
import { dailyIncomeColumns } from './income-rows';
import type { DailyIncomeKind, DailyIncomeViewModel } from './income-view-models';
import { DAILY_INCOME_TEXT } from './income-texts';
import { withPrdCode } from '../../../domain/catalog/template-route';
import { ROUTES, type PageProps } from '../../app/router';

const CLASS_NAMES: Record<DailyIncomeKind, string> = { daily: 'daily-income', currency: 'currency-record' };
const TITLES: Record<DailyIncomeKind, string> = { daily: DAILY_INCOME_TEXT.dailyTitle, currency: DAILY_INCOME_TEXT.currencyTitle };

/**
 * A holding's income day by day, newest first, 20 a page (the table's days load as its end comes into
 * view): /mineCurrencyIncomeNew?prdCode= a demand holding's income; /currencyRecord?prdCode= a
 * cash-management holding's days: 万份收益, 七日年化 and the customer's income that day.
 */
export const DailyIncomePage = observer(function DailyIncomePage({ viewModel, reload }: PageProps<DailyIncomeViewModel>) {
  const { kind } = viewModel;
  const title = TITLES[kind];
  usePageTitle(title);
  const { state, list, product } = viewModel;

  return (
    <main className={`page records ${CLASS_NAMES[kind]}`} data-state={state} aria-busy={state === 'loading' || undefined}>
      <h1 className="records__title">{title}</h1>
      {product && <p className="records__count" data-testid="income-product">{product.prdName}</p>}
      {state === 'invalid' && <Unavailable text={DAILY_INCOME_TEXT.noProduct} />}
      {state === 'notHeld' && <Unavailable text={viewModel.notHeldMessage} />}
      {state === 'notCash' && (
        <>
          <Unavailable text={DAILY_INCOME_TEXT.notCash} />
          <Link className="button button--ghost records__more" to={withPrdCode(ROUTES.dailyIncome.path, viewModel.prdCode ?? '')}>{DAILY_INCOME_TEXT.toDaily}</Link>
        </>
      )}
      {state === 'failed' && <EmptyState text={DAILY_INCOME_TEXT.failed} onRetry={reload} />}
      {state === 'loaded' && (
        <RefreshableList
          onRefresh={() => list.refresh()}
          hasMore={list.hasMore}
          onLoadMore={() => viewModel.loadMore()}
          footer={list.items.length > 0 ? <ListFoot list={list} /> : null}
        >
          {list.items.length === 0 ? <EmptyState text={DAILY_INCOME_TEXT.empty} /> : (
            <>
              <p className="records__count" role="status" data-testid="income-shown">{list.shownText}</p>
              <table className="detail-table income-table" data-testid="income-days">
                <caption>{DAILY_INCOME_TEXT.caption(product?.prdName ?? '')}</caption>
                <thead><tr>{dailyIncomeColumns(kind).map(([heading]) => <th key={heading} scope="col">{heading}</th>)}</tr></thead>
                <tbody>
                  {list.items.map((day) => (
                    <tr key={day.date} data-testid="income-day">
                      {dailyIncomeColumns(kind).map(([heading, cell], i) => (i === 0 ? <th key={heading} scope="row">{cell(day)}</th> : <td key={heading}>{cell(day)}</td>))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </RefreshableList>
      )}
    </main>
  );
});

