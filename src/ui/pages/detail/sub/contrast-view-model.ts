import { runInAction } from 'mobx';
import type { Product, ProductKind } from '../../../../domain/catalog/product';
import { contrastRowOf, isSeriesCode, seriesProducts, type ContrastRow } from '../../../../domain/catalog/series-contrast';
import { ordinaryFigureOf } from '../../../../domain/catalog/product-texts';
import { ok, type CallOutcome } from '../../../../domain/errors/call-outcome';
import type { ProductCatalog } from '../../../../application/ports/product-catalog';
import type { PresentFailure } from '../../../../application/session/present-failure';
import { CONTRAST_TEXT } from './history-texts';
import { makeViewState } from '../../../view-models/view-state';
import type { CustomerLevel } from '../../../view-models/customer-level';

/** A row as the customer sees it: the figure for their level, and the mark of a product above it (issue 18 item 2). */
export type SuitedContrastRow = ContrastRow & { aboveLevel: string | null };

/** A series is a handful of products; the list call serves at most 100 at a time. */
const SERIES_PAGE = 100;
/** Never more than this many pages, whatever totNum says. */
const MAX_PAGES = 10;

/** Every product of one kind in a series (t100001 / t100002 with seriesCode), page after page. */
async function wholeSeries(catalog: ProductCatalog, kind: ProductKind, seriesCode: string): Promise<CallOutcome<Product[]>> {
  const products: Product[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const outcome = await catalog.list(kind, { offSet: products.length, queryNum: SERIES_PAGE, seriesCode });
    if (outcome.kind === 'absent') return ok(products);
    if (outcome.kind !== 'ok') return outcome;
    products.push(...outcome.value.products);
    if (outcome.value.products.length === 0 || products.length >= outcome.value.total) break;
  }
  return ok(products);
}

/**
 * /contrast (SPEC §2): the products of one series side by side, the one the customer came from
 * marked. Without a series code there is nothing to compare; an unknown series lists nothing.
 */
export class ContrastViewModel {
  state: 'idle' | 'loading' | 'loaded' | 'failed' | 'noSeries' = 'idle';
  seriesCode = '';
  currentCode: string | null = null;
  private products: Product[] = [];

  constructor(
    private readonly catalog: ProductCatalog,
    private readonly failures: PresentFailure,
    private readonly level: CustomerLevel,
  ) {
    makeViewState(this);
  }

  get rows(): SuitedContrastRow[] {
    const marks = this.level.marks;
    return this.products.map((product) => {
      const figure = marks ? marks.figure(product) : ordinaryFigureOf(product);
      return { ...contrastRowOf(product, this.currentCode), yieldValue: figure.value, yieldLabel: figure.label, aboveLevel: marks?.mark(product) ?? null };
    });
  }

  /** What the page says instead of the table; null when it shows one. */
  get message(): string | null {
    if (this.state === 'noSeries') return CONTRAST_TEXT.noSeries;
    if (this.state === 'failed') return CONTRAST_TEXT.failed;
    if (this.state !== 'loaded') return CONTRAST_TEXT.loading;
    return this.products.length === 0 ? CONTRAST_TEXT.empty(this.seriesCode) : null;
  }

  async load(seriesCode: string | null | undefined, prdCode: string | null | undefined): Promise<void> {
    this.currentCode = prdCode || null;
    this.products = [];
    if (!isSeriesCode(seriesCode)) {
      this.seriesCode = '';
      this.state = 'noSeries';
      return;
    }
    this.seriesCode = seriesCode;
    this.state = 'loading';
    const [term, demand] = await Promise.all([wholeSeries(this.catalog, 'term', seriesCode), wholeSeries(this.catalog, 'demand', seriesCode)]);
    const failure = term.kind !== 'ok' ? term : demand.kind !== 'ok' ? demand : null;
    runInAction(() => {
      this.state = failure ? 'failed' : 'loaded';
      this.products = term.kind === 'ok' && demand.kind === 'ok' ? seriesProducts(term.value, demand.value) : [];
    });
    if (failure) await this.failures.present(failure);
  }

  retry(): Promise<void> {
    return this.load(this.seriesCode, this.currentCode);
  }
}
