import { PRODUCT_LINK_ROUTE } from '../../domain/catalog/template-route';
import { HOME_ROUTE, resolveEntry, type EntryLink } from '../../domain/entry/entry-mode';
import { BEHAVIOURS } from '../../domain/tracing/trace-record';
import type { BehaviourTracer } from '../ports/behaviour-tracer';
import type { Navigator, Notifier, Query } from '../ports/interaction';
import type { CustomerSession } from './customer-session';
import type { PresentFailure } from './present-failure';
import type { SignIn } from './sign-in';

export const ENTRY_TEXT = {
  ignoredParameters: '链接中的部分参数有误，已忽略',
} as const;

export const SHARE_TYPE_ERROR_ROUTE = '/shareTypeError';

/** The link parameters that only the entry reads; they are removed from the address once read. */
const ENTRY_ONLY = ['openId', 'accessToken'] as const;

/**
 * The first load of the store: decide the entry mode (SPEC §1), keep it in the session, carry
 * the share link's values, then find out who the customer is.
 */
export class EnterStore {
  constructor(
    private readonly session: CustomerSession,
    private readonly signIn: SignIn,
    private readonly failures: PresentFailure,
    private readonly navigator: Navigator,
    private readonly notifier: Notifier,
    private readonly tracer: BehaviourTracer,
  ) {}

  /** @returns whether the customer may go on into the store */
  async run(path: string, query: Query): Promise<boolean> {
    const result = resolveEntry(query as EntryLink, this.session.shareType);
    if (!result.ok) {
      this.navigator.replace(SHARE_TYPE_ERROR_ROUTE);
      return false;
    }
    const { entry } = result;
    this.session.begin(entry);
    if (entry.ignored.length > 0) this.notifier.toast(ENTRY_TEXT.ignoredParameters);
    this.takeCredentials(path, query);
    this.tracer.record({ ...BEHAVIOURS.enterStore, behaviorStpNo: BEHAVIOURS.enterStore.steps.entered, event: 'enter', value: entry.shareType });
    if (entry.shareType === '01' && entry.prdCode && path === HOME_ROUTE) this.navigator.replace(PRODUCT_LINK_ROUTE, { prdCode: entry.prdCode });
    void this.identify();
    return true;
  }

  private takeCredentials(path: string, query: Query): void {
    const { openId, accessToken } = query;
    if (this.session.shareType === '01' && openId && accessToken) this.session.credentials = { openId, accessToken };
    if (ENTRY_ONLY.some((name) => query[name] !== undefined)) {
      const rest = Object.fromEntries(Object.entries(query).filter(([name]) => !(ENTRY_ONLY as readonly string[]).includes(name)));
      this.navigator.replace(path, rest);
    }
  }

  private async identify(): Promise<void> {
    const outcome = await this.signIn.run();
    if (outcome.kind !== 'ok' && outcome.kind !== 'anonymous') await this.failures.present(outcome);
  }
}
