import { observer } from 'mobx-react-lite';
import type { PageProps } from '../../app/router';
import { EmptyState } from '../../components/ProductCard';
import { DETAIL_TEXT } from './detail-texts';
import type { ProductOpenerViewModel } from './product-opener-view-model';

/** /wxPrdDetail — picks the detail page by the product's template and replaces itself with it. */
export default observer(function WxPrdDetailPage({ viewModel }: PageProps<ProductOpenerViewModel>) {
  if (viewModel.state === 'failed') return <main className="page"><EmptyState text={DETAIL_TEXT.loadFailed} onRetry={() => void viewModel.retry()} /></main>;
  return <main className="page" aria-busy="true"><p className="muted">{DETAIL_TEXT.opening}</p></main>;
});
