import assert from 'node:assert/strict';
import { PAGES } from '../../../../src/ui/app/pages';
import { ROUTES } from '../../../../src/ui/app/router';
import { DEAL_ROUTES, dealRouteOf, type Deal, type DealRoute } from '../../../../src/domain/holdings/deal';
import { maskCard } from '../../../../src/domain/identity/masking';
import { keptRefusal } from '../../../../src/ui/pages/records/cancel-results';
import type { DealHistoryViewModel } from '../../../../src/ui/pages/records/deal-history-view-model';
import type { DealCancelling } from '../../../../src/ui/pages/records/deal-cancelling';
import { dealSize, yuanText } from '../../../../src/ui/pages/records/deal-rows';
import { CANCEL_FLOW_TEXT, HISTORY_RECORDS_TEXT, RECORD_TEXT, TRANSIT_TEXT } from '../../../../src/ui/pages/records/records-texts';
import type { RecordTasks } from '../../tasks/records';
import type { DealHistoryView, DealRecordView } from '../../tasks/views';
import { settle, type DomainSession } from './session';

const RECORD_PAGES: readonly string[] = Object.values(DEAL_ROUTES);

/** Records: /unconfirmed, /transitCash, the record pages, 撤单 (features/records.feature). */
export class DomainRecords implements RecordTasks {
  /** The 撤单 under way (from the dialog's confirm to its result page or note). */
  #cancelling: Promise<void> = Promise.resolve();

  constructor(private readonly session: DomainSession) {}

  readonly owns = [PAGES.dealHistory, PAGES.inTransit, PAGES.dealRecord, PAGES.cancelDone, PAGES.cancelRefused];

  /** Waits for the 撤单 under way, then for the page it led to. */
  async #settled(): Promise<void> {
    await this.#cancelling;
    await settle();
    await this.session.mounted(this);
  }

  get #dealHistoryShown(): DealHistoryViewModel {
    return this.session.showing(ROUTES.dealHistory.path, this.session.pages.dealHistory);
  }

  // ---- the record list (/unconfirmed) ----------------------------------------------------------

  async openDealHistory(): Promise<void> {
    await this.session.load(ROUTES.dealHistory.path, {});
    await this.#settled();
  }

  async dealHistory(): Promise<DealHistoryView> {
    await this.#settled();
    const page = this.#dealHistoryShown;
    const { list } = page;
    return {
      range: page.range && HISTORY_RECORDS_TEXT.range(page.range.startDate, page.range.endDate),
      records: list.items.map((deal) => {
        const size = dealSize(deal);
        return {
          产品: deal.prdName, [HISTORY_RECORDS_TEXT.type]: deal.transType, [size.kind === 'amount' ? HISTORY_RECORDS_TEXT.amount : HISTORY_RECORDS_TEXT.volume]: size.text,
          状态: deal.status, [HISTORY_RECORDS_TEXT.orderDate]: deal.orderDate,
        };
      }),
      moreOffered: list.hasMore,
      message: list.state === 'failed' ? HISTORY_RECORDS_TEXT.failed : list.empty ? HISTORY_RECORDS_TEXT.empty : null,
      errors: { 开始日期: page.errors.startDate ?? null, 结束日期: page.errors.endDate ?? null },
    };
  }

  async queryDeals(startDate: string, endDate: string): Promise<void> {
    const page = this.#dealHistoryShown;
    page.setDate('startDate', startDate);
    page.setDate('endDate', endDate);
    await page.query();
    await settle();
  }

  async loadMoreDeals(): Promise<void> {
    const { list } = this.#dealHistoryShown;
    if (!list.hasMore) throw new Error('the record list has no more to load');
    await list.loadMore();
    await settle();
  }

  async refreshDeals(): Promise<void> {
    await this.#dealHistoryShown.refresh();
    await settle();
  }

  async openDealFromHistory(index: number): Promise<void> {
    const deal = this.#dealHistoryShown.list.items[index - 1];
    await this.#openDeal(deal ? dealRouteOf(deal) : '', deal);
  }

  // ---- a record's page ---------------------------------------------------------------------

  async #openDeal(route: string, deal: Deal | undefined): Promise<void> {
    if (!deal) throw new Error('no such record is listed');
    this.session.navigator.go(route, { uniOrderId: deal.uniOrderId });
    await this.#settled();
  }

  async openDealRecord(uniOrderId: string): Promise<void> {
    await this.session.load(DEAL_ROUTES.purchase, { uniOrderId });
    await this.#settled();
  }

  async dealRecord(): Promise<DealRecordView> {
    await this.#settled();
    const path = this.session.here.path as DealRoute;
    if (!RECORD_PAGES.includes(path) || !this.session.pages.dealRecord) throw new Error(`no record page is open at ${path}`);
    const page = this.session.pages.dealRecord;
    const message = { loading: null, loaded: null, noId: RECORD_TEXT.noId, notFound: RECORD_TEXT.notFound, failed: RECORD_TEXT.failed }[page.state];
    return {
      title: RECORD_TEXT.titles[path],
      rows: Object.fromEntries(page.rows),
      cancelOffered: page.offersCancel() && !page.cancelling.lost,
      message,
    };
  }

  // ---- 撤单, from a record's page or /comfirmed --------------------------------------------------

  async cancelShownDeal(): Promise<void> {
    const page = this.session.pages.dealRecord;
    if (!page?.offersCancel() || !RECORD_PAGES.includes(this.session.here.path)) throw new Error('the page offers no 撤单');
    this.#cancelling = page.cancel();
    await settle();
  }

  #pendingDeal(prdName: string): Deal {
    const page = this.session.showing(ROUTES.pending.path, this.session.pages.pending);
    return page.deals.find((deal) => deal.prdName === prdName) ?? assert.fail(`${ROUTES.pending.path} lists no ${prdName}`);
  }

  async openPendingRecord(prdName: string): Promise<void> {
    const deal = this.#pendingDeal(prdName);
    await this.#openDeal(dealRouteOf(deal), deal);
  }

  async cancelPendingRecord(prdName: string): Promise<void> {
    const deal = this.#pendingDeal(prdName);
    if (!deal.cancelable) throw new Error(`${prdName} offers no 撤单`);
    this.#cancelling = this.session.pages.pending!.cancel(deal);
    await settle();
  }

  /** The 撤单 flow of the page showing (/comfirmed or a record page). */
  get #cancellingShown(): DealCancelling | null {
    const { path } = this.session.here;
    if (path === ROUTES.pending.path) return this.session.pages.pending?.cancelling ?? null;
    return RECORD_PAGES.includes(path) ? (this.session.pages.dealRecord?.cancelling ?? null) : null;
  }

  async cancelLost(): Promise<{ message: string; action: string } | null> {
    await this.#settled();
    const lost = this.#cancellingShown?.lost;
    return lost ? { message: lost.message, action: lost.kind === 'notReceived' ? CANCEL_FLOW_TEXT.sendAgain : CANCEL_FLOW_TEXT.askAgain } : null;
  }

  async followCancelLost(action: string): Promise<void> {
    const shown = await this.cancelLost();
    if (shown?.action !== action) throw new Error(`the page offers ${JSON.stringify(shown?.action ?? null)}, not ${action}`);
    const cancelling = this.#cancellingShown!;
    this.#cancelling = action === CANCEL_FLOW_TEXT.sendAgain ? cancelling.sendAgain() : cancelling.askAgain();
    await this.#settled();
  }

  async cancelDone(): Promise<{ rows: Record<string, string>; returned: string } | null> {
    await this.#settled();
    const page = this.session.here.path === ROUTES.cancelDone.path ? this.session.pages.cancelDone : null;
    return page?.deal ? { rows: Object.fromEntries(page.rows), returned: page.returned } : null;
  }

  async cancelFailure(): Promise<string | null> {
    await this.#settled();
    const { path, query } = this.session.here;
    if (path !== ROUTES.cancelRefused.path) return null;
    return keptRefusal(this.session.stores.cancel, query.uniOrderId ?? '')?.message ?? CANCEL_FLOW_TEXT.failedFallback;
  }

  // ---- 在途资金 (/transitCash) -----------------------------------------------------------------

  async openInTransit(): Promise<void> {
    await this.session.load(ROUTES.inTransit.path, {});
    await this.#settled();
  }

  async inTransit(): Promise<{ records: Array<Record<string, string>>; message: string | null }> {
    await this.#settled();
    const { list } = this.session.showing(ROUTES.inTransit.path, this.session.pages.inTransit);
    return {
      records: list.items.map((deal) => ({
        产品: deal.prdName, [TRANSIT_TEXT.amount]: yuanText(deal), [TRANSIT_TEXT.card]: deal.cardNo ? maskCard(deal.cardNo) : '—', [TRANSIT_TEXT.arrivalDate]: deal.arrivalDate,
      })),
      message: list.state === 'failed' ? TRANSIT_TEXT.failed : list.empty ? TRANSIT_TEXT.empty : null,
    };
  }

  async openInTransitRecord(index: number): Promise<void> {
    await this.#openDeal(DEAL_ROUTES.inTransit, this.session.showing(ROUTES.inTransit.path, this.session.pages.inTransit).list.items[index - 1]);
  }
}
