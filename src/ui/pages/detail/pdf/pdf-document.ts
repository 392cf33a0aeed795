import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** An opened PDF: how many pages it has, and each page drawn onto a canvas with its text. */
export interface PdfDocument {
  pageCount: number;
  /** Draws a page at the canvas's CSS width, sharp on the phone's pixel ratio; resolves to its text. */
  drawPage(pageNumber: number, canvas: HTMLCanvasElement, cssWidth: number): Promise<string>;
  close(): void;
}

/** Opens a PDF with pdf.js: no eval (the worker never compiles code from the file), no scripting. */
export async function openPdf(address: string): Promise<PdfDocument> {
  const pdf: PDFDocumentProxy = await getDocument({ url: address, isEvalSupported: false, enableXfa: false }).promise;
  return {
    pageCount: pdf.numPages,
    async drawPage(pageNumber, canvas, cssWidth) {
      const page = await pdf.getPage(pageNumber);
      const ratio = window.devicePixelRatio || 1;
      const scale = cssWidth / page.getViewport({ scale: 1 }).width;
      const viewport = page.getViewport({ scale: scale * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.aspectRatio = `${viewport.width} / ${viewport.height}`;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      await page.render({ canvasContext: context, viewport }).promise;
      const content = await page.getTextContent();
      return content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ').trim();
    },
    close: () => void pdf.destroy(),
  };
}
