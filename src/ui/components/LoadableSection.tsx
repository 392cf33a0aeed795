import { useId, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { Loadable } from '../view-models/loadable';
import { EmptyState } from './ProductCard';

export interface SectionTexts {
  title: string;
  loading: string;
  empty: string;
  failed: string;
}

/**
 * A titled section over data loaded beside the page: its loading line, its failure with 重新加载,
 * its absence in words, or its content.
 */
export const LoadableSection = observer(function LoadableSection<T>({ data, texts, isEmpty, testId, children }: {
  data: Loadable<T>;
  texts: SectionTexts;
  isEmpty: (value: T) => boolean;
  testId: string;
  children: (value: T) => ReactNode;
}) {
  const titleId = useId();
  const { state, value } = data;
  return (
    <section className="detail-section" data-testid={testId} aria-labelledby={titleId}>
      <h2 id={titleId} className="detail-section__title">{texts.title}</h2>
      {(state === 'idle' || state === 'loading') && <p className="muted">{texts.loading}</p>}
      {state === 'failed' && <EmptyState text={texts.failed} onRetry={() => void data.load()} />}
      {state === 'loaded' && isEmpty(value) && <EmptyState text={texts.empty} />}
      {state === 'loaded' && !isEmpty(value) && children(value)}
    </section>
  );
});
