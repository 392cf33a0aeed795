import { RISK_LEVEL_TEXT } from '../../../../src/ui/pages/risk/risk-texts';
import type { RiskTasks } from '../../tasks/risk';
import type { RiskLevelView } from '../../tasks/views';
import { emptyMessage, factRows, reloadButton, textOf } from './reading';
import type { BrowserSession } from './session';

const RISK_LEVEL = { path: '/risklevel', main: 'risk-level', call: 'risk/queryRiskLevel' };

/** My risk level: /risklevel and a new assessment. */
export class BrowserRisk implements RiskTasks {
  constructor(private readonly session: BrowserSession) {}

  async openRiskLevel(): Promise<void> {
    await this.session.open({}, RISK_LEVEL.path);
    await this.session.said(RISK_LEVEL.main);
  }

  async riskLevel(): Promise<RiskLevelView> {
    const main = await this.session.said(RISK_LEVEL.main);
    const box = main.getByTestId('risk-level');
    const shown = (await box.count()) > 0;
    return {
      level: shown ? await textOf(box.locator('h2')) : null,
      description: shown ? await textOf(box.getByTestId('risk-level-description')) : null,
      facts: shown ? await factRows(box) : {},
      validity: await textOf(main.getByTestId('risk-level-validity')),
      action: await textOf(main.locator('a.button')),
      message: await emptyMessage(main),
    };
  }

  async retryRiskLevel(): Promise<void> {
    const main = this.session.page.locator(`main.${RISK_LEVEL.main}`);
    await this.session.tapAnswered(reloadButton(main), RISK_LEVEL.call);
    await this.session.said(RISK_LEVEL.main);
  }

  async startRiskAssessment(): Promise<void> {
    const main = await this.session.said(RISK_LEVEL.main);
    await main.getByRole('link', { name: new RegExp(`^(${RISK_LEVEL_TEXT.start}|${RISK_LEVEL_TEXT.reassess})$`) }).click();
    await this.session.page.waitForURL((url) => url.pathname === '/answer');
    await this.session.page.getByTestId('risk-question').first().waitFor();
  }

  async riskLevelFromResult(): Promise<void> {
    const link = this.session.page.getByTestId('risk-result').getByRole('link', { name: RISK_LEVEL_TEXT.viewLevel });
    await this.session.follow(link, RISK_LEVEL.path, RISK_LEVEL.main);
  }
}
