import { runInAction } from 'mobx';
import type { Product, ProductKind } from '../../../domain/catalog/product';
import { DEFAULT_SORT, PRODUCT_LIST_PAGE_SIZE, type ListSort, type SortType } from '../../../domain/catalog/product-list';
import type { ProductCatalog } from '../../../application/ports/product-catalog';
import type { PresentFailure } from '../../../application/session/present-failure';
import type { BehaviourTracer } from '../../../application/ports/behaviour-tracer';
import { BEHAVIOURS } from '../../../domain/tracing/trace-record';
import { BROWSE_TEXT } from './browse-texts';
import { makeViewState } from '../../view-models/view-state';

/** /list: more products, a page at a time, sorted by yield (default) or by benchmark in either direction. */
export class ProductListViewModel {
  kind: ProductKind = 'term';
  sort: ListSort = DEFAULT_SORT;
  products: Product[] = [];
  total = 0;
  failed = false;
  loading = false;
  /** Answers that arrive after the customer changed tab or sort are dropped. */
  private generation = 0;

  constructor(
    private readonly catalog: ProductCatalog,
    private readonly failures: PresentFailure,
    private readonly tracer: BehaviourTracer,
  ) {
    makeViewState(this);
  }

  get hasMore(): boolean {
    return !this.failed && this.products.length < this.total;
  }

  /** What the foot of the list says. */
  get footer(): { text: string; retry: boolean } {
    if (this.loading) return { text: BROWSE_TEXT.loading, retry: false };
    if (this.failed) return { text: this.products.length > 0 ? `${BROWSE_TEXT.listFailed}，点此重试` : '', retry: this.products.length > 0 };
    if (this.products.length === 0) return { text: BROWSE_TEXT.listEmpty, retry: false };
    return { text: this.hasMore ? BROWSE_TEXT.pullUp : BROWSE_TEXT.noMore, retry: false };
  }

  /** A tab of the list (and the list as it opens): B002's viewList step records which. */
  showKind(kind: ProductKind): Promise<void> {
    this.kind = kind;
    this.tracer.record({ ...BEHAVIOURS.browse, behaviorStpNo: BEHAVIOURS.browse.steps.viewList, event: 'view', value: kind });
    return this.refresh();
  }

  /** Yield sorts high to low; tapping benchmark again flips its direction. */
  sortBy(sortType: SortType): Promise<void> {
    const flip = sortType === '3' && this.sort.sortType === '3';
    this.sort = { sortType, sortOrder: flip && this.sort.sortOrder === 'desc' ? 'asc' : 'desc' };
    return this.refresh();
  }

  async refresh(): Promise<void> {
    this.generation += 1;
    this.products = [];
    this.total = 0;
    this.failed = false;
    await this.loadMore();
  }

  async loadMore(): Promise<void> {
    const generation = this.generation;
    this.loading = true;
    const outcome = await this.catalog.list(this.kind, { offSet: this.products.length, queryNum: PRODUCT_LIST_PAGE_SIZE, sort: this.sort });
    runInAction(() => {
      if (generation !== this.generation) return;
      this.loading = false;
      if (outcome.kind === 'ok') {
        this.products = [...this.products, ...outcome.value.products];
        this.total = outcome.value.total;
      } else {
        this.failures.quietly(outcome, '产品列表');
        this.failed = true;
      }
    });
  }
}
