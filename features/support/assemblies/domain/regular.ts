import assert from 'node:assert/strict';
import { PAGES } from '../../../../src/ui/app/pages';
import { ROUTES } from '../../../../src/ui/app/router';
import { OPEN_END_NET_VALUE_TRAITS } from '../../../../src/domain/catalog/product-texts';
import type { Holding } from '../../../../src/domain/holdings/holding';
import { cycleDetailPageOf, cycleName, REGULAR_FAMILIES, REGULAR_ROUTES, type CustCycle } from '../../../../src/domain/holdings/regular';
import { formatYuan } from '../../../../src/domain/money/money';
import { IntroductionPage } from '../../../../src/ui/pages/regular/RegularPages';
import { cycleDetailRows, cycleRows, familyContent } from '../../../../src/ui/pages/regular/regular-rows';
import { CYCLE_DETAIL_TEXT, CYCLE_TEXT, FAMILY_PAGE_TEXT, OPEN_TEXT, pageNameOf, REGULAR_TEXT } from '../../../../src/ui/pages/regular/regular-texts';
import { regularRowLink, type RegularHoldingViewModel } from '../../../../src/ui/pages/regular/regular-view-models';
import { holdingCardLink } from '../../../../src/ui/pages/wealth/holding-rows';
import { SECTION_SIZE } from '../../../../src/ui/pages/wealth/holdings-view-model';
import { WEALTH_SHORTCUTS } from '../../../../src/ui/pages/wealth/wealth-texts';
import type { RegularTasks } from '../../tasks/regular';
import type { CycleDetailView, RegularHoldingsView, RegularHoldingView, RegularIntroductionView } from '../../tasks/views';
import { holdingLink, myWealthPage } from './app-pages';
import { byPath, staticText, STORE_ORIGIN, type DomainSession, type PageTexts } from './session';

const RETRY = '重新加载';

/** My wealth: regular (定期) holdings by family: /regular, /introduction, the family pages, a cycle's page (features/regular-holdings.feature). */
export class DomainRegular implements RegularTasks {
  constructor(private readonly session: DomainSession) {}

  readonly owns = [PAGES.regularFamilies, PAGES.introduction, PAGES.familyHolding, PAGES.cycleDetail];

  readonly says: PageTexts = {
    [REGULAR_ROUTES.introduction]: () => [staticText(IntroductionPage)],
    [REGULAR_ROUTES.list]: () => {
      const view = this.#holdingsNow();
      return [view.message ?? '', view.total ?? '', ...view.holdings.flatMap((row) => Object.values(row)), ...view.actions];
    },
    [REGULAR_ROUTES.cycleDetail]: () => {
      const view = this.#cycleDetailNow();
      return [view.message ?? '', ...Object.entries(view.rows).flat(), ...view.actions];
    },
    ...byPath(PAGES.familyHolding.paths, () => () => {
      const view = this.#holdingNow();
      return [view.family, view.name ?? '', view.message ?? '', ...Object.entries(view.facts).flat(), ...view.notes, ...view.cycles.flatMap((cycle) => Object.values(cycle)), ...view.actions];
    }),
  };

  get #familyShown(): RegularHoldingViewModel<unknown> {
    const page = this.session.pages.familyHolding;
    const { path } = this.session.here;
    return page && REGULAR_FAMILIES.find((info) => info.family === page.family)?.route === path ? page : assert.fail(`no family page is open at ${path}`);
  }

  /** Follows a link of the store (an address with its query) and waits for the page it leads to. */
  async #goTo(address: string): Promise<void> {
    this.session.follow(address);
    await this.session.mounted(this);
  }

  #holdingsNow(): RegularHoldingsView {
    const list = this.session.showing(REGULAR_ROUTES.list, this.session.pages.regularFamilies);
    const page = list.state === 'loaded' && list.page && list.page.total > 0 ? list.page : null;
    const row = (family: string) => (holding: Holding) => ({
      类别: family, 产品: holding.prdName, [REGULAR_TEXT.amt]: formatYuan(holding.amt), 打开: pageNameOf(new URL(regularRowLink(holding), STORE_ORIGIN).pathname),
    });
    const { families, others } = list.groups;
    return {
      total: page ? formatYuan(page.totalValue) : null,
      holdings: page ? [...families.flatMap(({ info, holdings }) => holdings.map(row(info.name))), ...others.map(row(REGULAR_TEXT.others))] : [],
      message: list.state === 'failed' ? REGULAR_TEXT.failed : list.empty ? REGULAR_TEXT.empty : null,
      actions: [
        ...(list.state === 'failed' ? [RETRY] : []),
        ...(list.empty ? [REGULAR_TEXT.browse] : []),
        ...(page && list.hasMore ? [REGULAR_TEXT.all(page.total)] : []),
        ...(list.state === 'loading' ? [] : [REGULAR_TEXT.introduction]),
      ],
    };
  }

  #holdingNow(): RegularHoldingView {
    const page = this.#familyShown;
    const base: RegularHoldingView = { family: page.familyName, name: null, facts: {}, notes: [], cycles: [], actions: [], message: null };
    if (page.state === 'failed') return { ...base, message: FAMILY_PAGE_TEXT.failed, actions: [RETRY] };
    if (page.state === 'notHeld') return { ...base, message: page.message, actions: [REGULAR_TEXT.back] };
    if (page.state === 'otherFamily') return { ...base, message: FAMILY_PAGE_TEXT.otherFamily(page.familyName), actions: [FAMILY_PAGE_TEXT.toOwnPage] };
    if (page.state !== 'loaded' || !page.holding) return base;
    const content = familyContent(page.family, page.holding, page.extra, page.today);
    return {
      ...base,
      name: page.holding.prdName,
      facts: Object.fromEntries([...content.rows, ...(content.window ?? [])]),
      notes: [...(content.window === null ? [OPEN_TEXT.noWindow] : []), ...(content.cycles?.length === 0 ? [CYCLE_TEXT.none] : []), ...content.notes],
      cycles: (content.cycles ?? []).map((cycle) => ({ [CYCLE_TEXT.cycle]: cycleName(cycle.cycleNo), ...Object.fromEntries(cycleRows(cycle)) })),
      actions: content.actions.map((action) => action.text),
    };
  }

  #cycleDetailNow(): CycleDetailView {
    const page = this.session.showing(REGULAR_ROUTES.cycleDetail, this.session.pages.cycleDetail);
    switch (page.state) {
      case 'loaded':
        return { rows: page.holding && page.cycle ? Object.fromEntries(cycleDetailRows(page.holding, page.cycle)) : {}, message: null, actions: [CYCLE_DETAIL_TEXT.toCycles] };
      case 'failed':
        return { rows: {}, message: FAMILY_PAGE_TEXT.failed, actions: [RETRY] };
      case 'notHeld':
        return { rows: {}, message: page.page.message, actions: [REGULAR_TEXT.back] };
      case 'otherFamily':
        return { rows: {}, message: FAMILY_PAGE_TEXT.otherFamily(page.page.familyName), actions: [] };
      case 'missing':
        return { rows: {}, message: CYCLE_DETAIL_TEXT.notFound, actions: [CYCLE_DETAIL_TEXT.toCycles] };
      default:
        return { rows: {}, message: null, actions: [] };
    }
  }

  // ---- 定期理财 and its introduction -----------------------------------------------------------

  async openRegularHoldings(): Promise<void> {
    if (this.session.here?.path === ROUTES.myWealth.path && WEALTH_SHORTCUTS.some((shortcut) => shortcut.to === REGULAR_ROUTES.list)) await this.#goTo(REGULAR_ROUTES.list);
    else await this.session.openPage(this, REGULAR_ROUTES.list);
  }

  async regularHoldings(): Promise<RegularHoldingsView> {
    await this.session.mounted(this);
    return this.#holdingsNow();
  }

  async retryRegularHoldings(): Promise<void> {
    await this.session.showing(REGULAR_ROUTES.list, this.session.pages.regularFamilies).load();
    await this.session.mounted(this);
  }

  async openRegularIntroduction(): Promise<void> {
    if (this.session.here?.path === REGULAR_ROUTES.list && this.#holdingsNow().actions.includes(REGULAR_TEXT.introduction)) await this.#goTo(REGULAR_ROUTES.introduction);
    else await this.session.load(REGULAR_ROUTES.introduction, {});
  }

  async regularIntroduction(): Promise<RegularIntroductionView> {
    this.session.showing(REGULAR_ROUTES.introduction, true);
    // The page draws the domain's table; the open-end family lists SPEC §9's traits as its detail page does.
    return { families: REGULAR_FAMILIES.map((info) => ({ name: info.name, meaning: info.meaning, traits: info.family === 'periodicOpen' ? [...OPEN_END_NET_VALUE_TRAITS] : [] })) };
  }

  // ---- a family's page and a cycle's page ------------------------------------------------------

  async openFamilyPage(family: string, prdCode: string): Promise<void> {
    const info = REGULAR_FAMILIES.find((candidate) => candidate.name === family) ?? assert.fail(`no regular family ${family}`);
    await this.session.openPage(this, info.route, { prdCode });
  }

  async openHoldingCard(prdName: string): Promise<void> {
    const home = myWealthPage(this.session);
    const shown = [...home.current.holdings.slice(0, SECTION_SIZE), ...home.regular.holdings.slice(0, SECTION_SIZE)];
    const holding = shown.find((h) => h.prdName === prdName) ?? assert.fail(`${ROUTES.myWealth.path} shows no holding ${prdName}`);
    await this.#goTo(holdingCardLink(holding));
  }

  async followHoldingAction(action: string): Promise<void> {
    await this.#goTo(holdingLink(this.session, action));
  }

  async regularHolding(): Promise<RegularHoldingView> {
    await this.session.mounted(this);
    return this.#holdingNow();
  }

  async retryRegularHolding(): Promise<void> {
    const { path, query } = this.session.here;
    await (path === REGULAR_ROUTES.cycleDetail ? this.session.showing(path, this.session.pages.cycleDetail).load(query.prdCode, query.cycleNo) : this.#familyShown.load(query.prdCode));
    await this.session.mounted(this);
  }

  async followRegularAction(action: string): Promise<void> {
    const page = this.#familyShown;
    const content = page.state === 'loaded' && page.holding ? familyContent(page.family, page.holding, page.extra, page.today) : null;
    const to = content?.actions.find((shown) => shown.text === action)?.to
      ?? (page.state === 'otherFamily' && action === FAMILY_PAGE_TEXT.toOwnPage ? page.ownPage : null)
      ?? (page.state === 'notHeld' && action === REGULAR_TEXT.back ? REGULAR_ROUTES.list : null)
      ?? assert.fail(`the page offers no ${action}`);
    await this.#goTo(to);
  }

  async openCycle(name: string): Promise<void> {
    const page = this.#familyShown;
    const cycles = page.family === 'cycle' && page.state === 'loaded' ? (page.extra as CustCycle[]) : [];
    const cycle = cycles.find((shown) => cycleName(shown.cycleNo) === name) ?? assert.fail(`the page lists no cycle ${name}`);
    await this.#goTo(cycleDetailPageOf(page.holding!.prdCode, cycle.cycleNo));
  }

  openCycleDetail(prdCode: string, cycleNo: string): Promise<void> {
    return this.session.openPage(this, REGULAR_ROUTES.cycleDetail, { prdCode, cycleNo });
  }

  async cycleDetail(): Promise<CycleDetailView> {
    await this.session.mounted(this);
    return this.#cycleDetailNow();
  }
}
