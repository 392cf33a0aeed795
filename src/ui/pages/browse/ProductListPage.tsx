import { useLayoutEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from 'antd-mobile';
import type { SortType } from '../../../domain/catalog/product-list';
import { EmptyState, ProductCard, productCardSkeletons } from '../../components/ProductCard';
import { usePageTitle } from '../../components/use-page-title';
import { RefreshableList } from '../../components/RefreshableList';
import { BROWSE_TEXT } from './browse-texts';
import type { ProductListViewModel } from './product-list-view-model';
import type { PageProps } from '../../app/router';

/** /list — more products, with paging, sorting, pull-to-refresh and load-more (SPEC §9 constants). */
export default observer(function ProductListPage({ viewModel }: PageProps<ProductListViewModel>) {
  const [, setParams] = useSearchParams();
  usePageTitle(BROWSE_TEXT.listTitle);

  // The list starts at its top: arriving from a home page scrolled down to 查看更多 would otherwise land
  // near the list's end and ask for its next page before the customer has seen the first.
  // A layout effect: before the load-more's own check (an effect), which would see the old position.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [viewModel]);

  const firstPageLoading = viewModel.loading && viewModel.products.length === 0;
  return (
    <main className="page product-list-page">
      <h1 className="visually-hidden">{BROWSE_TEXT.listTitle}</h1>
      <Tabs activeKey={viewModel.kind} onChange={(key) => setParams({ kind: key }, { replace: true })}>
        <Tabs.Tab title={BROWSE_TEXT.term} key="term" />
        <Tabs.Tab title={BROWSE_TEXT.demand} key="demand" />
      </Tabs>
      <SortBar viewModel={viewModel} />
      <RefreshableList onRefresh={() => viewModel.refresh()} hasMore={viewModel.hasMore} onLoadMore={() => viewModel.loadMore()} footer={<LoadMoreText viewModel={viewModel} />}>
        {viewModel.failed && viewModel.products.length === 0 ? (
          <EmptyState text={BROWSE_TEXT.listFailed} onRetry={() => void viewModel.refresh()} />
        ) : (
          <ul className="product-list" data-testid="product-list" aria-busy={firstPageLoading}>
            {firstPageLoading ? FIRST_PAGE_SKELETONS : viewModel.products.map((product) => <ProductCard key={product.prdCode} product={product} />)}
          </ul>
        )}
      </RefreshableList>
    </main>
  );
});

/** Enough skeleton cards to fill a phone's screen: the list's foot stays below the fold until the first page is in. */
const FIRST_PAGE_SKELETONS = productCardSkeletons(8);

const LoadMoreText = observer(function LoadMoreText({ viewModel }: { viewModel: ProductListViewModel }) {
  const { text, retry } = viewModel.footer;
  if (retry) return <button type="button" className="button button--ghost" onClick={() => void viewModel.loadMore()}>{text}</button>;
  return <span data-testid="list-footer">{text}</span>;
});

const SortBar = observer(function SortBar({ viewModel }: { viewModel: ProductListViewModel }) {
  const { sortType, sortOrder } = viewModel.sort;
  const option = (type: SortType, label: string, suffix = '') => (
    <button type="button" className="sort-bar__option" aria-pressed={sortType === type} onClick={() => void viewModel.sortBy(type)}>
      {label}{suffix}
    </button>
  );
  return (
    <div className="sort-bar" role="group" aria-label="排序">
      {option('1', BROWSE_TEXT.sortByYield)}
      {option('3', BROWSE_TEXT.sortByBenchmark, sortType === '3' ? (sortOrder === 'desc' ? '（从高到低）' : '（从低到高）') : '')}
    </div>
  );
});
