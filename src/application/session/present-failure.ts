import type { Failure } from '../../domain/errors/call-outcome';
import { DIALOG_TEXT } from '../../domain/errors/messages';
import type { Logger } from '../ports/system';
import type { MessagingLogin, Notifier } from '../ports/interaction';
import type { CustomerSession } from './customer-session';
import type { SignIn } from './sign-in';

/**
 * Brings a failed call to the customer exactly as the catalogue says (SPEC §8). E1014
 * re-authenticates per mode first: mode 02 fetches the token and the customer again; mode 01
 * goes through the messaging login once the customer has read the notice.
 */
export class PresentFailure {
  constructor(
    private readonly session: CustomerSession,
    private readonly signIn: SignIn,
    private readonly notifier: Notifier,
    private readonly messagingLogin: MessagingLogin,
    private readonly logger: Logger,
    private readonly currentLocation: () => string,
  ) {}

  async present(failure: Failure<unknown>): Promise<void> {
    switch (failure.kind) {
      case 'sessionInvalid':
        return this.afterSessionInvalid(failure.message);
      case 'serverError':
        return this.notice(failure.message);
      case 'networkError':
      case 'message':
        return this.notifier.toast(failure.message);
      case 'absent':
        return;
    }
  }

  /** SPEC §8: list fetch failures only log. */
  quietly(failure: Failure<unknown>, what: string): void {
    this.logger.warn(`${what}失败`, failure);
  }

  private async afterSessionInvalid(message: string): Promise<void> {
    if (this.session.shareType === '02') {
      const again = await this.signIn.run();
      if (again.kind !== 'ok' && again.kind !== 'anonymous') this.logger.warn('重新获取客户信息失败', again);
      return this.notice(message);
    }
    this.session.signOut();
    await this.notice(message);
    // The messaging login works only inside the messaging app; elsewhere the buy check says so.
    if (this.session.channel === 'messaging') this.messagingLogin.login(this.currentLocation());
  }

  private notice(message: string): Promise<void> {
    return this.notifier.alert({ title: DIALOG_TEXT.noticeTitle, message, confirmText: DIALOG_TEXT.confirm });
  }
}
