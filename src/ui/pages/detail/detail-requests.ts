import type { ProductCatalog } from '../../../application/ports/product-catalog';
import type { ProductPerformance } from '../../../application/ports/product-performance';
import type { PageProduct, PageProductResult } from '../../view-models/page-product';
import { DEFAULT_CHART_PERIOD, likelySeriesSource, type SeriesSource } from '../../../domain/catalog/chart-request';
import type { ChartOptions, ChartPoint, Quotation } from '../../../domain/catalog/performance';
import type { Tier } from '../../../domain/catalog/product';
import type { InstructionDocument, ProductData, ProductTrait } from '../../../domain/catalog/published';
import { hasPerformanceChart, isNetValueRoute, type DetailRoute } from '../../../domain/catalog/template-route';
import { isProductCode } from '../../../domain/entry/entry-mode';
import type { CallOutcome } from '../../../domain/errors/call-outcome';
import type { RiskRecord } from '../../../domain/risk/risk-record';

/** The ports a detail page asks: the product (t100003) and what the bank publishes and reports beside it. */
export interface DetailPorts {
  product: PageProduct;
  catalog: ProductCatalog;
  performance: ProductPerformance;
  /** The signed-in customer's risk record, which the level's marks follow; null outside the bank app. */
  customerRecord(): Promise<CallOutcome<RiskRecord>> | null;
}

/** The performance chart's first questions: its offer (t300001) and the series it most likely shows first. */
export interface ChartRequests {
  source: SeriesSource;
  choices: Promise<CallOutcome<ChartOptions>>;
  series: Promise<CallOutcome<ChartPoint[]>>;
}

/** What a detail page shows beside the product, asked for with only the product's code. */
export interface SideRequests {
  chart: ChartRequests | null;
  tierRates: Promise<CallOutcome<Tier[]>> | null;
  latestQuotation: Promise<CallOutcome<Quotation | null>> | null;
  traits: Promise<CallOutcome<ProductTrait[]>>;
  productData: Promise<CallOutcome<ProductData>>;
  documents: Promise<CallOutcome<InstructionDocument[]>>;
}

export interface DetailRequests {
  product: Promise<PageProductResult>;
  side: SideRequests | null;
  /** The customer's record, on the page that says with its header where the customer stands. */
  record: Promise<CallOutcome<RiskRecord>> | null;
}

/**
 * Issue 18: a private product is sold only in the bank app, and it is at a high level, so its page
 * says before any tap whether it is above the customer's level (Art. 13). That notice is its
 * largest text: the page asks the record with its data, so the notice shows with the header. Other
 * pages ask it after their data (the buy check), where it does not hold up their header.
 */
export const RECORD_WITH_DATA: DetailRoute = '/regularColsedPrivate';

/** The side data of a detail page: its figures (chart, tiers, latest net value) and what the bank publishes. */
export function askSideData({ catalog, performance }: DetailPorts, code: string, route: DetailRoute | null | undefined): SideRequests {
  const source = route && hasPerformanceChart(route) ? likelySeriesSource(route) : null;
  return {
    chart: source && { source, choices: performance.chartOptions(code), series: performance[source](code, DEFAULT_CHART_PERIOD) },
    tierRates: route === '/gear' ? performance.tierRates(code) : null,
    latestQuotation: route && isNetValueRoute(route) ? performance.latestQuotation(code) : null,
    traits: catalog.traits(code),
    productData: catalog.data(code),
    documents: catalog.documents(code),
  };
}

/**
 * What a detail page asks the bank for as soon as its address is known, before its view-model is
 * there. t100003 leaves first (a phone opens only six connections to the bank at a time); what the
 * page shows beside the product needs only the code: asked for alongside, it mostly arrives with
 * the header instead of pushing the page down after it.
 */
export function askForDetail(ports: DetailPorts, prdCode: string | undefined, route: DetailRoute | undefined): DetailRequests {
  const product = ports.product.load(prdCode);
  if (!isProductCode(prdCode)) return { product, side: null, record: null };
  return { product, side: askSideData(ports, prdCode, route), record: route === RECORD_WITH_DATA ? ports.customerRecord() : null };
}
