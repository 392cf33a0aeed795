import { observer } from 'mobx-react-lite';
import { EmptyState } from '../../components/ProductCard';
import { usePageTitle } from '../../components/use-page-title';
import type { PageProps } from '../../app/router';
import { DocumentReader } from '../detail/pdf/PdfPage';
import type { HoldingDocumentsViewModel } from './holding-documents-view-model';
import { DOCUMENTS_PAGE_TEXT, HOLDING_PAGE_TEXT } from './wealth-texts';

/** /pdfShow — the documents a holding is under, drawn in the page (not a download), one at a time. */
export default observer(function HoldingDocumentsPage({ viewModel, reload }: PageProps<HoldingDocumentsViewModel>) {
  usePageTitle(DOCUMENTS_PAGE_TEXT.title);
  const { holdingPage, shown } = viewModel;
  const holding = holdingPage.holding;

  if (holdingPage.state === 'failed') return <main className="page"><EmptyState text={HOLDING_PAGE_TEXT.failed} onRetry={reload} /></main>;
  if (holdingPage.state === 'notHeld') return <main className="page holding-documents"><EmptyState text={holdingPage.message} /></main>;
  if (!holding) return <main className="page holding-documents" aria-busy="true" />;

  return (
    <main className="page holding-documents" aria-busy={viewModel.documentsState === 'loading'}>
      <h1>{DOCUMENTS_PAGE_TEXT.title}</h1>
      <p className="dividend__product">{holding.prdName}</p>
      {viewModel.documentsState === 'failed' && <EmptyState text={DOCUMENTS_PAGE_TEXT.failed} onRetry={reload} />}
      {viewModel.documentsState === 'loaded' && viewModel.documents.length === 0 && <EmptyState text={DOCUMENTS_PAGE_TEXT.none} />}
      {viewModel.documents.length > 0 && (
        <nav className="holding-documents__list" aria-label={DOCUMENTS_PAGE_TEXT.title}>
          {viewModel.documents.map((document, index) => (
            <button key={`${index}-${document.webAddress}`} type="button" className="button button--ghost" aria-pressed={index === viewModel.chosen} onClick={() => viewModel.choose(index)}>
              {document.insName}
            </button>
          ))}
        </nav>
      )}
      {shown && <DocumentReader key={shown.webAddress} url={shown.webAddress} title={shown.insName} newReader={viewModel.newReader} />}
    </main>
  );
});
