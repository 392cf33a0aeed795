import { runInAction } from 'mobx';
import type { DocumentRenderer, OpenedDocument, PageSurface } from '../../../../application/ports/document-renderer';
import { documentAddressOf } from '../../../../domain/catalog/document-address';
import { PDF_TEXT } from '../detail-texts';
import { makeViewState } from '../../../view-models/view-state';

export type PdfViewState = 'invalid' | 'opening' | 'failed' | 'open';

/**
 * /pdf: an instruction document read inside the store a page at a time. An address the domain
 * refuses is never opened; a document that cannot be read says so and can be opened again.
 */
export class PdfViewModel {
  title: string = PDF_TEXT.defaultTitle;
  address: string | null = null;
  state: PdfViewState = 'opening';
  page = 1;
  pageCount = 0;
  /** The shown page's text, for screen readers ('' until it is read). */
  pageText = '';
  private document: OpenedDocument | null = null;
  private closed = false;

  constructor(private readonly renderer: DocumentRenderer) {
    makeViewState<this, 'document'>(this, { document: false }); // the renderer's document once open, not view state
  }

  /** What the page says instead of the document, if anything. */
  get message(): string | null {
    if (this.state === 'invalid') return PDF_TEXT.invalidAddress;
    return this.state === 'failed' ? PDF_TEXT.failed : null;
  }

  /** 第N页/共M页, once the document is open. */
  get pageLabel(): string | null {
    return this.state === 'open' ? PDF_TEXT.pageOf(this.page, this.pageCount) : null;
  }

  get hasPrevious(): boolean {
    return this.state === 'open' && this.page > 1;
  }

  get hasNext(): boolean {
    return this.state === 'open' && this.page < this.pageCount;
  }

  /** Opens the document a link names: its address (the url, if the domain accepts it) and its title. */
  load(query: { url?: string | null; title?: string | null }): Promise<void> {
    this.title = query.title?.trim() || PDF_TEXT.defaultTitle;
    this.address = documentAddressOf(query.url);
    this.state = this.address ? 'opening' : 'invalid';
    return this.open();
  }

  /** Opens the document (again, after a failure) at its first page. */
  async open(): Promise<void> {
    if (!this.address) return;
    this.release();
    this.state = 'opening';
    this.pageText = '';
    const opening = await this.renderer.open(this.address);
    if (this.closed) {
      if (opening.kind === 'opened') opening.document.close();
      return;
    }
    runInAction(() => {
      if (opening.kind === 'unreadable') {
        this.state = 'failed';
        return;
      }
      this.document = opening.document;
      this.pageCount = opening.document.pageCount;
      this.page = 1;
      this.state = this.pageCount > 0 ? 'open' : 'failed';
    });
    await this.readText();
  }

  async previous(): Promise<void> {
    if (!this.hasPrevious) return;
    this.page -= 1;
    await this.readText();
  }

  async next(): Promise<void> {
    if (!this.hasNext) return;
    this.page += 1;
    await this.readText();
  }

  /** Draws the shown page; the page component calls it whenever the page or the surface changes. */
  async draw(surface: PageSurface): Promise<void> {
    const { document, page } = this;
    if (!document || this.state !== 'open') return;
    try {
      await document.drawPage(page, surface);
    } catch {
      if (this.document === document) runInAction(() => (this.state = 'failed'));
    }
  }

  /** The page is gone: free the document. */
  close(): void {
    this.closed = true;
    this.release();
  }

  private release(): void {
    this.document?.close();
    this.document = null;
  }

  private async readText(): Promise<void> {
    const { document, page } = this;
    if (!document) return;
    runInAction(() => (this.pageText = ''));
    try {
      const text = await document.pageText(page);
      runInAction(() => {
        if (this.document === document && this.page === page) this.pageText = text;
      });
    } catch {
      runInAction(() => {
        if (this.document === document) this.state = 'failed';
      });
    }
  }
}
