import type { Locator } from 'playwright-core';
import type { DialogTasks } from '../../tasks/dialogs';
import type { DialogView } from '../../tasks/views';
import type { BrowserSession } from './session';
import { loadingHasShown } from './page-records';

/** Dialogs, toasts and the loading indicator, on whatever page is open. */
export class BrowserDialogs implements DialogTasks {
  constructor(private readonly session: BrowserSession) {}

  async dialog(): Promise<DialogView | null> {
    return (await this.session.showsOnceQuiet(this.#title())) ? this.#shown() : null;
  }

  async dialogShown(): Promise<DialogView | null> {
    return this.#title().first().waitFor().then(() => this.#shown(), () => null);
  }

  dialogsClosed(): Promise<boolean> {
    return this.#title().first().waitFor({ state: 'detached' }).then(() => true, () => false);
  }

  #title(): Locator {
    return this.session.page.locator('.adm-dialog-title');
  }

  async #shown(): Promise<DialogView> {
    return { title: await this.#title().first().innerText(), message: await this.session.page.locator('.adm-dialog-content').first().innerText() };
  }

  async dialogActions(): Promise<string[]> {
    if (!(await this.dialog())) return [];
    return this.#buttons().evaluateAll((buttons) => buttons.map((button) => (button as HTMLElement).innerText.trim()));
  }

  /** Taps the button, and waits for its dialog to go (another may follow it). */
  async chooseInDialog(action: string): Promise<void> {
    const { page } = this.session;
    await page.locator('.adm-dialog-title').first().waitFor();
    const button = this.#buttons().filter({ hasText: action });
    const dialog = await page.locator('.adm-dialog').first().elementHandle();
    await button.click();
    await page.waitForFunction((element) => !element?.isConnected, dialog);
    await this.session.quiet();
  }

  async confirmDialog(): Promise<void> {
    const { page } = this.session;
    await page.locator('.adm-dialog-button').last().click();
    await page.locator('.adm-dialog').waitFor({ state: 'detached' }).catch(() => undefined);
    await this.session.quiet();
  }

  async toasts(): Promise<string[]> {
    await this.session.toastShown().catch(() => undefined);
    return this.session.toastsSoFar();
  }

  toastsSoFar(): Promise<string[]> {
    return this.session.toastsSoFar();
  }

  async toastsOnceQuiet(): Promise<string[]> {
    await this.session.quiet();
    return this.session.toastsSoFar();
  }

  /** Showing now, or shown over the page since it loaded (a step before may have waited for the page to be whole). */
  async loadingShown(): Promise<boolean> {
    if (await this.#loading().isVisible()) return true;
    return loadingHasShown(this.session.page);
  }

  loadingGoneWithin(ms: number): Promise<boolean> {
    return this.#loading().waitFor({ state: 'detached', timeout: ms }).then(() => true, () => false);
  }

  loadingEnded(): Promise<boolean> {
    return this.#loading().waitFor({ state: 'detached' }).then(() => true, () => false);
  }

  #buttons(): Locator {
    return this.session.page.locator('.adm-dialog').first().locator('.adm-dialog-button');
  }

  #loading(): Locator {
    return this.session.page.getByTestId('loading');
  }
}
