import type { BehaviourTracer } from './ports/behaviour-tracer';
import type { DocumentRenderer } from './ports/document-renderer';
import type { HtmlSanitizer } from './ports/html-sanitizer';
import type { PinSealer } from './ports/pin-sealer';
import type { OrderDesk } from './ports/order-desk';
import type { CheckBuyPreconditions } from './purchase/check-buy-preconditions';
import type { FixBuyBlock } from './purchase/fix-buy-block';
import type { FindPlan } from './purchase/find-plan';
import type { SignOrder } from './purchase/sign-order';
import type { FindCancelledDeal } from './wealth/cancelled-deal';
import type { InvestorStatus } from './ports/investor-status';
import type { RiskAssessment } from './ports/risk-assessment';
import type { RiskRecords } from './risk/risk-records';
import type { PlanDesk } from './ports/plan-desk';
import type { MaturityDesk } from './ports/maturity-desk';
import type { StatementDesk } from './ports/statement-desk';
import type { IncomeDesk } from './ports/income-desk';
import type { WealthDesk } from './ports/wealth-desk';
import type { CustomerDirectory } from './ports/customer-directory';
import type { MessagingLogin, Navigator, Notifier } from './ports/interaction';
import type { NativeBridge } from './ports/native-bridge';
import type { MessagingShare } from './ports/messaging-share';
import type { ProductCatalog } from './ports/product-catalog';
import type { ProductPerformance } from './ports/product-performance';
import type { Clock, IdGenerator, Logger, SessionStore } from './ports/system';
import type { Preferences } from './ports/preferences';
import type { CustomerSession } from './session/customer-session';
import type { EnterStore } from './session/enter-store';
import type { InFlightRequests } from './session/in-flight-requests';
import type { PresentFailure } from './session/present-failure';
import type { SignIn } from './session/sign-in';
import type { LoadProduct, OpenProductDetail } from './catalog/load-product';

/** A typed injection token: the composition root binds it, the UI resolves it. */
export type Token<T> = symbol & { readonly __type?: T };
const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

export const TOKENS = {
  productCatalog: token<ProductCatalog>('ProductCatalog'),
  productPerformance: token<ProductPerformance>('ProductPerformance'),
  customerDirectory: token<CustomerDirectory>('CustomerDirectory'),
  nativeBridge: token<NativeBridge>('NativeBridge'),
  behaviourTracer: token<BehaviourTracer>('BehaviourTracer'),
  sessionStore: token<SessionStore>('SessionStore'),
  /** What the customer chose on this device (长辈版). */
  preferences: token<Preferences>('Preferences'),
  clock: token<Clock>('Clock'),
  idGenerator: token<IdGenerator>('IdGenerator'),
  logger: token<Logger>('Logger'),
  notifier: token<Notifier>('Notifier'),
  navigator: token<Navigator>('Navigator'),
  messagingLogin: token<MessagingLogin>('MessagingLogin'),
  messagingShare: token<MessagingShare>('MessagingShare'),
  /** Draws an instruction document (PDF) inside /pdf. */
  documentRenderer: token<DocumentRenderer>('DocumentRenderer'),
  /** Seals the payment PIN (SM2) for the keypad. */
  pinSealer: token<PinSealer>('PinSealer'),
  /** Sanitises the bank's HTML (DOMPurify under the store's Trusted Types policy). */
  htmlSanitizer: token<HtmlSanitizer>('HtmlSanitizer'),
  orderDesk: token<OrderDesk>('OrderDesk'),
  /** A signature (CA) purchase's signer; it loads with its first signature. */
  signOrder: token<SignOrder>('SignOrder'),
  /** The risk port, telling `riskRecords` each record it hears of. */
  riskAssessment: token<RiskAssessment>('RiskAssessment'),
  /** Every risk record the bank gives in this page load, for what follows the customer's level. */
  riskRecords: token<RiskRecords>('RiskRecords'),
  /** 合格投资者 (issue 18 item 6). */
  investorStatus: token<InvestorStatus>('InvestorStatus'),
  planDesk: token<PlanDesk>('PlanDesk'),
  maturityDesk: token<MaturityDesk>('MaturityDesk'),
  /** The monthly statements (f100004–f100006). */
  statementDesk: token<StatementDesk>('StatementDesk'),
  wealthDesk: token<WealthDesk>('WealthDesk'),
  /** Income day by day, the asset history and the payouts (listDailyIncome, listHisAssets, listDividends, listMaturityPayouts). */
  incomeDesk: token<IncomeDesk>('IncomeDesk'),
  checkBuyPreconditions: token<CheckBuyPreconditions>('CheckBuyPreconditions'),
  fixBuyBlock: token<FixBuyBlock>('FixBuyBlock'),
  findPlan: token<FindPlan>('FindPlan'),
  findCancelledDeal: token<FindCancelledDeal>('FindCancelledDeal'),
  /** Where the customer is now (path and query), for coming back after a login. */
  currentLocation: token<() => string>('CurrentLocation'),
  inFlightRequests: token<InFlightRequests>('InFlightRequests'),
  customerSession: token<CustomerSession>('CustomerSession'),
  signIn: token<SignIn>('SignIn'),
  presentFailure: token<PresentFailure>('PresentFailure'),
  enterStore: token<EnterStore>('EnterStore'),
  loadProduct: token<LoadProduct>('LoadProduct'),
  openProductDetail: token<OpenProductDetail>('OpenProductDetail'),
} as const;

/** Resolves a token; what the UI and the test assemblies get instead of the container. */
export type Resolve = <T>(token: Token<T>) => T;
