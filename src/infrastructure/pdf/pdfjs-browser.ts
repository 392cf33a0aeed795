import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { fetchBytes, PdfJsDocumentRenderer, type PdfEngine } from './pdfjs-document-renderer';

/*
 * pdf.js in the browser, with its worker as a file of its own (Vite's ?url). Only ever imported
 * dynamically (by the container), so pdf.js, its worker and this adapter travel in their own
 * chunk, fetched when /pdf opens a document.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

const engine = { getDocument } as unknown as PdfEngine;

export const browserDocumentRenderer = new PdfJsDocumentRenderer(async () => engine, fetchBytes((...request) => fetch(...request)));
