import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { Product, ProductKind, Tier } from '../../domain/catalog/product';
import type { ListSort } from '../../domain/constants';

export interface ProductPage {
  products: Product[];
  /** How many products the whole list has. */
  total: number;
}

export interface PageRequest {
  offSet: number;
  queryNum: number;
  sort?: ListSort;
}

/** The bank's product shelf: t100001 (term), t100002 (demand), t100003 (detail), t200001 (trading rules), t100009 (risk warning), t100019 (benchmark basis), showPrdRate (tiers). */
export interface ProductCatalog {
  list(kind: ProductKind, page: PageRequest): Promise<CallOutcome<ProductPage>>;
  detail(prdCode: string): Promise<CallOutcome<Product>>;
  /** The trading rules as the bank publishes them: HTML, decoded but not yet sanitised; empty when there are none. */
  tradeRules(prdCode: string): Promise<CallOutcome<string>>;
  /** The risk warning (HTML, not yet sanitised); empty when there is none. */
  riskWarning(prdCode: string): Promise<CallOutcome<string>>;
  /** How the performance benchmark was worked out (HTML, not yet sanitised); empty when not published. */
  benchmarkBasis(prdCode: string): Promise<CallOutcome<string>>;
  /** A tiered product's yield by holding days, shortest holding first. */
  tierRates(prdCode: string): Promise<CallOutcome<Tier[]>>;
}
