import { PRODUCT_LINK_ROUTE } from '../../domain/catalog/template-route';
import { channelCodeOf } from '../../domain/entry/channel-code';
import { HOME_ROUTE, resolveEntry, type EntryLink } from '../../domain/entry/entry-mode';
import { channelOf } from '../../domain/entry/user-agent';
import { BEHAVIOURS } from '../../domain/tracing/trace-record';
import type { BehaviourTracer } from '../ports/behaviour-tracer';
import type { Query } from '../ports/interaction';
import type { CustomerSession } from './customer-session';
import type { PresentFailure } from './present-failure';
import type { SignIn, SignInOutcome } from './sign-in';

/** The link parameters that only the entry reads; they are removed from the address once read. */
const ENTRY_ONLY = ['openId', 'accessToken'] as const;

/** What the entry decided: refused (the invalid-entry page), or entered, maybe at another address. */
export type EntryDecision =
  | { kind: 'refused' }
  | {
      kind: 'entered';
      /** Some of the link's parameters were wrong and were left out. */
      ignoredParameters: boolean;
      /** Where the customer goes instead of the address they came to: a shared product's page, or the address without its tokens. */
      goTo: { path: string; query: Query } | null;
    };

/**
 * The first load of the store: decide the entry mode (SPEC §1) and the channel (the user agent's
 * app), keep them in the session with where the customer came from (the carried channel code,
 * decided when a link names the mode, kept on later loads), carry the share link's values; then
 * find out who the customer is.
 */
export class EnterStore {
  private entered = false;
  private identified: Promise<SignInOutcome> | null = null;

  constructor(
    private readonly session: CustomerSession,
    private readonly signIn: SignIn,
    private readonly failures: PresentFailure,
    private readonly tracer: BehaviourTracer,
    /** The browser's user agent string: which app the store runs in (SPEC §1, DECISIONS.md). */
    private readonly userAgent: string,
  ) {}

  async run(path: string, query: Query): Promise<EntryDecision> {
    const result = resolveEntry(query as EntryLink, this.session.shareType);
    if (!result.ok) return { kind: 'refused' };
    const { entry } = result;
    this.session.channel = channelOf(this.userAgent);
    const linkNamesMode = (query as EntryLink).shareType !== undefined;
    const decided = linkNamesMode ? null : this.session.storedChannelCode;
    this.session.begin(entry, decided ?? channelCodeOf({ channel: this.session.channel, shareType: entry.shareType, clientManager: entry.clientManager }), linkNamesMode);
    this.takeCredentials(query);
    this.tracer.record({ ...BEHAVIOURS.enterStore, behaviorStpNo: BEHAVIOURS.enterStore.steps.entered, event: 'enter', value: entry.shareType });
    this.entered = true;
    const sharedProduct = entry.shareType === '01' && entry.prdCode && path === HOME_ROUTE ? { path: PRODUCT_LINK_ROUTE, query: { prdCode: entry.prdCode } } : null;
    return { kind: 'entered', ignoredParameters: entry.ignored.length > 0, goTo: sharedProduct ?? withoutTokens(path, query) };
  }

  private takeCredentials(query: Query): void {
    const { openId, accessToken } = query;
    if (this.session.shareType === '01' && openId && accessToken) this.session.credentials = { openId, accessToken };
  }

  /**
   * Finds out who the customer is (the bank app's token, or the messaging login's credentials), once
   * the store is entered; the router starts it when the first page shows, so that page's own
   * requests go first. Every call answers the one sign-in's outcome as soon as it is known (a
   * failure is brought to the customer beside it); null when the store was not entered.
   */
  identify(): Promise<SignInOutcome | null> {
    if (!this.entered) return Promise.resolve(null);
    if (!this.identified) {
      this.identified = this.signIn.run();
      void this.identified.then((outcome) => {
        if (outcome.kind !== 'ok' && outcome.kind !== 'anonymous') void this.failures.present(outcome);
      });
    }
    return this.identified;
  }
}

/** The address without the parameters only the entry reads; null when it has none of them. */
function withoutTokens(path: string, query: Query): { path: string; query: Query } | null {
  if (!ENTRY_ONLY.some((name) => query[name] !== undefined)) return null;
  return { path, query: Object.fromEntries(Object.entries(query).filter(([name]) => !(ENTRY_ONLY as readonly string[]).includes(name))) };
}
