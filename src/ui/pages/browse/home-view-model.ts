import { runInAction } from 'mobx';
import type { Product, ProductKind } from '../../../domain/catalog/product';
import { HOME_LIST_SIZE } from '../../../domain/catalog/product-list';
import { BEHAVIOURS } from '../../../domain/tracing/trace-record';
import type { BehaviourTracer } from '../../../application/ports/behaviour-tracer';
import type { ProductCatalog } from '../../../application/ports/product-catalog';
import type { PresentFailure } from '../../../application/session/present-failure';
import { makeViewState } from '../../view-models/view-state';

export interface HomeSection {
  products: Product[];
  failed: boolean;
}

/**
 * The home list (SPEC §2, kept alive): 5 term and 5 demand products, fetched once; the list and
 * the scroll position survive a visit to a detail page.
 */
export class HomeViewModel {
  sections: Record<ProductKind, HomeSection> = { term: { products: [], failed: false }, demand: { products: [], failed: false } };
  status: 'idle' | 'loading' | 'loaded' = 'idle';
  scrollY = 0;

  constructor(
    private readonly catalog: ProductCatalog,
    private readonly failures: PresentFailure,
    private readonly tracer: BehaviourTracer,
  ) {
    makeViewState(this);
  }

  /** Loads once; a kept-alive return does not fetch again. */
  async open(): Promise<void> {
    this.tracer.record({ ...BEHAVIOURS.browse, behaviorStpNo: BEHAVIOURS.browse.steps.viewHome, event: 'view', value: 'home' });
    if (this.status === 'idle') await this.reload();
  }

  async reload(): Promise<void> {
    this.status = 'loading';
    await Promise.all([this.loadSection('term'), this.loadSection('demand')]);
    runInAction(() => (this.status = 'loaded'));
  }

  rememberScroll(y: number): void {
    this.scrollY = y;
  }

  private async loadSection(kind: ProductKind): Promise<void> {
    const outcome = await this.catalog.list(kind, { offSet: 0, queryNum: HOME_LIST_SIZE });
    runInAction(() => {
      if (outcome.kind === 'ok') this.sections[kind] = { products: outcome.value.products, failed: false };
      else {
        this.failures.quietly(outcome, kind === 'term' ? '定期产品列表' : '活期产品列表');
        this.sections[kind] = { products: [], failed: true };
      }
    });
  }
}
