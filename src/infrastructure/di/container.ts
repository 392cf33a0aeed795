import { Container } from 'inversify';
import type { AxiosAdapter } from 'axios';
import type { MessagingLogin, Navigator, Notifier } from '../../application/ports/interaction';
import type { NativeBridge } from '../../application/ports/native-bridge';
import type { Clock, IdGenerator, Logger, SessionStore } from '../../application/ports/system';
import type { Preferences } from '../../application/ports/preferences';
import { LoadProduct, OpenProductDetail } from '../../application/catalog/load-product';
import { CustomerSession } from '../../application/session/customer-session';
import { EnterStore } from '../../application/session/enter-store';
import { InFlightRequests } from '../../application/session/in-flight-requests';
import type { PresentFailure } from '../../application/session/present-failure';
import type { SignIn } from '../../application/session/sign-in';
import { type Resolve, type Token, TOKENS } from '../../application/tokens';
import { RiskRecords, tellingRecords } from '../../application/risk/risk-records';
import type { BridgeHost } from '../bridge/bank-app-bridge';
import { HttpClient, loadAxios, preloadAxios } from '../http/http-client';
import type { CustomerDirectory } from '../../application/ports/customer-directory';
import { HttpProductCatalog } from '../http/http-product-catalog';
import type { ProductPerformance } from '../../application/ports/product-performance';
import type { FindCancelledDeal } from '../../application/wealth/cancelled-deal';
import type { FindPlan } from '../../application/purchase/find-plan';
import { withCachedChartSeries } from '../../application/catalog/cached-chart-series';
import { ProductCache, withProductCache } from '../../application/catalog/product-cache';
import { lazyPort, once } from './lazy-port';
import { BrowserSessionStore } from '../storage/browser-session-store';
import { LocalPreferences } from '../storage/local-preferences';
import { EarlyAnswers } from '../http/early-answers';
import { EARLY_ANSWERS_GLOBAL, type EarlyAnswerTable } from '../http/early-requests';
import { consoleLogger, cryptoIds, systemClock } from '../system/system-adapters';
import { HttpBehaviourTracer } from '../tracing/http-behaviour-tracer';
import { antdNotifier } from '../ui-adapters/antd-notifier';
import type { MessagingShare } from '../../application/ports/messaging-share';
import type { PageAddress, ShareSdk } from '../share/messaging-share';
import { metaTagShareSdk, wxShareSdk, type WxJsSdk } from '../share/share-sdks';
import { RedirectMessagingLogin, RouterNavigator } from '../ui-adapters/browser-navigation';
import type { DocumentRenderer } from '../../application/ports/document-renderer';

/**
 * What the first screen does not need, loaded on demand (issue 19 item 3): who the customer is (the
 * sign-in, its adapter, the bridge, what a failure shows: one chunk), the performance adapter (in
 * axios's chunk), the share offer, the lookups of result pages opened again.
 */
const ON_DEMAND = {
  signIn: once(() => import('../../application/session/sign-in')),
  presentFailure: once(() => import('../../application/session/present-failure')),
  bankAppOnly: once(() => import('../../application/session/bank-app-only')),
  customerDirectory: once(() => import('../http/http-customer-directory')),
  bridge: once(() => import('../bridge/browser-bridge')),
  performance: once(() => import('../http/http-product-performance')),
  messagingShare: once(() => import('../share/messaging-share')),
  cancelledDeal: once(() => import('../../application/wealth/cancelled-deal')),
  findPlan: once(() => import('../../application/purchase/find-plan')),
};

/** Loads at once what the container loads on demand (the fast assembly does, before its first scenario). */
export const loadOnDemand = (): Promise<unknown> => Promise.all([...Object.values(ON_DEMAND).map((load) => load()), loadAxios()]);

/** The edges of the store: what differs between a phone, and the fast test assembly. */
export interface OutsideWorld {
  notifier: Notifier;
  navigator: Navigator;
  messagingLogin: MessagingLogin;
  currentLocation: () => string;
  /** The page's origin and address, for shared links and the share signature. */
  page: PageAddress;
  /** Where a share lands: the messaging app's JS-SDK, or link-preview tags. */
  shareSdk: ShareSdk;
  sessionStore: SessionStore;
  /** Kept across visits on this device: localStorage on a phone, memory in the fast assembly. */
  preferences: Preferences;
  bridge: (ids: IdGenerator) => NativeBridge;
  /** The browser's user agent string: which app the store runs in, and on which platform (SPEC §1). */
  userAgent: string;
  clock: Clock;
  ids: IdGenerator;
  logger: Logger;
  /** Replaces the network under the HTTP client (the fast assembly's in-process mock bank). */
  httpAdapter?: AxiosAdapter;
  /** The first screen's answers, asked for with the HTML (src/early-data.ts). */
  earlyAnswers?: EarlyAnswers;
  /** Replaces pdf.js in the browser (the fast assembly reads the documents from the in-process mock bank). */
  documentRenderer?: DocumentRenderer;
}

/** A phone or a desktop browser: the bank app's bridge when the app injected one, the stand-in otherwise. */
export function browserWorld(navigator: RouterNavigator): OutsideWorld {
  const host = window as unknown as BridgeHost & { wx?: WxJsSdk };
  return {
    notifier: antdNotifier,
    navigator,
    messagingLogin: new RedirectMessagingLogin((url) => window.location.assign(url)),
    currentLocation: () => `${window.location.pathname}${window.location.search}`,
    page: { origin: window.location.origin, href: () => window.location.href.split('#')[0] },
    // The messaging app's page carries its JS-SDK as window.wx; anywhere else the preview tags do.
    shareSdk: host.wx ? wxShareSdk(host.wx) : metaTagShareSdk(document),
    sessionStore: new BrowserSessionStore(window.sessionStorage),
    preferences: new LocalPreferences(() => window.localStorage),
    // Asked first by the sign-in, once the first page shows: it loads then, with the sign-in's chunk.
    bridge: (ids) => lazyPort(async () => (await ON_DEMAND.bridge()).browserBridge(host, ids)),
    userAgent: window.navigator.userAgent,
    clock: systemClock,
    ids: cryptoIds,
    logger: consoleLogger,
    earlyAnswers: new EarlyAnswers((window as unknown as Record<string, EarlyAnswerTable | undefined>)[EARLY_ANSWERS_GLOBAL]),
  };
}

/** React Router keeps its position in history.state.idx; above 0 there is an in-store page to go back to. */
export const browserCanGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** The composition root: the only place that decides which adapter serves which port. */
export function buildContainer(world: OutsideWorld): { container: Container; resolve: Resolve } {
  const container = new Container({ defaultScope: 'Singleton' });
  const resolve: Resolve = <T>(token: Token<T>) => container.get<T>(token);
  const constant = <T>(token: Token<T>, value: T) => container.bind<T>(token).toConstantValue(value);
  const dynamic = <T>(token: Token<T>, make: () => T) => container.bind<T>(token).toDynamicValue(make).inSingletonScope();

  constant(TOKENS.notifier, world.notifier);
  constant(TOKENS.navigator, world.navigator);
  constant(TOKENS.messagingLogin, world.messagingLogin);
  constant(TOKENS.currentLocation, world.currentLocation);
  constant(TOKENS.sessionStore, world.sessionStore);
  constant(TOKENS.preferences, world.preferences);
  constant(TOKENS.clock, world.clock);
  constant(TOKENS.idGenerator, world.ids);
  constant(TOKENS.logger, world.logger);
  constant(TOKENS.inFlightRequests, new InFlightRequests());
  // The bridge is the bank app's: elsewhere each of its actions says so (SPEC §1: the flow differs by channel).
  dynamic(TOKENS.nativeBridge, () => lazyPort<NativeBridge>(async () => (await ON_DEMAND.bankAppOnly()).onlyInBankApp(
    world.bridge(world.ids), resolve(TOKENS.customerSession),
  )));

  const http = new HttpClient({ activity: resolve(TOKENS.inFlightRequests), adapter: world.httpAdapter, early: world.earlyAnswers });
  // axios's chunk starts loading as the store starts, beside the page's own chunk: a page whose
  // first call is made in its chunk (the risk questionnaire, the records) would otherwise load the
  // two one after the other. It is asked for in a task of its own: asking (the chunk and its
  // preloads) is not nothing on a phone, and the container's task is long enough (issue 19 item 5).
  // A first screen whose reads were asked for with the HTML needs no axios to draw them: start.tsx
  // loads it once that page is shown, so its download and evaluation stay out of the first paint of
  // the products (home's LCP, issue 34 item 5). A call made before then loads it at once.
  if (!world.earlyAnswers?.asked) setTimeout(preloadAxios);
  // Tracing travels on its own client so that it never lights the loading indicator.
  const quietHttp = new HttpClient({ activity: { started() {}, ended() {} }, adapter: world.httpAdapter });
  const productCache = new ProductCache(world.clock);
  dynamic(TOKENS.productCatalog, () => withProductCache(new HttpProductCatalog(http), productCache));
  // Its calls wait for axios's chunk in any case: the adapter is in that chunk (vite.config.ts), not in the entry chunk.
  dynamic(TOKENS.productPerformance, () => withCachedChartSeries(
    lazyPort<ProductPerformance>(async () => new (await ON_DEMAND.performance()).HttpProductPerformance(http)), resolve(TOKENS.sessionStore),
  ));
  // Who the customer is is asked once the first page shows (SPEC §9): the sign-in, its adapter and the
  // bridge load then, in one chunk (vite.config.ts), not with the entry chunk.
  dynamic(TOKENS.customerDirectory, () => lazyPort<CustomerDirectory>(async () => new (await ON_DEMAND.customerDirectory()).HttpCustomerDirectory(http)));
  // Offered once a detail page knows its product: the adapter loads then, not with the entry chunk.
  dynamic(TOKENS.messagingShare, () => lazyPort<MessagingShare>(async () => new (await ON_DEMAND.messagingShare()).HttpMessagingShare(http, world.page, world.shareSdk, world.logger)));
  dynamic(TOKENS.behaviourTracer, () => new HttpBehaviourTracer(quietHttp, world.clock, world.logger));
  // pdf.js, its worker and its adapter load only when /pdf opens a document: a dynamic import, never the entry chunk.
  dynamic(TOKENS.documentRenderer, () => world.documentRenderer
    ?? { open: async (address) => (await import('../pdf/pdfjs-browser')).browserDocumentRenderer.open(address) });
  // sm-crypto and its adapter load on the first PIN sealed, never with the entry chunk.
  dynamic(TOKENS.pinSealer, () => ({ seal: async (pin) => (await import('../crypto/sm2-pin-sealer')).bankPinSealer(world.ids).seal(pin) }));
  // DOMPurify and the Trusted Types policy load with the first server text shown.
  dynamic(TOKENS.htmlSanitizer, () => ({ sanitize: async (html) => (await import('../trusted-types/published-html')).sanitizePublishedHtml(html) }));

  dynamic(TOKENS.customerSession, () => new CustomerSession(resolve(TOKENS.sessionStore)));
  dynamic(TOKENS.signIn, () => lazyPort<SignIn>(async () => new (await ON_DEMAND.signIn()).SignIn(
    resolve(TOKENS.customerSession), resolve(TOKENS.customerDirectory), resolve(TOKENS.nativeBridge),
  )));
  // Loaded with the first failure to show, in the sign-in's chunk (an expired session signs in again).
  dynamic(TOKENS.presentFailure, () => lazyPort<PresentFailure>(async () => new (await ON_DEMAND.presentFailure()).PresentFailure(
    resolve(TOKENS.customerSession), resolve(TOKENS.signIn), world.notifier, world.messagingLogin, world.logger, world.currentLocation,
  )));
  dynamic(TOKENS.enterStore, () => new EnterStore(resolve(TOKENS.customerSession), resolve(TOKENS.signIn), resolve(TOKENS.presentFailure), resolve(TOKENS.behaviourTracer), world.userAgent));
  dynamic(TOKENS.loadProduct, () => new LoadProduct(resolve(TOKENS.productCatalog), resolve(TOKENS.customerSession), resolve(TOKENS.presentFailure)));
  dynamic(TOKENS.openProductDetail, () => new OpenProductDetail(resolve(TOKENS.loadProduct), productCache));
  // The order desk, like the purchase side's adapters below, loads with its first call (a purchase), not with the entry chunk.
  dynamic(TOKENS.orderDesk, () => lazyPort(async () => new (await import('../http/http-order-desk')).HttpOrderDesk(http)));
  // A signature purchase's signer and its certificate authority load with the first signature.
  dynamic(TOKENS.signOrder, () => {
    const certificates = lazyPort(async () => new (await import('../http/http-certificate-authority')).HttpCertificateAuthority(http));
    return lazyPort(async () => new (await import('../../application/purchase/sign-order')).SignOrder(certificates, resolve(TOKENS.nativeBridge), world.sessionStore, world.ids));
  });
  // The purchase side's adapters load with their first call, not with the entry chunk.
  // Whoever asks (the buy check, the risk pages, the level after sign-in), the records hear of it: the level is asked once.
  constant(TOKENS.riskRecords, new RiskRecords());
  dynamic(TOKENS.riskAssessment, () => tellingRecords(
    lazyPort(async () => new (await import('../http/http-risk-assessment')).HttpRiskAssessment(http)), resolve(TOKENS.riskRecords),
  ));
  dynamic(TOKENS.investorStatus, () => lazyPort(async () => new (await import('../http/http-investor-status')).HttpInvestorStatus(http)));
  dynamic(TOKENS.planDesk, () => lazyPort(async () => new (await import('../http/http-plan-desk')).HttpPlanDesk(http)));
  dynamic(TOKENS.maturityDesk, () => lazyPort(async () => new (await import('../http/http-maturity-desk')).HttpMaturityDesk(http)));
  dynamic(TOKENS.statementDesk, () => lazyPort(async () => new (await import('../http/http-statement-desk')).HttpStatementDesk(http)));
  dynamic(TOKENS.incomeDesk, () => lazyPort(async () => new (await import('../http/http-income-desk')).HttpIncomeDesk(http)));
  dynamic(TOKENS.wealthDesk, () => lazyPort(async () => new (await import('../http/http-wealth-desk')).HttpWealthDesk(http)));
  // A result page opened again later (a reload) looks its deal or plan up: loaded then, not with the entry chunk.
  dynamic(TOKENS.findCancelledDeal, () => lazyPort<FindCancelledDeal>(async () => new (await ON_DEMAND.cancelledDeal()).FindCancelledDeal(resolve(TOKENS.wealthDesk))));
  dynamic(TOKENS.findPlan, () => lazyPort<FindPlan>(async () => new (await ON_DEMAND.findPlan()).FindPlan(resolve(TOKENS.planDesk))));
  // Asked only on the purchase side: the rules load with the first check, not with the entry chunk.
  dynamic(TOKENS.checkBuyPreconditions, () => lazyPort(async () => new (await import('../../application/purchase/check-buy-preconditions')).CheckBuyPreconditions(
    resolve(TOKENS.customerDirectory), resolve(TOKENS.riskAssessment), resolve(TOKENS.customerSession), world.clock, resolve(TOKENS.investorStatus),
  )));
  dynamic(TOKENS.fixBuyBlock, () => lazyPort(async () => new (await import('../../application/purchase/fix-buy-block')).FixBuyBlock(
    resolve(TOKENS.nativeBridge), resolve(TOKENS.productCatalog), resolve(TOKENS.signIn),
  )));
  return { container, resolve };
}
