import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { OpenedDocument } from '../../application/ports/document-renderer';
import { canvasSizeOf, fetchBytes, pageTextOf, PdfJsDocumentRenderer, type PdfEngine } from './pdfjs-document-renderer';

// pdf.js's Node build: the same parser as the browser's, without a worker file or a canvas.
const nodeEngine = () => import('pdfjs-dist/legacy/build/pdf.mjs') as unknown as Promise<PdfEngine>;
const bankFile = (name: string) => new Uint8Array(readFileSync(new URL(`../../../mock-server/files/${name}`, import.meta.url)));

async function opened(renderer: PdfJsDocumentRenderer, address: string): Promise<OpenedDocument> {
  const opening = await renderer.open(address);
  if (opening.kind !== 'opened') throw new Error(`${address} did not open`);
  return opening.document;
}

describe('the canvas of a page', () => {
  it('is the CSS width times the pixel ratio, the page proportions kept', () => {
    expect(canvasSizeOf({ width: 420, height: 595.92 }, 343, 3)).toEqual({ scale: (343 / 420) * 3, width: 1029, height: 1460 });
    expect(canvasSizeOf({ width: 595, height: 842 }, 375, 2)).toMatchObject({ width: 750, height: 1061 });
  });

  it('counts an unknown pixel ratio as 1', () => {
    expect(canvasSizeOf({ width: 400, height: 600 }, 200, Number.NaN)).toEqual({ scale: 0.5, width: 200, height: 300 });
    expect(canvasSizeOf({ width: 400, height: 600 }, 200, 0)).toEqual({ scale: 0.5, width: 200, height: 300 });
  });
});

describe('the text of a page', () => {
  it('joins pdf.js pieces into lines, keeps line ends, drops blank lines and extra spaces', () => {
    expect(pageTextOf([
      { str: '投资者权益须知（样例）', hasEOL: false }, { str: '', hasEOL: true },
      { str: '为保护您的合法权益，', hasEOL: false }, { str: '请认真阅读', hasEOL: true },
      { str: '  ', hasEOL: true }, { str: 'Page   1', hasEOL: false }, {},
    ])).toBe('投资者权益须知（样例）\n为保护您的合法权益，请认真阅读\nPage 1');
  });
});

describe('PdfJsDocumentRenderer', () => {
  const renderer = new PdfJsDocumentRenderer(nodeEngine, async (address) => (address.startsWith('/h5/files/') ? bankFile(address.slice(10)) : undefined));

  it('opens the bank\'s PDF with its pages and each page\'s text', async () => {
    const document = await opened(renderer, '/h5/files/product-instructions.pdf');
    expect(document.pageCount).toBe(3);
    expect(await document.pageText(1)).toMatch(/^理财产品说明书（样例）\n第一章 产品基本信息/);
    expect(await document.pageText(3)).toContain('第3页／共3页');
    await expect(document.pageText(4)).rejects.toThrow(RangeError);
    await expect(document.pageText(0)).rejects.toThrow(RangeError);
    document.close();
  });

  it('answers unreadable for a missing file, bytes that are not a PDF, and a failed read', async () => {
    expect(await renderer.open('https://files.bank.example/a.pdf')).toEqual({ kind: 'unreadable' });
    const corrupt = new PdfJsDocumentRenderer(nodeEngine, async () => new TextEncoder().encode('<html>404</html>'));
    expect(await corrupt.open('/h5/files/a.pdf')).toEqual({ kind: 'unreadable' });
    const truncated = new PdfJsDocumentRenderer(nodeEngine, async () => bankFile('risk-disclosure.pdf').slice(0, 400));
    expect(await truncated.open('/h5/files/risk-disclosure.pdf')).toEqual({ kind: 'unreadable' });
    const failing = new PdfJsDocumentRenderer(nodeEngine, () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failing.open('/h5/files/a.pdf')).toEqual({ kind: 'unreadable' });
  });

  it('never lets pdf.js evaluate code from the file', async () => {
    const getDocument = vi.fn(() => ({ promise: Promise.resolve({ numPages: 1, getPage: vi.fn(), destroy: async () => undefined }) }));
    await new PdfJsDocumentRenderer(async () => ({ getDocument }), async () => new Uint8Array([1])).open('/h5/files/a.pdf');
    expect(getDocument).toHaveBeenCalledWith(expect.objectContaining({ isEvalSupported: false, enableXfa: false }));
  });

  it('draws a page at the canvas size; a newer drawing on the same canvas takes over', async () => {
    const cancelled = Object.assign(new Error('cancelled'), { name: 'RenderingCancelledException' });
    const tasks: Array<{ finish: () => void }> = [];
    const render = vi.fn(() => {
      let finish!: () => void;
      let fail!: (error: Error) => void;
      const promise = new Promise<void>((resolve, reject) => ((finish = resolve), (fail = reject)));
      tasks.push({ finish });
      return { promise, cancel: () => fail(cancelled) };
    });
    const page = { getViewport: ({ scale }: { scale: number }) => ({ width: 400 * scale, height: 600 * scale }), render, getTextContent: async () => ({ items: [] }) };
    const pdf = { numPages: 2, getPage: async () => page, destroy: async () => undefined };
    const document = await opened(new PdfJsDocumentRenderer(async () => ({ getDocument: () => ({ promise: Promise.resolve(pdf) }) }), async () => new Uint8Array([1])), '/h5/files/a.pdf');
    const canvas = { width: 0, height: 0, style: {} as CSSStyleDeclaration, getContext: () => ({}) } as unknown as HTMLCanvasElement;

    const first = document.drawPage(1, { canvas, cssWidth: 200, pixelRatio: 2 });
    await vi.waitFor(() => expect(tasks).toHaveLength(1));
    const second = document.drawPage(2, { canvas, cssWidth: 200, pixelRatio: 2 });
    expect(await first).toBe(false);
    await vi.waitFor(() => expect(tasks).toHaveLength(2));
    tasks[1].finish();
    expect(await second).toBe(true);
    expect([canvas.width, canvas.height, canvas.style.aspectRatio]).toEqual([400, 600, '400 / 600']);
    expect(render).toHaveBeenLastCalledWith(expect.objectContaining({ viewport: { width: 400, height: 600 } }));
  });
});

describe('fetchBytes', () => {
  it('reads the body of a 200, nothing of a 404, with cookies on this origin only', async () => {
    const fetcher = vi.fn(async (address: string | URL | Request) =>
      String(address).endsWith('missing.pdf') ? new Response('{}', { status: 404 }) : new Response(new Uint8Array([37, 80, 68, 70])));
    expect(await fetchBytes(fetcher)('/h5/files/a.pdf')).toEqual(new Uint8Array([37, 80, 68, 70]));
    expect(await fetchBytes(fetcher)('/h5/files/missing.pdf')).toBeUndefined();
    expect(fetcher).toHaveBeenCalledWith('/h5/files/a.pdf', expect.objectContaining({ credentials: 'same-origin' }));
  });
});
