import { makeAutoObservable, observableRef } from 'mobx';
import type { YieldText } from '../../domain/catalog/product-texts';
import type { Product } from '../../domain/catalog/product';
import type { KnownStanding } from '../../domain/risk/suitability';

/** What the customer's level says of a product's card (made in compose/suitability.ts, a chunk of its own). */
export interface LevelMarks {
  readonly standing: KnownStanding;
  /** The headline figure: 首发热销 only where the level reaches the product. */
  figure(product: Product): YieldText;
  /** The mark of a product above the level; null for any other. */
  mark(product: Product): string | null;
}

/**
 * The signed-in customer's risk level as far as this page load knows it (issue 18 item 2): asked
 * once the customer is identified, beside the first page, never before it. Until then `marks` is
 * null and no mark that depends on the level shows (no 首发热销, no 超出您的风险承受能力).
 */
export class CustomerLevel {
  marks: LevelMarks | null = null;
  /**
   * Whether the sign-in has been followed (the level asked, unless a page's own call told it first):
   * from then on the marks change only with a record the bank gives again.
   */
  settled = false;

  constructor() {
    makeAutoObservable(this, { marks: observableRef });
  }

  learn(marks: LevelMarks): void {
    this.marks = marks;
  }

  settle(): void {
    this.settled = true;
  }
}
