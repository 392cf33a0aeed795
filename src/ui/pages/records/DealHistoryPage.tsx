import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { DATE_RANGE_TEXT, isRealDate, type DateField } from '../../../domain/holdings/date-range';
import { EmptyState } from '../../components/ProductCard';
import { RefreshableList } from '../../components/RefreshableList';
import { usePageTitle } from '../../components/use-page-title';
import { ListFoot } from '../../components/ListFoot';
import { DealRecordRow } from './DealRecordRow';
import type { DealHistoryViewModel } from './deal-history-view-model';
import { HISTORY_RECORDS_TEXT } from './records-texts';
import { ROUTES, type PageProps } from '../../app/router';

/** /unconfirmed — the record list: a date range and the deals in it, newest first, 20 a page. */
export default observer(function DealHistoryPage({ viewModel }: PageProps<DealHistoryViewModel>) {
  const { list, range } = viewModel;
  usePageTitle(HISTORY_RECORDS_TEXT.title);

  return (
    <main className="page records deal-history" data-state={list.state}>
      <h1 className="records__title">{HISTORY_RECORDS_TEXT.title}</h1>
      <nav className="records__links" aria-label={HISTORY_RECORDS_TEXT.linksLabel}>
        <Link to={ROUTES.pending.path}>{HISTORY_RECORDS_TEXT.pending}</Link>
        <Link to={ROUTES.inTransit.path}>{HISTORY_RECORDS_TEXT.inTransit}</Link>
      </nav>
      <DateRangeForm viewModel={viewModel} />
      {range && list.state !== 'failed' && (
        <p className="records__count">
          <span data-testid="deal-history-range">{HISTORY_RECORDS_TEXT.range(range.startDate, range.endDate)}</span>
          {list.state === 'loaded' && !list.empty ? `，${list.shownText}` : ''}
        </p>
      )}
      <RefreshableList
        onRefresh={() => viewModel.refresh()}
        hasMore={list.hasMore}
        onLoadMore={() => viewModel.loadMore()}
        footer={list.items.length > 0 ? <ListFoot list={list} /> : null}
      >
        {list.state === 'failed' && <EmptyState text={HISTORY_RECORDS_TEXT.failed} onRetry={() => void viewModel.refresh()} />}
        {list.empty && <EmptyState text={HISTORY_RECORDS_TEXT.empty} />}
        <ul className="records__list" data-testid="deal-history" aria-busy={list.state === 'loading'}>
          {list.items.map((deal) => <DealRecordRow key={deal.uniOrderId} deal={deal} />)}
        </ul>
      </RefreshableList>
    </main>
  );
});

/** A picker's bound: the other date when it is a real one, none otherwise. */
const bound = (date: string): string | undefined => (isRealDate(date) ? date : undefined);

const FIELDS: Array<{ field: DateField; id: string; label: string }> = [
  { field: 'startDate', id: 'deal-start-date', label: DATE_RANGE_TEXT.startLabel },
  { field: 'endDate', id: 'deal-end-date', label: DATE_RANGE_TEXT.endLabel },
];

/**
 * Two labelled date pickers and 查询; what is wrong is said under each field. The pickers are the
 * phone's own (`type=date`: the system's calendar or wheels, in the phone's language, with its
 * screen reader support; no bytes of ours), and hold YYYY-MM-DD. Each picker is bounded by the
 * other (the start no later than the end) where the phone honours it; the rule (SPEC §5) is still
 * the store's own on 查询, whatever a phone lets through (docs/decisions.md).
 */
const DateRangeForm = observer(function DateRangeForm({ viewModel }: { viewModel: DealHistoryViewModel }) {
  return (
    <form
      className="date-range"
      noValidate
      aria-label={HISTORY_RECORDS_TEXT.formLabel}
      onSubmit={(event) => {
        event.preventDefault();
        void viewModel.query();
      }}
    >
      <div className="date-range__fields">
        {FIELDS.map(({ field, id, label }) => {
          const error = viewModel.errors[field];
          return (
            <div key={field} className="date-range__field">
              <label className="buy__label" htmlFor={id}>{label}</label>
              <input
                id={id}
                className="date-range__input"
                type="date"
                required
                min={field === 'endDate' ? bound(viewModel.draft.startDate) : undefined}
                max={field === 'startDate' ? bound(viewModel.draft.endDate) : undefined}
                value={viewModel.draft[field]}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${error ? `${id}-error ` : ''}deal-date-hint`}
                onChange={(event) => viewModel.setDate(field, event.target.value)}
              />
              {error && <p id={`${id}-error`} className="buy__error" data-testid={`${field}-error`}>{error}</p>}
            </div>
          );
        })}
      </div>
      <p id="deal-date-hint" className="date-range__hint">{DATE_RANGE_TEXT.hint}</p>
      <button type="submit" className="button date-range__query">{DATE_RANGE_TEXT.query}</button>
    </form>
  );
});
