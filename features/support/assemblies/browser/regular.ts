import type { Locator } from 'playwright-core';
import { REGULAR_FAMILIES, REGULAR_ROUTES } from '../../../../src/domain/holdings/regular';
import { REDEMPTION_ROUTES } from '../../../../src/domain/holdings/redemption-route';
import { CYCLE_TEXT, FAMILY_PAGE_CLASS, pageNameOf, REGULAR_TEXT } from '../../../../src/ui/pages/regular/regular-texts';
import type { RegularTasks } from '../../tasks/regular';
import type { CycleDetailView, RegularHoldingsView, RegularHoldingView, RegularIntroductionView } from '../../tasks/views';
import { emptyMessage, factRows, reloadButton } from './reading';
import type { BrowserSession } from './session';

/** The regular pages besides the families' own, by their <main> class. */
const OTHER_MAINS: Record<string, string> = { [REGULAR_ROUTES.list]: 'regular-holdings', [REGULAR_ROUTES.introduction]: 'regular-intro', [REGULAR_ROUTES.cycleDetail]: 'cycle-detail' };
/** The call a regular page makes for its holdings. */
const HOLDINGS_CALL = 'listHoldingShare';

/** My wealth: regular (定期) holdings by family: /regular, /introduction, the family pages, a cycle's page. */
export class BrowserRegular implements RegularTasks {
  constructor(private readonly session: BrowserSession) {}

  async openRegularHoldings(): Promise<void> {
    const shortcut = this.session.page.locator('main.my-wealth').getByRole('link', { name: REGULAR_TEXT.title, exact: true });
    await this.#openBy(shortcut, '/myHome', REGULAR_ROUTES.list);
  }

  async regularHoldings(): Promise<RegularHoldingsView> {
    const main = await this.session.said('regular-holdings');
    const rows = await main.getByTestId('regular-family').evaluateAll((sections) => sections.flatMap((section) => {
      const family = section.querySelector('h2')?.textContent?.trim() ?? '';
      return [...section.querySelectorAll('[data-testid=regular-holding]')].map((row) => ({
        family, name: row.querySelector('.holding__name')?.textContent?.trim() ?? '', amt: row.querySelector('dd')?.textContent?.trim() ?? '', href: row.querySelector('a')?.getAttribute('href') ?? '',
      }));
    }));
    const total = main.getByTestId('regular-total').locator('.regular__total');
    return {
      total: (await total.count()) > 0 ? (await total.innerText()).trim() : null,
      holdings: rows.map((row) => ({ 类别: row.family, 产品: row.name, [REGULAR_TEXT.amt]: row.amt, 打开: pageNameOf(new URL(row.href, this.session.url).pathname) })),
      message: await emptyMessage(main),
      actions: await buttonTexts(main.locator('.empty-state .button, .my-wealth__all, .regular__intro-link')),
    };
  }

  async retryRegularHoldings(): Promise<void> {
    await this.#retry('regular-holdings');
  }

  async openRegularIntroduction(): Promise<void> {
    const link = this.session.page.locator('main.regular-holdings').getByRole('link', { name: REGULAR_TEXT.introduction, exact: true });
    await this.#openBy(link, REGULAR_ROUTES.list, REGULAR_ROUTES.introduction);
  }

  async regularIntroduction(): Promise<RegularIntroductionView> {
    const main = await this.session.said('regular-intro');
    const families = await main.getByTestId('regular-family-intro').evaluateAll((sections) => sections.map((section) => ({
      name: section.querySelector('h2')?.textContent?.trim() ?? '',
      meaning: section.querySelector('p')?.textContent?.trim() ?? '',
      traits: [...section.querySelectorAll('[data-testid=open-end-traits] li')].map((item) => item.textContent?.trim() ?? ''),
    })));
    return { families };
  }

  async openFamilyPage(family: string, prdCode: string): Promise<void> {
    const info = REGULAR_FAMILIES.find((candidate) => candidate.name === family);
    if (!info) throw new Error(`no regular family ${family}`);
    await this.session.open({ prdCode }, info.route);
    await this.session.said(FAMILY_PAGE_CLASS[info.family]);
  }

  async openHoldingCard(prdName: string): Promise<void> {
    const card = this.session.page.locator('main.my-wealth').getByTestId('holding').filter({ has: this.session.page.getByText(prdName, { exact: true }) }).first();
    await card.getByRole('link').click();
    await this.#arrived('/myHome');
  }

  async followHoldingAction(action: string): Promise<void> {
    const from = this.session.pathNow;
    await this.session.page.locator('main.holding-page .holding-page__actions').getByRole('link', { name: action, exact: true }).click();
    await this.#arrived(from);
  }

  async regularHolding(): Promise<RegularHoldingView> {
    const main = await this.session.said(mainOf(this.session.pathNow));
    const loaded = (await main.getAttribute('data-state')) === 'loaded';
    const window = main.getByTestId('open-window');
    return {
      family: (await main.locator('.detail__family').innerText()).trim(),
      name: loaded ? (await main.locator('h1').innerText()).trim() : null,
      facts: loaded ? { ...(await factRows(main.getByTestId('regular-facts'))), ...((await window.count()) > 0 ? await factRows(window) : {}) } : {},
      notes: await buttonTexts(main.getByTestId('regular-note')),
      cycles: await main.getByTestId('cycle').evaluateAll((items, cycleTerm) => items.map((item) => ({
        [cycleTerm]: item.querySelector('.record__name')?.textContent?.trim() ?? '',
        ...Object.fromEntries([...item.querySelectorAll('.facts__row')].map((row) => [row.querySelector('dt')?.textContent?.trim() ?? '', row.querySelector('dd')?.textContent?.trim() ?? ''])),
      })), CYCLE_TEXT.cycle),
      actions: await buttonTexts(loaded ? main.locator('[data-testid=regular-actions] a') : main.locator('.button')),
      message: await emptyMessage(main),
    };
  }

  async retryRegularHolding(): Promise<void> {
    await this.#retry(mainOf(this.session.pathNow));
  }

  async followRegularAction(action: string): Promise<void> {
    const from = this.session.pathNow;
    await this.session.page.locator(`main.${mainOf(from)}`).getByRole('link', { name: action, exact: true }).click();
    await this.#arrived(from);
  }

  async openCycle(name: string): Promise<void> {
    const from = this.session.pathNow;
    await this.session.page.locator('main.regular-cycle').getByTestId('cycle').getByRole('link', { name, exact: true }).click();
    await this.#arrived(from);
  }

  async openCycleDetail(prdCode: string, cycleNo: string): Promise<void> {
    await this.session.open({ prdCode, cycleNo }, REGULAR_ROUTES.cycleDetail);
    await this.session.said('cycle-detail');
  }

  async cycleDetail(): Promise<CycleDetailView> {
    const main = await this.session.said('cycle-detail');
    const loaded = (await main.getAttribute('data-state')) === 'loaded';
    return {
      rows: loaded ? await factRows(main.getByTestId('regular-facts')) : {},
      message: await emptyMessage(main),
      actions: await buttonTexts(main.locator('.button')),
    };
  }

  /** Opens a regular page by its link when the page that has it is open, else by its address. */
  async #openBy(link: Locator, linkedFrom: string, path: string): Promise<void> {
    if (this.session.pathNow === linkedFrom && (await link.count()) > 0) await link.click();
    else await this.session.open({}, path);
    await this.session.page.waitForURL((url) => url.pathname === path);
    await this.session.said(mainOf(path));
  }

  async #retry(main: string): Promise<void> {
    await this.session.tapAnswered(reloadButton(this.session.page.locator(`main.${main}`)), HOLDINGS_CALL);
    await this.session.said(main);
  }

  /** After following a link: the page it led to, once it has said what it has to say. */
  async #arrived(from: string): Promise<void> {
    await this.session.page.waitForURL((url) => url.pathname !== from);
    const path = this.session.pathNow;
    if (isRegularPage(path)) await this.session.said(mainOf(path));
    else if ((Object.values(REDEMPTION_ROUTES) as string[]).includes(path)) await this.session.wealthPage('redeem');
    else await this.session.quiet();
  }
}

function isRegularPage(path: string): boolean {
  return REGULAR_FAMILIES.some((info) => info.route === path) || (Object.values(REGULAR_ROUTES) as string[]).includes(path);
}

/** Each regular page's own <main> class (the family pages': FAMILY_PAGE_CLASS). */
function mainOf(path: string): string {
  const family = REGULAR_FAMILIES.find((info) => info.route === path);
  if (family) return FAMILY_PAGE_CLASS[family.family];
  if (!OTHER_MAINS[path]) throw new Error(`${path} is not a regular page`);
  return OTHER_MAINS[path];
}

/** The texts of the page's ways on (links and buttons styled as buttons), in order. */
async function buttonTexts(scope: Locator): Promise<string[]> {
  return (await scope.allInnerTexts()).map((text) => text.trim());
}
