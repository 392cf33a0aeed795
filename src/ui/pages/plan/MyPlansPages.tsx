import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { recordStatusText, type Plan, type PlanRecord } from '../../../domain/purchase/plan';
import { linkTo, ROUTES, type PageProps } from '../../app/router';
import type { PagedList } from '../../view-models/paged-list';
import { EmptyState } from '../../components/ProductCard';
import { RefreshableList } from '../../components/RefreshableList';
import { ListFoot } from '../../components/ListFoot';
import { usePageTitle } from '../../components/use-page-title';
import { PlanFacts } from './PlanFacts';
import type { MyPlansViewModel, PlanInfoViewModel, PlanRecordViewModel } from './my-plans-view-model';
import { planInfoHref, planListRows, planStatusText, recordHref, recordListRows, recordRows } from './plan-rows';
import { MY_PLANS_TEXT, PLAN_INFO_TEXT, PLAN_PAGE_TEXT, PLAN_RECORD_TEXT } from './plan-texts';

/** Where 去看看理财产品 leads: the demand products, the ones that take plans. */
const BROWSE_PRODUCTS = linkTo(ROUTES.list, { kind: 'demand' });

/** Rows of words as a plain list of facts inside a row of a list. */
function Rows({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="facts facts--plain">
      {rows.map(([name, value]) => <div key={name} className="facts__row"><dt>{name}</dt><dd>{value}</dd></div>)}
    </dl>
  );
}

/** /myFixedTimeNetWorth — 我的定投: the customer's plans, the active ones first, 20 a page with pull-to-refresh and load-more. */
export const MyPlansPage = observer(function MyPlansPage({ viewModel }: PageProps<MyPlansViewModel>) {
  const { list } = viewModel;
  usePageTitle(MY_PLANS_TEXT.title);

  return (
    <main className="page records my-plans" aria-busy={list.state === 'loading' || list.state === 'idle'}>
      <h1 className="records__title">{MY_PLANS_TEXT.title}</h1>
      {list.state === 'failed' && <EmptyState text={MY_PLANS_TEXT.failed} onRetry={() => void viewModel.load()} />}
      {list.empty && (
        <div className="empty-state" role="status" data-testid="my-plans-empty">
          <p>{MY_PLANS_TEXT.empty}</p>
          <Link className="button" to={BROWSE_PRODUCTS}>{MY_PLANS_TEXT.browse}</Link>
        </div>
      )}
      {list.items.length > 0 && (
        <RefreshableList onRefresh={() => viewModel.load()} hasMore={list.hasMore} onLoadMore={() => viewModel.loadMore()} footer={<ListFoot list={list} />}>
          <p className="records__count">{MY_PLANS_TEXT.count(list.total)}</p>
          <ul className="records__list" aria-label={MY_PLANS_TEXT.listLabel} data-testid="my-plans">
            {viewModel.plans.map((plan) => <PlanRow key={plan.planNo} plan={plan} />)}
          </ul>
        </RefreshableList>
      )}
    </main>
  );
});

/** One plan of 我的定投: product and status, each amount, schedule, next date; opens the plan's page. */
function PlanRow({ plan }: { plan: Plan }) {
  return (
    <li className="record">
      <Link className="record__link" to={planInfoHref(plan.planNo)} data-testid="my-plan" data-plan-no={plan.planNo}>
        <span className="record__head">
          <span className="record__name">{plan.prdName}</span>
          <span className={`record__status${plan.active ? '' : ' record__status--off'}`}>{planStatusText(plan)}</span>
        </span>
        <Rows rows={planListRows(plan)} />
      </Link>
    </li>
  );
}


/** /myFixedTimeNetWorthInfo?planNo= — one plan: its facts, 修改计划 and 终止定投 while active, its instalments, 20 a page. */
export const PlanInfoPage = observer(function PlanInfoPage({ viewModel, reload }: PageProps<PlanInfoViewModel>) {
  const { plan, state, records } = viewModel;
  usePageTitle(PLAN_INFO_TEXT.title);

  return (
    <main className="page records plan-info" aria-busy={state === 'loading' || records?.state === 'loading' || records?.state === 'idle'}>
      <h1 className="records__title">{PLAN_INFO_TEXT.title}</h1>
      {state === 'failed' && <EmptyState text={PLAN_PAGE_TEXT.loadFailed} onRetry={reload} />}
      {state === 'notFound' && <EmptyState text={PLAN_PAGE_TEXT.notFound} />}
      {plan && (
        <>
          <PlanFacts plan={plan} />
          {plan.active && (
            <nav className="record__actions" aria-label={PLAN_INFO_TEXT.actions}>
              <Link className="button" to={linkTo(ROUTES.changePlan, { planNo: plan.planNo })}>{PLAN_PAGE_TEXT.update}</Link>
              <Link className="button button--ghost" to={linkTo(ROUTES.planStop, { planNo: plan.planNo })}>{PLAN_PAGE_TEXT.stop}</Link>
            </nav>
          )}
          {records && <PlanRecords records={records} />}
        </>
      )}
      <Link className="button button--ghost plan-info__back" to={ROUTES.myPlans.path}>{PLAN_INFO_TEXT.back}</Link>
    </main>
  );
});

/** A plan's instalments, newest first; each opens its own page; 加载更多 for the next 20. */
const PlanRecords = observer(function PlanRecords({ records }: { records: PagedList<PlanRecord> }) {
  const titleId = useId();
  return (
    <section className="plan-info__records" aria-labelledby={titleId}>
      <h2 id={titleId} className="plan-info__heading">{PLAN_INFO_TEXT.records}</h2>
      {records.state === 'failed' && <EmptyState text={PLAN_INFO_TEXT.recordsFailed} onRetry={() => void records.refresh()} />}
      {records.empty && <p className="empty-state" role="status" data-testid="plan-records-empty">{PLAN_INFO_TEXT.noRecords}</p>}
      {records.items.length > 0 && (
        <>
          <ul className="records__list" aria-label={PLAN_INFO_TEXT.records} data-testid="plan-records">
            {records.items.map((record) => <RecordRow key={record.seq} record={record} />)}
          </ul>
          <p className="records__count" data-testid="plan-records-shown">
            {records.state === 'loading' ? PLAN_INFO_TEXT.loading : records.shownText}
          </p>
          {records.hasMore && <button type="button" className="button button--ghost records__more" onClick={() => void records.loadMore()}>{PLAN_INFO_TEXT.loadMore}</button>}
          {records.moreFailed && <ListFoot list={records} />}
        </>
      )}
    </section>
  );
});

/** One instalment on its plan's page: date and status, amount, why it failed. */
function RecordRow({ record }: { record: PlanRecord }) {
  return (
    <li className="record">
      <Link className="record__link" to={recordHref(record)} data-testid="plan-record" data-seq={record.seq}>
        <span className="record__head">
          <span className="record__name">{record.execDate}</span>
          <span className={`record__status${record.succeeded ? ' record__status--done' : ''}`}>{recordStatusText(record)}</span>
        </span>
        <Rows rows={recordListRows(record)} />
      </Link>
    </li>
  );
}

/** /fixedRecordInfoPage?planNo=&seq= — one instalment: date, amount, status, why it failed, its order number. */
export const PlanRecordPage = observer(function PlanRecordPage({ viewModel, reload, query: { planNo } }: PageProps<PlanRecordViewModel, 'planNo'>) {
  usePageTitle(PLAN_RECORD_TEXT.title);

  const { record, state } = viewModel;
  return (
    <main className="page records plan-record" aria-busy={state === 'loading'}>
      <h1 className="records__title">{PLAN_RECORD_TEXT.title}</h1>
      {state === 'failed' && <EmptyState text={PLAN_RECORD_TEXT.failed} onRetry={reload} />}
      {state === 'notFound' && <EmptyState text={PLAN_RECORD_TEXT.notFound} />}
      {record && (
        <dl className="facts" data-testid="plan-record-facts">
          {recordRows(record).map(([name, value]) => <div key={name} className="facts__row"><dt>{name}</dt><dd>{value}</dd></div>)}
        </dl>
      )}
      {planNo && state !== 'loading' && <Link className="button button--ghost plan-info__back" to={planInfoHref(planNo)}>{PLAN_RECORD_TEXT.back}</Link>}
      {!planNo && <Link className="button button--ghost plan-info__back" to={ROUTES.myPlans.path}>{PLAN_INFO_TEXT.back}</Link>}
    </main>
  );
});
