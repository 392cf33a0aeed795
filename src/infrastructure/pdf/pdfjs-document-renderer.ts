import type { DocumentOpening, DocumentRenderer, OpenedDocument, PageSurface } from '../../application/ports/document-renderer';

/*
 * What this adapter uses of pdf.js, written out so that the browser build (pdfjs-dist) and the
 * Node build the tests use (pdfjs-dist/legacy) both fit, and so that pdf.js stays out of every
 * chunk but /pdf's: the engine comes in through `loadEngine`, a dynamic import.
 */
interface PdfViewport {
  width: number;
  height: number;
}
interface PdfTextItem {
  str?: string;
  hasEOL?: boolean;
}
interface PdfRenderTask {
  promise: Promise<void>;
  cancel(): void;
}
interface PdfPage {
  getViewport(options: { scale: number }): PdfViewport;
  render(options: { canvasContext: CanvasRenderingContext2D; viewport: PdfViewport }): PdfRenderTask;
  getTextContent(): Promise<{ items: PdfTextItem[] }>;
}
interface PdfDocument {
  numPages: number;
  getPage(page: number): Promise<PdfPage>;
  destroy(): Promise<void>;
}
export interface PdfEngine {
  getDocument(source: { data: Uint8Array; isEvalSupported: boolean; enableXfa: boolean; verbosity: number }): { promise: Promise<PdfDocument> };
}

/** Fetches a document's bytes; undefined when it cannot be had (404, network, refused). */
export type ReadBytes = (address: string) => Promise<Uint8Array | undefined>;

/** The browser's way to the bytes: the page's own fetch, cookies only on this origin, 30 s at most (SPEC §9). */
export const fetchBytes = (fetcher: typeof fetch, timeoutMs = 30_000): ReadBytes => async (address) => {
  const response = await fetcher(address, { credentials: 'same-origin', signal: AbortSignal.timeout(timeoutMs) });
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined;
};

/** The canvas's pixel size for a page shown `cssWidth` wide on a screen of `pixelRatio`. */
export function canvasSizeOf(page: PdfViewport, cssWidth: number, pixelRatio: number): { scale: number; width: number; height: number } {
  const ratio = Number.isFinite(pixelRatio) && pixelRatio > 0 ? pixelRatio : 1;
  const scale = (cssWidth / page.width) * ratio;
  return { scale, width: Math.floor(page.width * scale), height: Math.floor(page.height * scale) };
}

/** A page's text as lines, the way it reads: pdf.js's pieces joined, its line ends kept, blank lines dropped. */
export function pageTextOf(items: readonly PdfTextItem[]): string {
  return items
    .map((item) => `${item.str ?? ''}${item.hasEOL ? '\n' : ''}`)
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

const isCancellation = (error: unknown) => (error as { name?: string } | null)?.name === 'RenderingCancelledException';

class PdfJsDocument implements OpenedDocument {
  private readonly drawing = new WeakMap<HTMLCanvasElement, PdfRenderTask>();

  constructor(private readonly pdf: PdfDocument) {}

  get pageCount(): number {
    return this.pdf.numPages;
  }

  private page(page: number): Promise<PdfPage> {
    if (!Number.isInteger(page) || page < 1 || page > this.pdf.numPages) return Promise.reject(new RangeError(`no page ${page}`));
    return this.pdf.getPage(page);
  }

  async pageText(page: number): Promise<string> {
    return pageTextOf((await (await this.page(page)).getTextContent()).items);
  }

  async drawPage(page: number, { canvas, cssWidth, pixelRatio }: PageSurface): Promise<boolean> {
    const pdfPage = await this.page(page);
    // One drawing per canvas at a time (pdf.js refuses two): a newer page takes over from an older one.
    const earlier = this.drawing.get(canvas);
    if (earlier) {
      earlier.cancel();
      await earlier.promise.catch(() => undefined);
    }
    const base = pdfPage.getViewport({ scale: 1 });
    const size = canvasSizeOf(base, cssWidth, pixelRatio);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.style.aspectRatio = `${base.width} / ${base.height}`;
    const task = pdfPage.render({ canvasContext: context, viewport: pdfPage.getViewport({ scale: size.scale }) });
    this.drawing.set(canvas, task);
    try {
      await task.promise;
      return true;
    } catch (error) {
      if (isCancellation(error)) return false;
      throw error;
    } finally {
      if (this.drawing.get(canvas) === task) this.drawing.delete(canvas);
    }
  }

  close(): void {
    void this.pdf.destroy().catch(() => undefined);
  }
}

/**
 * DocumentRenderer over pdf.js: the bytes are read first (so a 404 or a refused address is a plain
 * "unreadable"), then parsed with eval off and no XFA forms, so a file can never run code.
 */
export class PdfJsDocumentRenderer implements DocumentRenderer {
  constructor(
    private readonly loadEngine: () => Promise<PdfEngine>,
    private readonly readBytes: ReadBytes,
  ) {}

  async open(address: string): Promise<DocumentOpening> {
    try {
      const [engine, data] = await Promise.all([this.loadEngine(), this.readBytes(address)]);
      if (!data || data.byteLength === 0) return { kind: 'unreadable' };
      // verbosity 0: pdf.js reports errors only (a broken file is our "unreadable", not console noise).
      const pdf = await engine.getDocument({ data, isEvalSupported: false, enableXfa: false, verbosity: 0 }).promise;
      return { kind: 'opened', document: new PdfJsDocument(pdf) };
    } catch {
      return { kind: 'unreadable' };
    }
  }
}
