import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { Product, ProductKind } from '../../domain/catalog/product';
import type { InstructionDocument, ProductData, ProductTrait, SynopsisSection } from '../../domain/catalog/published';
import type { ListSort } from '../../domain/catalog/product-list';

export interface ProductPage {
  products: Product[];
  /** How many products the whole list has. */
  total: number;
}

export interface PageRequest {
  offSet: number;
  queryNum: number;
  sort?: ListSort;
  /** Only this series' products (/contrast). */
  seriesCode?: string;
}

/**
 * The bank's product shelf and what it publishes about each product: t100001 (term), t100002 (demand),
 * t100003 (detail), t200001 (trading rules), t200005 (signing notice), t100009 (risk warning), t100019 (benchmark basis),
 * t200002 (traits), t200003 (elements and fees), t200007 (sales material), t100011 (documents).
 */
export interface ProductCatalog {
  list(kind: ProductKind, page: PageRequest): Promise<CallOutcome<ProductPage>>;
  detail(prdCode: string): Promise<CallOutcome<Product>>;
  /** The trading rules as the bank publishes them: HTML, decoded but not yet sanitised; empty when there are none. */
  tradeRules(prdCode: string): Promise<CallOutcome<string>>;
  /** The notice read before signing the wealth contract (t200005): plain text, lines as paragraphs. */
  signingNotice(prdCode: string): Promise<CallOutcome<string>>;
  /** The risk warning (HTML, not yet sanitised); empty when there is none. */
  riskWarning(prdCode: string): Promise<CallOutcome<string>>;
  /** How the performance benchmark was worked out (HTML, not yet sanitised); empty when not published. */
  benchmarkBasis(prdCode: string): Promise<CallOutcome<string>>;
  /** The product's selling points; empty when none are published. */
  traits(prdCode: string): Promise<CallOutcome<ProductTrait[]>>;
  /** The product's elements and fee lines. */
  data(prdCode: string): Promise<CallOutcome<ProductData>>;
  /** The sales material's sections (HTML not yet sanitised). */
  synopsis(prdCode: string): Promise<CallOutcome<SynopsisSection[]>>;
  /** The instruction documents (PDF). */
  documents(prdCode: string): Promise<CallOutcome<InstructionDocument[]>>;
  /** /contractFile.json: the contract files every holding is under (SPEC §7), in the same shape. */
  contractFiles(): Promise<CallOutcome<InstructionDocument[]>>;
}
