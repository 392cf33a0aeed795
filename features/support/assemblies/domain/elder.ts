import { appOfLink, USER_AGENTS } from '../../apps';
import assert from 'node:assert/strict';
import { ROUTES } from '../../../../src/ui/app/router';
import { createElement } from 'react';
import { PlainRisk } from '../../../../src/ui/components/ElderMode';
import { DETAIL_TEXT } from '../../../../src/ui/pages/detail/detail-texts';
import type { ElderModeTasks } from '../../tasks/elder';
import type { ElderLayoutView } from '../../tasks/views';
import { elementOf, renderedMarkup, textOf } from './rendered';
import { browserOnly, type DomainSession } from './session';

/** 长辈版 (features/elder-mode.feature): the switch and what it changes in words; sizes are the browser's. */
export class DomainElderMode implements ElderModeTasks {
  constructor(private readonly session: DomainSession) {}

  async switchElderMode(on: boolean): Promise<void> {
    const { here, stores } = this.session;
    if (here.path !== ROUTES.home.path && here.path !== ROUTES.myWealth.path) throw new Error(`the 长辈版 switch is not on ${here.path}`);
    if (stores.elderMode.on !== on) stores.elderMode.toggle();
  }

  async elderModeOn(): Promise<boolean> {
    return this.session.stores.elderMode.on;
  }

  async visitAgain(link: Record<string, string>): Promise<void> {
    this.session.sessionStore.values.clear();
    const app = appOfLink(link);
    if (app) this.session.userAgent = USER_AGENTS[app];
    await this.session.load(ROUTES.home.path, link);
  }

  /**
   * What the detail page says beside its 风险等级 row: the store's PlainRisk rendered for the page's
   * product with the session's stores (the whole page needs a browser: its swiper reads the window).
   */
  async riskInPlainWords(): Promise<string | null> {
    const page = this.session.pages.detail ?? assert.fail('no detail page is open');
    const product = page.product ?? assert.fail('the detail page has no product');
    if (!page.facts.some(([name]) => name === DETAIL_TEXT.risk)) assert.fail(`the detail page lists no ${DETAIL_TEXT.risk}`);
    const words = elementOf(renderedMarkup(this.session, createElement(PlainRisk, { product })), /data-testid="plain-risk"/);
    return words ? textOf(words) : null;
  }

  elderLayout(): Promise<ElderLayoutView> {
    return browserOnly('sizes in pixels');
  }

  elderSwitch(): Promise<{ name: string; pressed: boolean; height: number }> {
    return browserOnly('the switch as a screen reader meets it');
  }

  pressElderSwitchByKeyboard(): Promise<void> {
    return browserOnly('a keyboard');
  }

  viewport(): Promise<string> {
    return browserOnly('the page\'s viewport');
  }
}
