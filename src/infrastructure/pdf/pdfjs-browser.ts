import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { buildWorker } from '../trusted-types/store-policy';
import { fetchBytes, PdfJsDocumentRenderer, type PdfEngine } from './pdfjs-document-renderer';

/*
 * pdf.js in the browser, with its worker as a file of its own (Vite's ?url). Only ever imported
 * dynamically (by the container), so pdf.js, its worker and this adapter travel in their own
 * chunk, fetched when /pdf opens a document. The worker is made here, through the store's Trusted
 * Types policy (a script URL of the build's own), and handed to pdf.js as its port: left to itself
 * pdf.js would call `new Worker` with a plain string, which `require-trusted-types-for 'script'`
 * refuses, and fall back to parsing on the main thread.
 */
GlobalWorkerOptions.workerPort = buildWorker(workerUrl, { type: 'module' });

const engine = { getDocument } as unknown as PdfEngine;

export const browserDocumentRenderer = new PdfJsDocumentRenderer(async () => engine, fetchBytes((...request) => fetch(...request)));
