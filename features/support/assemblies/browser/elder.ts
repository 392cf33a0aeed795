import { appOfLink } from '../../apps';
import type { Locator } from 'playwright-core';
import { ELDER_MODE_TEXT } from '../../../../src/ui/components/component-texts';
import type { ElderModeTasks } from '../../tasks/elder';
import type { ElderLayoutView } from '../../tasks/views';
import { measureElderLayout } from './elder-checks';
import { textOf } from './reading';
import type { BrowserSession } from './session';

/** 长辈版 (features/elder-mode.feature): the switch, what it changes, and the page measured. */
export class BrowserElderMode implements ElderModeTasks {
  constructor(private readonly session: BrowserSession) {}

  async switchElderMode(on: boolean): Promise<void> {
    const toggle = this.#toggle();
    if ((await toggle.getAttribute('aria-pressed')) !== String(on)) await toggle.click();
    await this.session.page.waitForFunction((wanted) => document.documentElement.classList.contains('elder') === wanted, on);
  }

  async elderModeOn(): Promise<boolean> {
    await this.session.page.locator('main').first().waitFor();
    const on = await this.#isElder();
    const toggle = this.#toggle();
    if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-pressed')) !== String(on)) {
      throw new Error(`the page is ${on ? '' : 'not '}in 长辈版, but its switch says otherwise`);
    }
    return on;
  }

  async visitAgain(link: Record<string, string>): Promise<void> {
    await this.session.page.evaluate(() => sessionStorage.clear());
    await this.session.open(link, '/', appOfLink(link));
  }

  async riskInPlainWords(): Promise<string | null> {
    const facts = this.session.page.getByTestId('detail-facts');
    await facts.waitFor();
    return textOf(facts.getByTestId('plain-risk'));
  }

  /** Measured once the page has what it loads: no request running, nothing busy. */
  async elderLayout(): Promise<ElderLayoutView> {
    await this.session.quiet();
    await this.session.page.waitForFunction(() => document.querySelector('main') !== null && document.querySelector('[aria-busy="true"]') === null);
    return measureElderLayout(this.session.page);
  }

  async elderSwitch(): Promise<{ name: string; pressed: boolean; height: number }> {
    const toggle = await this.#switchShown();
    const read = await toggle.ariaSnapshot();
    return {
      name: /^- button "([^"]*)"/.exec(read)?.[1] ?? read,
      pressed: (await toggle.getAttribute('aria-pressed')) === 'true',
      height: (await toggle.boundingBox())?.height ?? 0,
    };
  }

  /** Tabs from the top of the page to the switch, as a keyboard user does, and presses Space. */
  async pressElderSwitchByKeyboard(): Promise<void> {
    const { page } = this.session;
    const toggle = await this.#switchShown();
    const was = await this.#isElder();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let tabs = 0; tabs < 10 && !(await toggle.evaluate((button) => button === document.activeElement)); tabs += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.waitForFunction((before) => document.documentElement.classList.contains('elder') !== before, was);
  }

  async viewport(): Promise<string> {
    return (await this.session.page.locator('meta[name=viewport]').getAttribute('content')) ?? '';
  }

  #toggle(): Locator {
    return this.session.page.getByRole('button', { name: ELDER_MODE_TEXT.switch, exact: true });
  }

  async #switchShown(): Promise<Locator> {
    const toggle = this.session.page.locator('button.elder-switch');
    await toggle.waitFor();
    return toggle;
  }

  #isElder(): Promise<boolean> {
    return this.session.page.evaluate(() => document.documentElement.classList.contains('elder'));
  }
}
