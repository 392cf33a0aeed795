import type { FeeLine, SynopsisSection } from '../../domain/catalog/published';
import { HISTORY_SOURCES, type HistoryRoute } from '../../domain/catalog/sub-pages';
import { ok } from '../../domain/errors/call-outcome';
import { TOKENS } from '../../application/tokens';
import type { App } from '../app/app';
import { ContrastViewModel } from '../pages/detail/sub/contrast-view-model';
import { HistoryViewModel } from '../pages/detail/sub/history-view-model';
import { SubPageViewModel, type FeesViewModel, type HistoryPageViewModel, type SynopsisViewModel, type TradeRulesViewModel } from '../pages/detail/sub/sub-page-view-model';
import { PdfViewModel } from '../pages/detail/pdf/pdf-view-model';
import { Loadable } from '../view-models/loadable';
import { HoldingDocumentsViewModel } from '../pages/wealth/holding-documents-view-model';
import { pageProduct } from './first-load';
import { holding } from './wealth';

/* The detail page's sub pages (synopsis, trading rules, fees, history), /contrast, and the documents: /pdf and a holding's (/pdfShow). */

const subPage = <C extends { load(): Promise<void> }>(app: App, contentOf: (prdCode: string) => C) => new SubPageViewModel(pageProduct(app), contentOf);

/** The sales material (t200007): its sections, HTML not yet sanitised. */
export const synopsis = (app: App): SynopsisViewModel => subPage(app, (prdCode) =>
  new Loadable<SynopsisSection[]>(() => app.resolve(TOKENS.productCatalog).synopsis(prdCode), app.resolve(TOKENS.presentFailure), []));

/** The trading rules (t200001), decoded HTML not yet sanitised; empty when none. */
export const tradeRules = (app: App): TradeRulesViewModel => subPage(app, (prdCode) =>
  new Loadable<string>(() => app.resolve(TOKENS.productCatalog).tradeRules(prdCode), app.resolve(TOKENS.presentFailure), ''));

/** The fee lines of t200003. */
export const fees = (app: App): FeesViewModel => subPage(app, (prdCode) => new Loadable<FeeLine[]>(async () => {
  const data = await app.resolve(TOKENS.productCatalog).data(prdCode);
  return data.kind === 'ok' ? ok(data.value.fees) : data;
}, app.resolve(TOKENS.presentFailure), []));

export const history = (app: App, route: HistoryRoute): HistoryPageViewModel => subPage(app, (prdCode) =>
  new HistoryViewModel(HISTORY_SOURCES[route], prdCode, app.resolve(TOKENS.productPerformance), app.resolve(TOKENS.presentFailure)));

export const contrast = ({ resolve, stores }: App) => new ContrastViewModel(resolve(TOKENS.productCatalog), resolve(TOKENS.presentFailure), stores.level);

export const pdf = ({ resolve }: App) => new PdfViewModel(resolve(TOKENS.documentRenderer));

/** /pdfShow: a reader for each document shown (pdf.js loads with the first). */
export const holdingDocuments = (app: App) => new HoldingDocumentsViewModel(holding(app), app.resolve(TOKENS.productCatalog), () => pdf(app));
