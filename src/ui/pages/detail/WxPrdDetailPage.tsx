import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { useViewModel } from '../../app/services';
import { EmptyState } from '../../components/ProductCard';
import { DETAIL_TEXT } from './detail-texts';
import { createProductOpenerViewModel } from './product-opener-view-model';

/** /wxPrdDetail — picks the detail page by the product's template and replaces itself with it. */
export default observer(function WxPrdDetailPage() {
  const viewModel = useViewModel(createProductOpenerViewModel);
  const [params] = useSearchParams();
  const prdCode = params.get('prdCode') ?? undefined;

  useEffect(() => {
    void viewModel.open(prdCode);
  }, [viewModel, prdCode]);

  if (viewModel.state === 'failed') return <main className="page"><EmptyState text={DETAIL_TEXT.loadFailed} onRetry={() => void viewModel.retry()} /></main>;
  return <main className="page" aria-busy="true"><p className="muted">{DETAIL_TEXT.opening}</p></main>;
});
