import type { Locator } from 'playwright-core';
import type { DetailTasks } from '../../tasks/detail';
import type { ChartView, DetailSectionName, DetailView, PastPerformanceView, SectionName } from '../../tasks/views';
import { emptyMessage, reloadButton, textOf } from './reading';
import type { BrowserSession } from './session';

const SECTION_IDS: Record<SectionName, string> = { 交易规则: 'trade-rules', 风险提示: 'risk-warning', 测算依据: 'benchmark-basis' };
const TABLE_IDS: Record<DetailSectionName, string> = { 产品要素: 'product-elements', 开放周期: 'confirm-dates' };

/** A product's detail page: its header, sections, tables, charts and documents, and /pdf. */
export class BrowserDetail implements DetailTasks {
  constructor(private readonly session: BrowserSession) {}

  async detail(): Promise<DetailView> {
    const { page } = this.session;
    const bar = page.getByTestId('bottom-bar');
    await bar.waitFor();
    await this.session.signInFollowed();
    const facts = await page.getByTestId('detail-facts').locator('.facts__row').evaluateAll((rows) =>
      Object.fromEntries(rows.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? ''])),
    );
    const share = page.locator('#share-link');
    const button = bar.locator('.bottom-bar__buy');
    return {
      code: new URL(page.url()).searchParams.get('prdCode') ?? '',
      family: await page.locator('.detail__family').innerText(),
      name: await page.locator('.detail__name').innerText(),
      yieldValue: await page.getByTestId('detail-yield').innerText(),
      yieldLabel: (await page.locator('.detail__yield span').count()) > 0 ? await page.locator('.detail__yield span').innerText() : '',
      yieldDate: (await page.getByTestId('detail-yield-date').count()) > 0 ? await page.getByTestId('detail-yield-date').innerText() : '',
      facts,
      bottomBar: {
        kind: (await bar.getAttribute('data-state')) as DetailView['bottomBar']['kind'],
        text: await bar.locator('.bottom-bar__buy, .bottom-bar__label').innerText(),
        actionable: (await button.count()) > 0 && (await button.isEnabled()),
      },
      shareLink: (await share.count()) > 0 ? await share.inputValue() : null,
      suitabilityNotice: await textOf(page.getByTestId('suitability-notice')),
    };
  }

  // ---- sections of published text ------------------------------------------------------------

  async toggleSection(name: SectionName): Promise<void> {
    const section = this.#section(name);
    // A popup is closed from inside; the page behind it cannot be tapped while it is open.
    const popup = section.getByRole('dialog');
    if (await popup.isVisible()) await popup.getByRole('button', { name: '关闭' }).click();
    else await section.getByRole('button', { name, exact: true }).click();
  }

  async sectionOffered(name: SectionName): Promise<boolean> {
    await this.session.page.getByTestId('bottom-bar').waitFor();
    return (await this.#section(name).count()) > 0;
  }

  async retrySection(name: SectionName): Promise<void> {
    await reloadButton(this.#section(name)).click();
  }

  async sectionText(name: SectionName): Promise<string> {
    const body = this.#section(name).locator('[data-section-body]');
    // Settled once it shows the text, its absence or the failure, not the loading line.
    await body.locator('.server-html, .empty-state').first().waitFor();
    return body.innerText();
  }

  async sectionLinks(name: SectionName): Promise<string[]> {
    await this.sectionText(name);
    return this.#section(name).locator('.server-html a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  }

  async injectedCodeRan(): Promise<boolean> {
    const { page } = this.session;
    for (const link of await page.locator('.server-html a').all()) await link.click();
    await this.session.quiet();
    return page.evaluate(() => 'injected' in window);
  }

  // ---- traits, tables and the tier rates --------------------------------------------------------

  async traits(): Promise<string[] | null> {
    await this.session.detailSettled();
    const carousel = this.session.page.getByRole('region', { name: '产品特色' });
    if ((await carousel.count()) === 0) return null;
    return carousel.getByTestId('swiper-slide').locator('strong').allInnerTexts();
  }

  async openEndTraits(): Promise<string[]> {
    await this.session.page.getByTestId('bottom-bar').waitFor();
    return this.session.page.getByTestId('open-end-traits').locator('li').allInnerTexts();
  }

  async detailTable(name: DetailSectionName): Promise<{ rows: string[][]; message: string | null }> {
    const section = this.session.page.getByTestId(TABLE_IDS[name]);
    await section.locator('table, dl, .empty-state').first().waitFor();
    const rows = await section.locator('tbody tr, .facts__row').evaluateAll((lines) =>
      lines.map((line) => [...line.querySelectorAll('td, dt, dd')].map((cell) => cell.textContent ?? '')));
    return { rows, message: await emptyMessage(section) };
  }

  // ---- 过往业绩与业绩比较基准 and 业绩比较基准调整记录 (features/past-performance.feature) ----------

  async pastPerformance(): Promise<PastPerformanceView | null> {
    const { page } = this.session;
    await page.getByTestId('bottom-bar').waitFor();
    const panel = page.getByTestId('past-performance');
    if ((await panel.count()) === 0) return null;
    await panel.scrollIntoViewIfNeeded(); // its data are asked for as the customer scrolls near it
    // Settled once its figures' area shows figures, its absence or a failure, not the loading line.
    const figures = panel.locator('.past-performance__figures');
    await figures.locator('table, .empty-state, [data-testid="past-performance-message"]').first().waitFor();
    const rows = await figures.locator('[data-testid="past-performance-table"] tbody tr').evaluateAll((trs) => trs.map((tr) => ({
      period: (tr.querySelector('.past-performance__period') as HTMLElement).innerText.trim(),
      dates: (tr.querySelector('.past-performance__dates') as HTMLElement).innerText.trim(),
      actual: (tr.querySelectorAll('td')[0] as HTMLElement).innerText.trim(),
      benchmark: (tr.querySelectorAll('td')[1] as HTMLElement).innerText.trim(),
    })));
    const cashRows = await figures.locator('[data-testid="past-performance-cash"] tbody tr').evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim())));
    return {
      notice: await textOf(panel.getByTestId('past-performance-notice')),
      rows,
      cashRows,
      notes: await figures.locator('.past-performance__note').allInnerTexts(),
      message: (await textOf(figures.getByTestId('past-performance-message'))) ?? (await emptyMessage(figures)),
      benchmarkExplained: (await textOf(panel.getByTestId('benchmark-explained'))) ?? '',
    };
  }

  async retryPastPerformance(): Promise<void> {
    await reloadButton(this.session.page.getByTestId('past-performance')).click();
  }

  async benchmarkChanges(): Promise<{ rows: string[][]; message: string | null } | null> {
    const { page } = this.session;
    await page.getByTestId('bottom-bar').waitFor();
    const section = page.getByTestId('benchmark-changes');
    if ((await section.count()) === 0) return null;
    await section.scrollIntoViewIfNeeded();
    await section.locator('table, .empty-state').first().waitFor();
    const rows = await section.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim())));
    return { rows, message: await emptyMessage(section) };
  }

  async retryDetailTable(name: DetailSectionName): Promise<void> {
    await reloadButton(this.session.page.getByTestId(TABLE_IDS[name])).click();
  }

  async tierTable(): Promise<{ rows: string[][]; message: string | null }> {
    const section = await this.#tierRates();
    const rows = await section.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    return { rows, message: await emptyMessage(section) };
  }

  async retryTierRates(): Promise<void> {
    await reloadButton(this.session.page.getByTestId('tier-rates')).click();
  }

  async tierChart(): Promise<{ summary: string; historyPath: string } | null> {
    const section = await this.#tierRates();
    const chart = section.getByTestId('tier-chart');
    if ((await chart.count()) === 0) return null;
    const link = section.getByRole('link', { name: '查看历史业绩' });
    return { summary: (await chart.getAttribute('aria-label')) ?? '', historyPath: (await link.getAttribute('href')) ?? '' };
  }

  // ---- the performance chart (features/charts.feature) -------------------------------------------

  async performanceChart(): Promise<ChartView | null> {
    await this.session.detailSettled();
    const section = this.#chart();
    if ((await section.count()) === 0) return null;
    const area = section.locator('.performance__area');
    // Settled once it shows the chart's words or why there is no chart, not the loading line.
    await area.locator('[data-testid=chart-summary], .empty-state').first().waitFor();
    const tabs = (testId: string) => section.getByTestId(testId).getByRole('tab');
    const chosen = this.session.page.locator('[aria-selected=true]');
    return {
      metrics: await tabs('chart-metrics').allInnerTexts(),
      periods: await tabs('chart-periods').allInnerTexts(),
      metric: await textOf(tabs('chart-metrics').and(chosen)),
      period: await textOf(tabs('chart-periods').and(chosen)),
      summary: await textOf(area.getByTestId('chart-summary')),
      message: await emptyMessage(area),
      note: await section.locator('.caveat').innerText(),
    };
  }

  async chooseChartTab(label: string): Promise<void> {
    await this.#chart().getByRole('tab', { name: label, exact: true }).click();
    await this.session.quiet();
  }

  async retryChart(): Promise<void> {
    await reloadButton(this.#chart()).click();
    await this.session.quiet();
  }

  async chartDrawnWhenSeen(): Promise<boolean> {
    const drawing = this.#chart().getByTestId('chart-drawing');
    await drawing.scrollIntoViewIfNeeded();
    return drawing.locator('canvas').first().waitFor().then(() => true, () => false);
  }

  async chartTooltip(): Promise<string | null> {
    const canvas = this.#chart().getByTestId('chart-drawing').locator('canvas').first();
    const box = await canvas.boundingBox();
    if (!box) return null;
    const tooltip = this.#chart().locator('.g2-tooltip');
    // A mouse's move, as G2's tooltip follows the pointer; twice, as the first only enters the canvas.
    for (const share of [0.45, 0.5]) await this.session.page.mouse.move(box.x + box.width * share, box.y + box.height / 2);
    return tooltip.first().waitFor({ state: 'visible' }).then(() => tooltip.first().innerText(), () => '');
  }

  // ---- instruction documents and /pdf (features/documents.feature) ----------------------------

  async documents(): Promise<{ names: string[]; message: string | null }> {
    const section = this.#documents();
    await section.locator('ul, .empty-state').first().waitFor();
    return { names: await section.getByRole('link').allInnerTexts(), message: await emptyMessage(section) };
  }

  async retryDocuments(): Promise<void> {
    await reloadButton(this.#documents()).click();
    await this.session.quiet();
  }

  async openDocument(name: string): Promise<void> {
    await this.#documents().getByRole('link', { name, exact: true }).click();
    await this.session.page.waitForURL(/\/pdf\?/);
  }

  async documentViewer(): Promise<{ title: string; pageLabel: string | null; pageText: string | null; message: string | null }> {
    const main = this.session.page.locator('main.pdf');
    // Settled once a page is drawn (its text is there) or the page says why there is none.
    await main.locator('[data-testid=pdf-text]:not(:empty), .empty-state').first().waitFor({ state: 'attached' });
    const label = main.getByTestId('pdf-page');
    return {
      title: await main.getByRole('heading', { level: 1 }).innerText(),
      pageLabel: (await label.count()) > 0 ? await label.innerText() : null,
      pageText: (await label.count()) > 0 ? await main.getByTestId('pdf-text').textContent() : null,
      message: await emptyMessage(main),
    };
  }

  async turnDocumentPage(direction: '上一页' | '下一页'): Promise<void> {
    const { page } = this.session;
    const before = await page.getByTestId('pdf-page').innerText();
    await page.getByRole('button', { name: direction }).click();
    await page.waitForFunction((shown) => document.querySelector('[data-testid=pdf-page]')?.textContent !== shown, before);
  }

  async retryDocument(): Promise<void> {
    const main = this.session.page.locator('main.pdf');
    await reloadButton(main).click();
    await main.locator('.empty-state').waitFor({ state: 'detached' });
  }

  #section(name: SectionName): Locator {
    return this.session.page.getByTestId(SECTION_IDS[name]);
  }

  /** /gear's tier rates, once they show a table or why not. */
  async #tierRates(): Promise<Locator> {
    const section = this.session.page.getByTestId('tier-rates');
    await section.locator('table, .empty-state').first().waitFor();
    return section;
  }

  #chart(): Locator {
    return this.session.page.getByTestId('performance-chart');
  }

  #documents(): Locator {
    return this.session.page.getByTestId('documents');
  }
}
