import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { useViewModel } from '../../app/services';
import { usePageTitle } from '../../components/use-page-title';
import { createDetailViewModel } from '../detail/detail-view-model';

export const BUY_TEXT = {
  title: '购买',
  notOpen: '线上购买暂未开放',
  explain: '本产品的线上购买功能尚未开通。如需购买，请联系您的客户经理或前往我行网点办理。',
  back: '返回产品详情',
} as const;

/** /buy — the purchase button's target. Online purchase opens with the purchase issue; until then this says so. */
export default observer(function BuyPage() {
  const viewModel = useViewModel(createDetailViewModel);
  const [params] = useSearchParams();
  const prdCode = params.get('prdCode') ?? undefined;
  usePageTitle(BUY_TEXT.title);

  useEffect(() => {
    void viewModel.load(prdCode);
  }, [viewModel, prdCode]);

  return (
    <main className="page notice-page">
      <h1>{BUY_TEXT.notOpen}</h1>
      {viewModel.product && <p className="notice-page__product">{viewModel.product.prdName}</p>}
      <p>{BUY_TEXT.explain}</p>
      <Link to={`/wxPrdDetail?prdCode=${encodeURIComponent(prdCode ?? '')}`} className="button button--ghost">{BUY_TEXT.back}</Link>
    </main>
  );
});
