/**
 * Reading a published document (an instruction PDF, t100011) inside the store, a page at a time:
 * the page drawn for the eye and its text for a screen reader. What draws it (pdf.js in the
 * browser) is the adapter's business; the page and its view-model only see this.
 */
export interface DocumentRenderer {
  /** Opens the document at an address the domain has already accepted (`documentAddressOf`). */
  open(address: string): Promise<DocumentOpening>;
}

/** A document that cannot be read (missing, refused, not a PDF, corrupt) is an answer, not an exception. */
export type DocumentOpening = { kind: 'opened'; document: OpenedDocument } | { kind: 'unreadable' };

export interface OpenedDocument {
  readonly pageCount: number;
  /** The text of a page (1 = first), line by line. Rejects when the page cannot be read. */
  pageText(page: number): Promise<string>;
  /**
   * Draws a page onto the surface at its CSS width, sharp at the screen's pixel ratio. Resolves to
   * false when a newer drawing on the same surface took over, rejects when the page cannot be drawn.
   */
  drawPage(page: number, surface: PageSurface): Promise<boolean>;
  /** Frees what the document holds (its worker, its pages). */
  close(): void;
}

export interface PageSurface {
  canvas: HTMLCanvasElement;
  cssWidth: number;
  pixelRatio: number;
}
