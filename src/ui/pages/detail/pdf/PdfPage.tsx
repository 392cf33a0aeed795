import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { PageProps } from '../../../app/router';
import { EmptyState } from '../../../components/ProductCard';
import { usePageTitle } from '../../../components/use-page-title';
import { PDF_TEXT } from '../detail-texts';
import type { PdfViewModel } from './pdf-view-model';
import './pdf.css';

/** /pdf?url=…&title=…: an instruction document drawn inside the page, a page at a time (not a download). */
export default function PdfPage({ viewModel, query }: PageProps<PdfViewModel, 'url' | 'title'>) {
  // Another document is drawn afresh.
  return <main className="page pdf"><PdfReader key={`${query.url}|${query.title}`} viewModel={viewModel} /></main>;
}

/** A document inside another page (/pdfShow): its own reader, opened when shown and freed when gone. */
export function DocumentReader({ url, title, newReader }: { url: string; title: string; newReader: () => PdfViewModel }) {
  const [viewModel] = useState(newReader);
  useEffect(() => {
    void viewModel.load({ url, title });
    return () => viewModel.close();
  }, [viewModel, url, title]);
  return <PdfReader viewModel={viewModel} embedded />;
}

/** One document, a page at a time: the whole of /pdf, and the reader inside /pdfShow. */
const PdfReader = observer(function PdfReader({ viewModel, embedded = false }: { viewModel: PdfViewModel; embedded?: boolean }) {
  usePageTitle(embedded ? undefined : viewModel.title);
  const Heading = embedded ? 'h2' : 'h1';

  return (
    <section className="pdf" aria-label={viewModel.title}>
      <Heading className="pdf__title">{viewModel.title}</Heading>
      {viewModel.state === 'invalid' && <EmptyState text={PDF_TEXT.invalidAddress} />}
      {viewModel.state === 'failed' && <EmptyState text={PDF_TEXT.failed} onRetry={() => void viewModel.open()} />}
      {viewModel.state === 'opening' && (
        <>
          <div className="pdf__sheet" aria-hidden="true" />
          <p className="muted" role="status">{PDF_TEXT.loading}</p>
        </>
      )}
      {viewModel.state === 'open' && <PdfPageView viewModel={viewModel} />}
    </section>
  );
});

const PdfPageView = observer(function PdfPageView({ viewModel }: { viewModel: PdfViewModel }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { page } = viewModel;

  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    let drawnWidth = 0;
    const draw = () => {
      if (target.clientWidth === 0 || target.clientWidth === drawnWidth) return;
      drawnWidth = target.clientWidth;
      void viewModel.draw({ canvas: target, cssWidth: drawnWidth, pixelRatio: window.devicePixelRatio || 1 });
    };
    draw();
    // A turned phone is a wider page: drawn again at the new width.
    const resized = new ResizeObserver(draw);
    resized.observe(target);
    return () => resized.disconnect();
  }, [viewModel, page]);

  return (
    <>
      {/* The drawing is for the eye; the same page's text follows for a screen reader. */}
      <canvas ref={canvas} className="pdf__sheet" aria-hidden="true" />
      <section className="visually-hidden" aria-label={PDF_TEXT.pageText(page)}>
        <p className="pdf__text" data-testid="pdf-text">{viewModel.pageText}</p>
      </section>
      <nav className="pdf__paging" aria-label={PDF_TEXT.paging}>
        <button type="button" className="button button--ghost" disabled={!viewModel.hasPrevious} onClick={() => void viewModel.previous()}>{PDF_TEXT.previous}</button>
        <span aria-live="polite" data-testid="pdf-page">{viewModel.pageLabel}</span>
        <button type="button" className="button button--ghost" disabled={!viewModel.hasNext} onClick={() => void viewModel.next()}>{PDF_TEXT.next}</button>
      </nav>
    </>
  );
});
