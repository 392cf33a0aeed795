import { runInAction } from 'mobx';
import type { InstructionDocument } from '../../../domain/catalog/published';
import type { ProductCatalog } from '../../../application/ports/product-catalog';
import type { HoldingViewModel } from './holding-view-model';
import { makeViewState } from '../../view-models/view-state';
import type { PdfViewModel } from '../detail/pdf/pdf-view-model';

/** /pdfShow: a holding's documents, the product's own (t100011) and the contract files, one shown at a time. */
export class HoldingDocumentsViewModel {
  documents: InstructionDocument[] = [];
  documentsState: 'loading' | 'loaded' | 'failed' = 'loading';
  chosen = 0;

  constructor(
    readonly holdingPage: HoldingViewModel,
    private readonly catalog: ProductCatalog,
    /** A reader for the document shown (pdf.js loads with the first). */
    readonly newReader: () => PdfViewModel,
  ) {
    makeViewState(this);
  }

  get shown(): InstructionDocument | null {
    return this.documents[this.chosen] ?? null;
  }

  async load(prdCode: string | undefined): Promise<void> {
    this.documentsState = 'loading';
    await this.holdingPage.load(prdCode);
    const holding = this.holdingPage.holding;
    if (!holding) return;
    const [own, contracts] = await Promise.all([this.catalog.documents(holding.prdCode), this.catalog.contractFiles()]);
    runInAction(() => {
      this.documentsState = own.kind === 'ok' && contracts.kind === 'ok' ? 'loaded' : 'failed';
      this.documents = [...(own.kind === 'ok' ? own.value : []), ...(contracts.kind === 'ok' ? contracts.value : [])];
      this.chosen = 0;
    });
  }

  choose(index: number): void {
    if (index >= 0 && index < this.documents.length) this.chosen = index;
  }
}
