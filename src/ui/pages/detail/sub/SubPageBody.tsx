import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { Loadable } from '../../../view-models/loadable';
import { EmptyState } from '../../../components/ProductCard';

export interface BodyTexts {
  loading: string;
  empty: string;
  failed: string;
}

/**
 * A sub page's content under SubPageFrame (loaded once the product is known): its loading line, the
 * failure with 重新加载, its absence in words, or `children(value)`.
 */
export const SubPageBody = observer(function SubPageBody<T>({ data, texts, isEmpty, children }: {
  data: Loadable<T>;
  texts: BodyTexts;
  isEmpty: (value: T) => boolean;
  children: (value: T) => ReactNode;
}) {
  const { state, value } = data;
  return (
    <div className="sub-page__body" data-testid="sub-page-content" data-state={state}>
      {(state === 'idle' || state === 'loading') && <p className="muted">{texts.loading}</p>}
      {state === 'failed' && <EmptyState text={texts.failed} onRetry={() => void data.load()} />}
      {state === 'loaded' && isEmpty(value) && <EmptyState text={texts.empty} />}
      {state === 'loaded' && !isEmpty(value) && children(value)}
    </div>
  );
});
