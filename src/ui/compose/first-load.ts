import type { EntryDecision } from '../../application/session/enter-store';
import type { CustomerSession } from '../../application/session/customer-session';
import type { Navigator, Notifier, Query } from '../../application/ports/interaction';
import { type Resolve, TOKENS } from '../../application/tokens';
import type { App } from '../app/app';
import { ROUTES, showsWithoutEntry } from '../app/router';
import type { Shell } from '../app/services';
import { ElderMode } from '../app/elder-mode';
import type { UiStores } from '../app/ui-stores';
import type { DetailPorts } from '../pages/detail/detail-requests';
import { ENTRY_TEXT } from '../pages/entry/entry-texts';
import { PlanResults } from '../pages/plan/plan-results';
import { keptInSession, LastResult } from '../view-models/last-result';
import { PageProduct } from '../view-models/page-product';
import { CustomerLevel } from '../view-models/customer-level';

/*
 * The UI's composition root, first part: what the first screen needs (the entry decision, the
 * long-lived stores, the shell's services, what a detail page asks at once). Each area's
 * view-models are made in the module of its name beside this one, loaded with the area's first page.
 */

/** A store made when a page first asks for it, once. */
const madeOnFirstUse = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

/**
 * The long-lived stores. What every first screen shows (长辈版, the customer's level) is made at
 * once; the results of purchases, plans, redemptions and cancels when a page first asks for them,
 * so that each does not add to the start-up's long task (issue 19 item 5); the home list when the
 * home page first opens (the table, pages.ts), with its chunk.
 * @param showElderMode puts 长辈版 on the page or takes it off (the fast assembly has no page).
 */
export const createUiStores = (resolve: Resolve, showElderMode: (on: boolean) => void = () => undefined): UiStores => {
  const purchase = madeOnFirstUse<UiStores['purchase']>(() => new LastResult(keptInSession(resolve(TOKENS.sessionStore), 'payResult')));
  const plans = madeOnFirstUse(() => new PlanResults());
  const redemption = madeOnFirstUse<UiStores['redemption']>(() => new LastResult(keptInSession(resolve(TOKENS.sessionStore), 'redemptionResult')));
  const cancel = madeOnFirstUse<UiStores['cancel']>(() => new LastResult());
  return {
    home: null,
    get purchase() { return purchase(); },
    get plans() { return plans(); },
    get redemption() { return redemption(); },
    get cancel() { return cancel(); },
    elderMode: new ElderMode(resolve(TOKENS.preferences), showElderMode),
    level: new CustomerLevel(),
  };
};

/** What the store's components use of the application, besides their pages' view-models. */
export const createShell = (resolve: Resolve): Shell => ({
  inFlightRequests: resolve(TOKENS.inFlightRequests),
  pinSealer: resolve(TOKENS.pinSealer),
  notifier: resolve(TOKENS.notifier),
  htmlSanitizer: resolve(TOKENS.htmlSanitizer),
});

export const pageProduct = ({ resolve }: App) => new PageProduct(resolve(TOKENS.loadProduct), resolve(TOKENS.notifier), resolve(TOKENS.navigator));

/** What a detail page asks for as soon as its address is known. */
export const detailPorts = (app: App): DetailPorts => ({
  product: pageProduct(app), catalog: app.resolve(TOKENS.productCatalog), performance: app.resolve(TOKENS.productPerformance),
  customerRecord: () => (inBankAppMode(app.resolve(TOKENS.customerSession)) ? readRecord(app) : null),
});

/** A bank-app entry (SPEC §1, shareType 02) in the bank app: the customer is the app's, signed in with it. */
const inBankAppMode = (session: CustomerSession) => session.shareType === '02' && session.inBankApp;

/** The customer's risk record, read for a page; the level's marks follow it (their chunk loads meanwhile). */
async function readRecord(app: App) {
  const [answer, { followLevel }] = await Promise.all([app.resolve(TOKENS.riskAssessment).riskLevel(), import('./suitability')]);
  followLevel(app);
  return answer;
}

/**
 * The entry decision (SPEC §1), made once per page load before any page loads its data; a load of
 * the invalid-entry page itself decides nothing. @returns whether the store's pages may load
 */
export async function decideEntry({ resolve }: App, path: string, query: Query): Promise<boolean> {
  if (showsWithoutEntry(path)) return true;
  return followEntry(await resolve(TOKENS.enterStore).run(path, query), resolve(TOKENS.navigator), resolve(TOKENS.notifier));
}

/** The entry decision, acted on: the invalid-entry page, or the store, told about ignored parameters and maybe at another address. */
function followEntry(decision: EntryDecision, navigator: Navigator, notifier: Notifier): boolean {
  if (decision.kind === 'refused') {
    navigator.replace(ROUTES.shareTypeError.path);
    return false;
  }
  if (decision.ignoredParameters) notifier.toast(ENTRY_TEXT.ignoredParameters);
  if (decision.goTo) navigator.replace(decision.goTo.path, decision.goTo.query);
  return true;
}

/**
 * Who the customer is, asked once the first page shows (its own requests go first); nothing when the
 * entry was refused. What follows from it (their risk level, the 长辈版 offer) is a chunk of its own,
 * which loads while the bank answers: the level's notice (issue 18) waits for one round trip less.
 */
export async function identifyCustomer(app: App): Promise<void> {
  const following = import('./signed-in');
  following.catch(() => undefined); // a chunk that fails to load fails the step that needs it, below
  const outcome = await app.resolve(TOKENS.enterStore).identify();
  if (outcome) await (await following).followSignIn(app, outcome.kind === 'ok');
}
