import { TOKENS } from '../../application/tokens';
import { isoDate } from '../../domain/calendar';
import { isElder } from '../../domain/identity/age';
import type { App } from '../app/app';
import { offerElderMode } from './elder-offer';
import { learnLevel } from './suitability';

/* What follows once the store knows who the customer is: loaded after the first page, never on its path. */

/** The apps whose customer has been offered 长辈版 in this page load. */
const offeredElderMode = new WeakSet<object>();

/**
 * The customer's risk level for the marks (issue 18 item 2), once; then, to a customer of 65 or
 * over who has never chosen, 长辈版 once per page load (issue 18 item 3). The offer is on screen
 * when this returns; the customer answers whenever they like.
 */
export async function followSignIn(app: App, signedIn: boolean): Promise<void> {
  const { resolve, stores: { elderMode, level } } = app;
  if (!level.marks) await learnLevel(app, signedIn);
  level.settle();
  const customer = resolve(TOKENS.customerSession).customer;
  if (!customer || offeredElderMode.has(elderMode) || elderMode.preferences.elderMode() !== null) return;
  if (!isElder(customer.idNo, isoDate(resolve(TOKENS.clock).now()))) return;
  offeredElderMode.add(elderMode);
  void offerElderMode(resolve(TOKENS.notifier), elderMode);
}
