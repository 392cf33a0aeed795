import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { EmptyState } from '../../../components/ProductCard';
import { usePageTitle } from '../../../components/use-page-title';
import { DETAIL_TEXT } from '../detail-texts';
import type { SubPageViewModel } from './sub-page-view-model';
import { SUB_PAGE_TEXT } from './sub-page-texts';
import './sub-page.css';

/**
 * The frame of every sub page of a detail page: the product its view-model loaded (as the detail
 * page does), `title` (what the page is, e.g. 产品概述) above the product's name as the h1, and
 * `children(content)` once the product is there. A product that cannot load shows the catalogue's
 * message and 重新加载.
 */
export const SubPageFrame = observer(function SubPageFrame<C extends { load(): Promise<void> }>({ title, testId, viewModel, prdCode, children }: {
  /** What the page is (产品概述, 交易规则, …): the document title while the product loads, and the line above its name. */
  title: string;
  testId?: string;
  viewModel: SubPageViewModel<C>;
  /** The product of the address: another is shown from the top. */
  prdCode: string | undefined;
  children: (content: C) => ReactNode;
}) {
  const { product, content } = viewModel;
  usePageTitle(product ? `${title}｜${product.prdName}` : title);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [viewModel, prdCode]);

  if (viewModel.state === 'failed') {
    return <main className="page sub-page" data-testid={testId}><EmptyState text={DETAIL_TEXT.loadFailed} onRetry={() => void viewModel.retry()} /></main>;
  }
  if (!product || !content) {
    return (
      <main className="page sub-page" data-testid={testId} aria-busy="true">
        <p className="muted">{SUB_PAGE_TEXT.loading}</p>
      </main>
    );
  }
  return (
    <main className="page sub-page" data-testid={testId}>
      <header className="sub-page__header">
        <p className="sub-page__kind">{title}</p>
        <h1 className="sub-page__name">{product.prdName}</h1>
      </header>
      {children(content)}
    </main>
  );
});
