import { useEffect, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { BenchmarkChange } from '../../../domain/catalog/past-performance';
import type { ChartPoint } from '../../../domain/catalog/performance';
import { EmptyState } from '../../components/ProductCard';
import { LoadableSection } from '../../components/LoadableSection';
import { useFirstSight, type Sight } from '../../components/use-first-sight';
import type { Loadable } from '../../view-models/loadable';
import type { PastPerformanceModel } from './past-performance-model';
import { BENCHMARK_CHANGES_TEXT, PAST_PERFORMANCE_TEXT as TEXT } from './detail-texts';

/** Near enough to ask for the panel's data: within half a screen below the viewport. */
const NEAR: Sight = { margin: '0px 0px 50% 0px', share: 0 };

/**
 * 过往业绩与业绩比较基准 (issue 18 item 4): the code's notice first, then each period with its dates,
 * the actual annualised return beside the benchmark over the same period, the benchmark's rationale
 * and method with its notice, and its changes. Its data are asked for as it comes near; the
 * figures' area keeps its height meanwhile, so nothing below moves.
 */
export const PastPerformancePanel = observer(function PastPerformancePanel({ panel }: { panel: PastPerformanceModel }) {
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const near = useFirstSight(section, NEAR);
  useEffect(() => void (near && panel.reveal()), [near, panel]);
  return (
    <>
      <section ref={section} className="detail-section past-performance" data-testid="past-performance" aria-labelledby={titleId}>
        <h2 id={titleId} className="detail-section__title">{TEXT.title}</h2>
        <p className="past-performance__notice" role="note" data-testid="past-performance-notice"><strong>{TEXT.notice}</strong></p>
        <div className="past-performance__figures" style={{ minHeight: panel.reservedHeight }}>
          <Figures panel={panel} />
        </div>
      </section>
      {panel.changes && <BenchmarkChanges panel={panel} changes={panel.changes} />}
    </>
  );
});

const Figures = observer(function Figures({ panel }: { panel: PastPerformanceModel }) {
  const { message, figures } = panel;
  if (message) return <p className="past-performance__message" data-testid="past-performance-message">{message}</p>;
  if (panel.cashDays) return <CashDays panel={panel} days={panel.cashDays} />;
  if (!figures) return null;
  return (
    <Loaded data={figures} texts={TEXT} isEmpty={(value) => !value || value.lines.length === 0}>
      {() => (
        <>
          <table className="detail-table past-performance__table" data-testid="past-performance-table">
            <caption className="visually-hidden">{TEXT.caption}</caption>
            <thead>
              <tr><th scope="col">{TEXT.period}</th><th scope="col">{TEXT.actual}</th><th scope="col">{TEXT.benchmark}</th></tr>
            </thead>
            <tbody>
              {panel.rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">
                    <span className="past-performance__period">{row.period}</span>
                    <span className="past-performance__dates">
                      <time dateTime={row.startDate}>{row.startDate}</time>{TEXT.dateJoin}<time dateTime={row.endDate}>{row.endDate}</time>
                    </span>
                  </th>
                  <td>{row.actual}</td>
                  <td>{row.benchmark}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {panel.notes.map((note) => <p className="caveat past-performance__note" key={note}>{note}</p>)}
          {panel.hasBenchmark && <BenchmarkExplained rationale={figures.value?.benchmarkRationale ?? ''} method={figures.value?.benchmarkMethod ?? ''} />}
        </>
      )}
    </Loaded>
  );
});

/** The benchmark's rationale and method as the bank words them, under its not-a-promise notice. */
function BenchmarkExplained({ rationale, method }: { rationale: string; method: string }) {
  return (
    <div className="past-performance__basis" data-testid="benchmark-explained">
      <h3 className="past-performance__subtitle">{TEXT.basisTitle}</h3>
      <p className="past-performance__promise" role="note"><strong>{TEXT.notAPromise}</strong></p>
      {rationale && <p><span className="past-performance__term">{TEXT.rationale}：</span>{rationale}</p>}
      {method && <p><span className="past-performance__term">{TEXT.method}：</span>{method}</p>}
    </div>
  );
}

const CashDays = observer(function CashDays({ panel, days }: { panel: PastPerformanceModel; days: Loadable<ChartPoint[]> }) {
  return (
    <Loaded data={days} texts={TEXT.cash} isEmpty={(value) => value.length === 0}>
      {() => (
        <table className="detail-table past-performance__table" data-testid="past-performance-cash">
          <caption className="visually-hidden">{TEXT.cash.caption}</caption>
          <thead>
            <tr><th scope="col">{TEXT.cash.date}</th><th scope="col">{TEXT.cash.sevenDay}</th><th scope="col">{TEXT.cash.income}</th></tr>
          </thead>
          <tbody>
            {panel.cashRows.map(([date, sevenDay, income]) => <tr key={date}><th scope="row">{date}</th><td>{sevenDay}</td><td>{income}</td></tr>)}
          </tbody>
        </table>
      )}
    </Loaded>
  );
});

/** Data loading, failed (with 重新加载), absent, or its content. */
const Loaded = observer(function Loaded<T>({ data, texts, isEmpty, children }: {
  data: Loadable<T>;
  texts: { loading: string; failed: string; empty: string };
  isEmpty: (value: T) => boolean;
  children: () => ReactNode;
}) {
  const { state, value } = data;
  if (state === 'idle' || state === 'loading') return <p className="muted">{texts.loading}</p>;
  if (state === 'failed') return <EmptyState text={texts.failed} onRetry={() => void data.load()} />;
  if (isEmpty(value)) return <EmptyState text={texts.empty} />;
  return <>{children()}</>;
});

/** 业绩比较基准调整记录: every change of the benchmark, newest first, or that there has been none. */
const BenchmarkChanges = observer(function BenchmarkChanges({ panel, changes }: { panel: PastPerformanceModel; changes: Loadable<BenchmarkChange[]> }) {
  return (
    <LoadableSection data={changes} texts={BENCHMARK_CHANGES_TEXT} isEmpty={(lines) => lines.length === 0} testId="benchmark-changes">
      {() => (
        <table className="detail-table past-performance__table">
          <thead>
            <tr>
              <th scope="col">{BENCHMARK_CHANGES_TEXT.date}</th><th scope="col">{BENCHMARK_CHANGES_TEXT.before}</th>
              <th scope="col">{BENCHMARK_CHANGES_TEXT.after}</th><th scope="col">{BENCHMARK_CHANGES_TEXT.reason}</th>
            </tr>
          </thead>
          <tbody>
            {panel.changeRows.map(([date, before, after, reason]) => (
              <tr key={date}><th scope="row">{date}</th><td>{before}</td><td>{after}</td><td>{reason}</td></tr>
            ))}
          </tbody>
        </table>
      )}
    </LoadableSection>
  );
});
