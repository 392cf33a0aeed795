import { TOKENS } from '../../../../src/application/tokens';
import type { DialogTasks } from '../../tasks/dialogs';
import type { DialogView } from '../../tasks/views';
import { browserOnly, settle, type DomainSession } from './session';

/** Dialogs and toasts as the store raises them through its notifier. */
export class DomainDialogs implements DialogTasks {
  constructor(private readonly session: DomainSession) {}

  async dialog(): Promise<DialogView | null> {
    const open = this.session.dialogs[0];
    return open ? { title: open.title, message: open.message } : null;
  }

  dialogShown(): Promise<DialogView | null> {
    return this.dialog();
  }

  async dialogsClosed(): Promise<boolean> {
    await settle();
    return this.session.dialogs.length === 0;
  }

  async confirmDialog(): Promise<void> {
    const open = this.session.dialogs[0];
    if (!open) throw new Error('no dialog is open');
    await this.chooseInDialog(open.actions[open.actions.length - 1]);
  }

  async dialogActions(): Promise<string[]> {
    return this.session.dialogs[0]?.actions ?? [];
  }

  async chooseInDialog(action: string): Promise<void> {
    const open = this.session.dialogs[0];
    if (!open?.actions.includes(action)) throw new Error(`no dialog offers ${action}: ${JSON.stringify(open?.actions ?? null)}`);
    // The store answers the tap and takes the dialog off the screen (another may follow it), as in the browser.
    open.tap(action);
    await settle();
    if (this.session.dialogs.includes(open)) throw new Error(`the dialog "${open.title}" is still open after ${action} was tapped`);
  }

  async toasts(): Promise<string[]> {
    return [...this.session.toasts];
  }

  toastsSoFar(): Promise<string[]> {
    return this.toasts();
  }

  async toastsOnceQuiet(): Promise<string[]> {
    await settle();
    return this.toasts();
  }

  loadingShown(): Promise<boolean> {
    return browserOnly('the loading indicator, which is about timing');
  }

  loadingGoneWithin(): Promise<boolean> {
    return browserOnly('the loading indicator, which is about timing');
  }

  async loadingEnded(): Promise<boolean> {
    await settle();
    return !this.session.resolve(TOKENS.inFlightRequests).busy;
  }
}
