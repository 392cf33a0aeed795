import { RISK_LEVEL_TEXT, RISK_TEXT } from '../../../../src/ui/pages/risk/risk-texts';
import type { RiskChangeView, RiskQuotaView, RiskTasks } from '../../tasks/risk';
import type { Locator } from 'playwright-core';
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

  async riskQuota(): Promise<RiskQuotaView> {
    const { page } = this.session;
    // The questionnaire with its count, or the limit reached instead.
    await page.locator('[data-testid=risk-quota], [data-testid=risk-limit], main .empty-state').first().waitFor();
    const limit = page.getByTestId('risk-limit');
    return {
      message: await emptyMessage(page.locator('main')),
      quota: await textOf(page.getByTestId('risk-quota')),
      limit: (await limit.count()) > 0 ? await linesOf(limit.locator('h1, p')) : null,
      questions: await page.getByTestId('risk-question').count(),
    };
  }

  async riskChange(): Promise<RiskChangeView | null> {
    const box = this.session.page.getByTestId('risk-change');
    if ((await box.count()) === 0) return null;
    return {
      lines: await linesOf(box.locator(':scope > h1, :scope > p')),
      held: await linesOf(box.getByTestId('risk-held-above').locator('li')),
      watched: await linesOf(box.getByTestId('risk-watched-above').locator('li')),
    };
  }

  async decideRiskChange(accept: boolean): Promise<void> {
    const { page } = this.session;
    await page.getByTestId('risk-change').getByRole('button', { name: accept ? RISK_TEXT.confirmChange : RISK_TEXT.keepOld }).click();
    await page.getByTestId('risk-result').waitFor();
  }

  async answersStraightToBank(): Promise<{ success: boolean; code: string; msg: string }> {
    const customer = { accType: '2', idType: '0' };
    const paper = (await this.session.control('POST', '/api/dbank/risk/queryRiskQuestions', customer)) as { response: { paperNo: string; questionList: Array<{ questionNo: string }> } };
    const { paperNo, questionList } = paper.response;
    return (await this.session.control('POST', '/api/dbank/risk/evlRiskLevel', {
      ...customer, paperNo, questionList: questionList.map((q) => q.questionNo).join(','), optionList: questionList.map(() => 'A').join(','),
    })) as { success: boolean; code: string; msg: string };
  }

  async riskLevelFromResult(): Promise<void> {
    const link = this.session.page.getByTestId('risk-result').getByRole('link', { name: RISK_LEVEL_TEXT.viewLevel });
    await this.session.follow(link, RISK_LEVEL.path, RISK_LEVEL.main);
  }
}

const linesOf = (lines: Locator): Promise<string[]> => lines.evaluateAll((all) => all.map((line) => (line as HTMLElement).innerText.trim()));
