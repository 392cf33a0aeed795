import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { documentAddressOf } from '../../../../domain/catalog/document-address';
import { EmptyState } from '../../../components/ProductCard';
import { usePageTitle } from '../../../components/use-page-title';
import { PDF_TEXT } from '../detail-texts';
import type { PdfDocument } from './pdf-document';
import './pdf.css';

type Opening = { state: 'loading' } | { state: 'failed' } | { state: 'open'; pdf: PdfDocument };

/** /pdf: an instruction document drawn inside the page, a page at a time (not a download). */
export default function PdfPage() {
  const [params] = useSearchParams();
  const title = params.get('title')?.trim() || PDF_TEXT.defaultTitle;
  const address = documentAddressOf(params.get('url'));
  usePageTitle(title);
  return (
    <main className="page pdf">
      <h1 className="pdf__title">{title}</h1>
      {address ? <PdfViewer key={address} address={address} /> : <EmptyState text={PDF_TEXT.invalidAddress} />}
    </main>
  );
}

function PdfViewer({ address }: { address: string }) {
  const [opening, setOpening] = useState<Opening>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let closed = false;
    let opened: PdfDocument | undefined;
    import('./pdf-document')
      .then(({ openPdf }) => openPdf(address))
      .then((pdf) => {
        opened = pdf;
        if (closed) pdf.close();
        else setOpening({ state: 'open', pdf });
      }, () => !closed && setOpening({ state: 'failed' }));
    return () => {
      closed = true;
      opened?.close();
    };
  }, [address, attempt]);

  if (opening.state === 'failed') {
    return <EmptyState text={PDF_TEXT.failed} onRetry={() => { setOpening({ state: 'loading' }); setAttempt((n) => n + 1); }} />;
  }
  if (opening.state === 'loading') return <><div className="pdf__sheet" aria-hidden="true" /><p className="muted" role="status">{PDF_TEXT.loading}</p></>;
  return <PdfPages pdf={opening.pdf} />;
}

function PdfPages({ pdf }: { pdf: PdfDocument }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    let current = true;
    pdf.drawPage(page, target, target.clientWidth).then((pageText) => current && setText(pageText), () => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [pdf, page]);

  if (failed) return <EmptyState text={PDF_TEXT.failed} />;
  return (
    <>
      <canvas ref={canvas} className="pdf__sheet" aria-hidden="true" />
      <div className="visually-hidden" aria-label={PDF_TEXT.pageText(page)} data-testid="pdf-text">{text}</div>
      <nav className="pdf__paging" aria-label={PDF_TEXT.pageOf(page, pdf.pageCount)}>
        <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>{PDF_TEXT.previous}</button>
        <span aria-live="polite" data-testid="pdf-page">{PDF_TEXT.pageOf(page, pdf.pageCount)}</span>
        <button type="button" className="button button--ghost" disabled={page >= pdf.pageCount} onClick={() => setPage(page + 1)}>{PDF_TEXT.next}</button>
      </nav>
    </>
  );
}
