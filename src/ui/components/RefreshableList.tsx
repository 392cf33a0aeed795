import type { ReactNode } from 'react';
import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { pause } from '../view-models/pause';
import { REFRESHABLE_LIST_TEXT } from './component-texts';

/** SPEC §9 pull-to-refresh and load-more. */
const PULL = {
  pullDownThreshold: 50,
  releaseTextAbove: 90,
  pullUpThreshold: 100,
  refreshDelayMs: 1000,
  pullUpFinishMs: 500,
} as const;

/**
 * A list with SPEC §9's pull-to-refresh (threshold 50, release text above 90, 1 s) and load-more
 * (threshold 100, 500 ms to settle before the next page is asked for).
 */
export function RefreshableList({ onRefresh, hasMore, onLoadMore, footer, children }: {
  onRefresh: () => Promise<void>;
  hasMore: boolean;
  onLoadMore: () => Promise<void>;
  /** What the list's end says (没有更多了, a retry). */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const pull = REFRESHABLE_LIST_TEXT;
  return (
    <PullToRefresh
      headHeight={PULL.pullDownThreshold}
      threshold={PULL.releaseTextAbove}
      completeDelay={PULL.refreshDelayMs}
      pullingText={pull.pulling}
      canReleaseText={pull.canRelease}
      refreshingText={pull.refreshing}
      completeText={pull.complete}
      onRefresh={onRefresh}
    >
      {children}
      <InfiniteScroll
        threshold={PULL.pullUpThreshold}
        hasMore={hasMore}
        loadMore={async () => {
          await onLoadMore();
          await pause(PULL.pullUpFinishMs);
        }}
      >
        {footer ?? null}
      </InfiniteScroll>
    </PullToRefresh>
  );
}
