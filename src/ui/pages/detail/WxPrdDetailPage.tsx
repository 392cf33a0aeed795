import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TOKENS } from '../../../application/tokens';
import { useInjection } from '../../app/services';
import { DETAIL_TEXT } from './detail-texts';

/** /wxPrdDetail — picks the detail page by the product's template and replaces itself with it. */
export default function WxPrdDetailPage() {
  const openProductDetail = useInjection(TOKENS.openProductDetail);
  const [params] = useSearchParams();
  const prdCode = params.get('prdCode') ?? undefined;

  useEffect(() => {
    void openProductDetail.run(prdCode);
  }, [openProductDetail, prdCode]);

  return <main className="page" aria-busy="true"><p className="muted">{DETAIL_TEXT.opening}</p></main>;
}
