import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { buildWorker } from '../trusted-types/store-policy';
import { fetchBytes, PdfJsDocumentRenderer, type PdfEngine } from './pdfjs-document-renderer';

/*
 * pdf.js in the browser, with its worker as a file of its own (Vite's ?url). Only ever imported
 * dynamically (by the container), so pdf.js, its worker and this adapter travel in their own
 * chunk, fetched when /pdf opens a document. The worker is made here, once, by the store's Trusted
 * Types policy from the file checked against the page's import map (store-policy.ts buildWorker),
 * and handed to pdf.js as its port: left to itself pdf.js would call `new Worker` with a plain
 * string, which `require-trusted-types-for 'script'` refuses, and fall back to parsing on the main
 * thread. A worker file that fails its check opens no document (the page says it cannot open it).
 */
let engine: Promise<PdfEngine> | null = null;
const pdfEngine = () => (engine ??= buildWorker(workerUrl, { type: 'module' }).then((worker) => {
  GlobalWorkerOptions.workerPort = worker;
  return { getDocument } as unknown as PdfEngine;
}).catch((error: unknown) => {
  engine = null;
  throw error;
}));

export const browserDocumentRenderer = new PdfJsDocumentRenderer(pdfEngine, fetchBytes((...request) => fetch(...request)));
