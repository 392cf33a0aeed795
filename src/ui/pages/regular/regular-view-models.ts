import { runInAction } from 'mobx';
import { isoDate } from '../../../domain/calendar';
import type { ConfirmDate } from '../../../domain/catalog/performance';
import type { Product } from '../../../domain/catalog/product';
import type { CallOutcome } from '../../../domain/errors/call-outcome';
import { HOLDING_MESSAGES } from '../../../domain/errors/form-messages';
import type { Holding, HoldingsPage } from '../../../domain/holdings/holding';
import { coolingOffAt, type CoolingOff } from '../../../domain/holdings/cooling-off';
import { groupByFamily, regularFamilyInfo, regularFamilyOf, regularPageOf, type CustCycle, type RegularFamily } from '../../../domain/holdings/regular';
import { FIRST_HOLDINGS_PAGE, type WealthDesk } from '../../../application/ports/wealth-desk';
import type { PresentFailure } from '../../../application/session/present-failure';
import { holdingLink } from '../wealth/holding-rows';
import { makeViewState } from '../../view-models/view-state';


/** /regular: the customer's term holdings, grouped by family. */
export class RegularHoldingsViewModel {
  state: 'loading' | 'loaded' | 'failed' = 'loading';
  page: HoldingsPage | null = null;

  constructor(private readonly desk: WealthDesk, private readonly failures: PresentFailure) {
    makeViewState(this);
  }

  async load(): Promise<void> {
    this.state = 'loading';
    const outcome = await this.desk.holdings('1', FIRST_HOLDINGS_PAGE);
    runInAction(() => {
      this.state = outcome.kind === 'ok' ? 'loaded' : 'failed';
      this.page = outcome.kind === 'ok' ? outcome.value : null;
    });
    if (outcome.kind !== 'ok') await this.failures.present(outcome);
  }

  /** The families held, in their order, and the term holdings of none. */
  get groups() {
    return groupByFamily(this.page?.holdings ?? []);
  }

  get empty(): boolean {
    return this.state === 'loaded' && (this.page?.total ?? 0) === 0;
  }

  /** More term holdings than the first page: /regularMoreSum lists them all. */
  get hasMore(): boolean {
    return (this.page?.total ?? 0) > (this.page?.holdings.length ?? 0);
  }
}

/** Where a regular-holdings row leads: the holding's family page, or the share detail of one of no family. */
export const regularRowLink = (holding: Holding): string => regularPageOf(holding) ?? holdingLink(holding.prdCode);

export type FamilyPageState = 'loading' | 'loaded' | 'failed' | 'notHeld' | 'otherFamily';

/**
 * One regular holding on its family's page, read from the address (prdCode): the holding
 * (listHoldingShare) and, asked at the same time, what the family shows beside it (the product,
 * the open windows, the cycles). A product not held says so; a holding of another family offers
 * its own page; a failure is said on the page and brought to the customer once.
 */
export class RegularHoldingViewModel<T> {
  state: FamilyPageState = 'loading';
  holding: Holding | null = null;
  extra: T | null = null;
  /** Why nothing is shown, in the customer's words (not held). */
  message = '';
  /** The bank's today (YYYY-MM-DD) when the page was loaded: what the page counts days from. */
  today = '';

  constructor(
    readonly family: RegularFamily,
    private readonly desk: WealthDesk,
    private readonly failures: PresentFailure,
    private readonly now: () => Date,
    private readonly fetchExtra: (prdCode: string) => Promise<CallOutcome<T>>,
  ) {
    makeViewState(this);
  }

  async load(prdCode: string | undefined): Promise<void> {
    const code = prdCode ?? '';
    this.state = 'loading';
    this.holding = null;
    this.extra = null;
    this.message = '';
    this.today = isoDate(this.now());
    const [holding, extra] = await Promise.all([
      this.desk.holding(code),
      code ? this.fetchExtra(code) : Promise.resolve<CallOutcome<T>>({ kind: 'absent' }),
    ]);
    if (holding.kind !== 'ok') return this.fail(holding);
    if (regularFamilyOf(holding.value)?.family !== this.family) {
      runInAction(() => {
        this.holding = holding.value;
        this.state = 'otherFamily';
      });
      return;
    }
    if (extra.kind !== 'ok') return this.fail(extra);
    runInAction(() => {
      this.holding = holding.value;
      this.extra = extra.value;
      this.state = 'loaded';
    });
  }

  /** A private holding's latest purchase still in its 冷静期, now (the page reads it every second), or null. */
  coolingOff(): CoolingOff | null {
    return coolingOffAt(this.holding?.coolingOffEnd, this.now());
  }

  /** The family this page shows. */
  get familyName(): string {
    return regularFamilyInfo(this.family).name;
  }

  /** A holding of another family: its own page. */
  get ownPage(): string | null {
    return this.holding ? regularRowLink(this.holding) : null;
  }

  private async fail(outcome: Exclude<CallOutcome<unknown>, { kind: 'ok' }>): Promise<void> {
    const notHeld = outcome.kind === 'message' || outcome.kind === 'absent';
    runInAction(() => {
      this.state = notHeld ? 'notHeld' : 'failed';
      this.message = outcome.kind === 'message' ? outcome.message : notHeld ? HOLDING_MESSAGES.notHeld : '';
    });
    if (!notHeld) await this.failures.present(outcome);
  }
}

export type ExpectedHoldingViewModel = RegularHoldingViewModel<Product>;
export type ClosedHoldingViewModel = RegularHoldingViewModel<Product>;
export type OpenHoldingViewModel = RegularHoldingViewModel<ConfirmDate[]>;
export type CycleHoldingViewModel = RegularHoldingViewModel<CustCycle[]>;

/**
 * /custCycleVoldetail?prdCode=&cycleNo=: one of the customer's cycles, read from the address. The
 * cycles are the cycle page's (the holding and listCustCycles); a number it does not have is missing.
 */
export class CycleDetailViewModel {
  state: FamilyPageState | 'missing' = 'loading';
  cycle: CustCycle | null = null;
  prdCode = '';

  constructor(readonly page: CycleHoldingViewModel) {
    makeViewState(this);
  }

  async load(prdCode: string | undefined, cycleNo: string | undefined): Promise<void> {
    this.state = 'loading';
    this.cycle = null;
    this.prdCode = prdCode ?? '';
    await this.page.load(prdCode);
    runInAction(() => {
      const wanted = /^\d{1,6}$/.test(cycleNo ?? '') ? Number(cycleNo) : NaN;
      this.cycle = this.page.extra?.find((cycle) => cycle.cycleNo === wanted) ?? null;
      this.state = this.page.state !== 'loaded' ? this.page.state : this.cycle ? 'loaded' : 'missing';
    });
  }

  get holding(): Holding | null {
    return this.page.holding;
  }
}
