import assert from 'node:assert/strict';
import { PAGES } from '../../../../src/ui/app/pages';
import { ROUTES } from '../../../../src/ui/app/router';
import { formatYuan } from '../../../../src/domain/money/money';
import { MATURITY_TEXT, type MaturityWay } from '../../../../src/domain/purchase/maturity';
import { REDEEM_WAY_TEXT } from '../../../../src/ui/pages/maturity/redeem-way-texts';
import { WEALTH_SHORTCUTS } from '../../../../src/ui/pages/wealth/wealth-texts';
import type { MaturityTasks } from '../../tasks/maturity';
import { settle, type DomainSession, type PageTexts } from './session';

/** /redeemway: how a term holding is handled at maturity. */
export class DomainMaturity implements MaturityTasks {
  constructor(private readonly session: DomainSession) {}

  readonly owns = [PAGES.redeemWay];

  readonly says: PageTexts = {
    [ROUTES.redeemWay.path]: () => {
      const page = this.session.pages.redeemWay;
      return page?.state === 'loaded' && !page.holding && !page.choosing ? [REDEEM_WAY_TEXT.notHeld] : [];
    },
  };

  async openMaturityShortcut(): Promise<void> {
    await this.session.go(ROUTES.myWealth.path);
    await this.session.go(WEALTH_SHORTCUTS.find((shortcut) => shortcut.text === REDEEM_WAY_TEXT.title)?.to ?? assert.fail(`${ROUTES.myWealth.path} has no 到期处理方式`));
  }

  async redeemWayChoices(): Promise<string[]> {
    const page = this.session.pages.redeemWay;
    return page?.choosing ? page.holdings.map((holding) => holding.prdName) : [];
  }

  async chooseRedeemWayHolding(prdName: string): Promise<void> {
    const holding = this.session.pages.redeemWay?.holdings.find((h) => h.prdName === prdName) ?? assert.fail(`${ROUTES.redeemWay.path} offers no ${prdName}`);
    await this.session.go(ROUTES.redeemWay.path, { prdCode: holding.prdCode });
  }

  async redeemWay(): Promise<Record<string, string> | null> {
    const holding = this.session.pages.redeemWay?.holding;
    return holding ? { 持有金额: `${formatYuan(holding.amt)}元`, 到期日: holding.endDate, 当前方式: MATURITY_TEXT.ways[holding.way] } : null;
  }

  async changeRedeemWay(way: string): Promise<void> {
    const page = this.session.pages.redeemWay ?? assert.fail(`${ROUTES.redeemWay.path} is not open`);
    page.choose((Object.keys(MATURITY_TEXT.ways) as MaturityWay[]).find((w) => MATURITY_TEXT.ways[w] === way) ?? assert.fail(`no way ${way}`));
    await page.save();
    await settle();
  }
}
