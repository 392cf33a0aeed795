import type { Locator } from 'playwright-core';
import { DEAL_ROUTES } from '../../../../src/domain/holdings/deal';
import { checkDateRange, DATE_RANGE_TEXT, isRealDate } from '../../../../src/domain/holdings/date-range';
import { PAGED_LIST_TEXT } from '../../../../src/ui/view-models/paged-list';
import { CANCEL_FLOW_TEXT, PENDING_TEXT, RECORD_TEXT } from '../../../../src/ui/pages/records/records-texts';
import type { RecordTasks } from '../../tasks/records';
import type { DealHistoryView, DealRecordView } from '../../tasks/views';
import { emptyMessage, factRows, listRows, textOf } from './reading';
import type { BrowserSession } from './session';

/** The record list's call. */
const DEALS_CALL = 'listHistoryDeals';

/** Records: /unconfirmed, /transitCash, the record pages, 撤单. */
export class BrowserRecords implements RecordTasks {
  constructor(private readonly session: BrowserSession) {}

  // ---- the record list: /unconfirmed ------------------------------------------------------------

  async openDealHistory(): Promise<void> {
    await this.session.open({}, '/unconfirmed');
    await this.session.said('deal-history');
  }

  async dealHistory(): Promise<DealHistoryView> {
    const main = await this.session.said('deal-history');
    const error = (field: string) => textOf(main.getByTestId(`${field}-error`));
    return {
      range: await textOf(main.getByTestId('deal-history-range')),
      records: await listRows(main.getByTestId('deal-record')),
      moreOffered: (await textOf(main.getByTestId('list-foot'))) === PAGED_LIST_TEXT.pullUp,
      message: await emptyMessage(main),
      errors: { 开始日期: await error('startDate'), 结束日期: await error('endDate') },
    };
  }

  async queryDeals(startDate: string, endDate: string): Promise<void> {
    const main = await this.session.said('deal-history');
    await this.#pickDate(main, DATE_RANGE_TEXT.startLabel, startDate);
    await this.#pickDate(main, DATE_RANGE_TEXT.endLabel, endDate);
    const query = main.getByRole('button', { name: DATE_RANGE_TEXT.query, exact: true });
    // The store's own rule says whether a query goes out: wait for its answer, or for the fields' messages.
    if (checkDateRange({ startDate, endDate }).ok) {
      await this.session.tapAnswered(query, DEALS_CALL);
    } else {
      await query.click();
      await main.locator('[data-testid=startDate-error], [data-testid=endDate-error]').first().waitFor();
    }
    await this.session.said('deal-history');
  }

  /**
   * A day chosen as a customer does, in the page's date picker (the phone's own `type=date`: its
   * calendar sets the day, or its 清除 empties it; Playwright sets the picker's value the same way,
   * with the same input and change events). Only a real day or nothing can be picked: a text such
   * as `2024-3-1` cannot be given by a picker, and the scenarios that type one are @domain-only.
   */
  async #pickDate(main: Locator, label: string, date: string): Promise<void> {
    const picker = main.getByLabel(label, { exact: true });
    const type = await picker.getAttribute('type');
    if (type !== 'date') throw new Error(`${label} is not a date picker (type=${type})`);
    if (date !== '' && !isRealDate(date)) throw new Error(`a date picker cannot give "${date}"; a scenario that types it is @domain-only`);
    await picker.fill(date);
  }

  async loadMoreDeals(): Promise<void> {
    const main = await this.session.said('deal-history');
    const before = await main.getByTestId('deal-record').count();
    // Load-more is the list's end coming into view (SPEC §9's pull-up threshold).
    await main.getByTestId('list-foot').scrollIntoViewIfNeeded();
    await this.session.page.waitForFunction(
      ([count, noMore]) => document.querySelectorAll('main.deal-history [data-testid=deal-record]').length > count
        || document.querySelector('main.deal-history [data-testid=list-foot]')?.textContent === noMore,
      [before, PAGED_LIST_TEXT.noMore] as const,
    );
    await this.session.said('deal-history');
  }

  async refreshDeals(): Promise<void> {
    const main = await this.session.said('deal-history');
    await this.session.pullDown(main.getByTestId('deal-history'), DEALS_CALL);
    await this.session.said('deal-history');
  }

  async openDealFromHistory(index: number): Promise<void> {
    const main = await this.session.said('deal-history');
    await this.#openRecordBy(main.getByTestId('deal-record').nth(index - 1));
  }

  // ---- a record's page and 撤单 ------------------------------------------------------------------

  async openDealRecord(uniOrderId: string): Promise<void> {
    await this.session.open({ uniOrderId }, DEAL_ROUTES.purchase);
    await this.session.said('deal-record');
  }

  async dealRecord(): Promise<DealRecordView> {
    const main = await this.session.said('deal-record');
    const facts = main.getByTestId('deal-facts');
    return {
      title: (await textOf(main.locator('h1'))) ?? '',
      rows: (await facts.count()) > 0 ? await factRows(facts) : {},
      cancelOffered: (await main.getByRole('button', { name: RECORD_TEXT.cancel, exact: true }).count()) > 0,
      message: await emptyMessage(main),
    };
  }

  async cancelShownDeal(): Promise<void> {
    const main = await this.session.said('deal-record');
    await this.#tapCancel(main.getByRole('button', { name: RECORD_TEXT.cancel, exact: true }));
  }

  async openPendingRecord(prdName: string): Promise<void> {
    const row = await this.#pendingRow(prdName);
    await this.#openRecordBy(row.getByRole('link', { name: `${PENDING_TEXT.details}：${prdName}`, exact: true }));
  }

  async cancelPendingRecord(prdName: string): Promise<void> {
    const row = await this.#pendingRow(prdName);
    await this.#tapCancel(row.getByRole('button', { name: `${RECORD_TEXT.cancel}：${prdName}`, exact: true }));
  }

  async cancelLost(): Promise<{ message: string; action: string } | null> {
    await this.#cancelSettled();
    const note = this.session.page.getByTestId('cancel-lost');
    if ((await note.count()) === 0) return null;
    return { message: (await note.locator('p').innerText()).trim(), action: (await note.getByRole('button').innerText()).trim() };
  }

  async followCancelLost(action: string): Promise<void> {
    await this.session.page.getByTestId('cancel-lost').getByRole('button', { name: action, exact: true }).click();
    // The button says 正在撤单… until the answer; then a result page or the note again.
    await this.session.page.waitForFunction((cancelling) => location.pathname.startsWith('/cancel')
      || document.querySelector('[data-testid=cancel-lost] button')?.textContent !== cancelling, CANCEL_FLOW_TEXT.cancelling);
    await this.#cancelSettled();
  }

  async cancelDone(): Promise<{ rows: Record<string, string>; returned: string } | null> {
    await this.#cancelSettled();
    if (this.session.pathNow !== '/cancelResult') return null;
    const main = await this.session.said('cancel-done');
    const facts = main.getByTestId('cancel-done');
    if ((await facts.count()) === 0) return null;
    return { rows: await factRows(facts), returned: (await main.getByTestId('cancel-returned').innerText()).trim() };
  }

  async cancelFailure(): Promise<string | null> {
    await this.#cancelSettled();
    if (this.session.pathNow !== '/cancelFalseResult') return null;
    return (await this.session.page.locator('main.cancel-failed').getByTestId('cancel-failed').innerText()).trim();
  }

  // ---- 在途资金: /transitCash --------------------------------------------------------------------

  async openInTransit(): Promise<void> {
    await this.session.open({}, '/transitCash');
    await this.session.said('in-transit');
  }

  async inTransit(): Promise<{ records: Array<Record<string, string>>; message: string | null }> {
    const main = await this.session.said('in-transit');
    // Its head shows the deal's type where a list shows a status; the rows are what 在途资金 says.
    return { records: await listRows(main.getByTestId('transit-record'), { name: '产品' }), message: await emptyMessage(main) };
  }

  async openInTransitRecord(index: number): Promise<void> {
    const main = await this.session.said('in-transit');
    await this.#openRecordBy(main.getByTestId('transit-record').nth(index - 1));
  }

  /** Follows a link to a record page and waits for that page to say what it has. */
  async #openRecordBy(link: Locator): Promise<void> {
    await link.click();
    await this.session.page.waitForURL((url) => (Object.values(DEAL_ROUTES) as string[]).includes(url.pathname));
    await this.session.said('deal-record');
  }

  /** Taps a 撤单 and waits for the 提示 dialog it opens. */
  async #tapCancel(button: Locator): Promise<void> {
    await button.click();
    await this.session.page.locator('.adm-dialog-title').first().waitFor();
  }

  async #pendingRow(prdName: string): Promise<Locator> {
    const main = await this.session.said('pending-records');
    return main.getByTestId('pending-record').filter({ has: this.session.page.locator('.record__name', { hasText: prdName }) }).first();
  }

  /** Once the 撤单 under way has come to a result page or to a note on the page (its button no longer waiting). */
  async #cancelSettled(): Promise<void> {
    await this.session.page.waitForFunction((cancelling) => {
      if (location.pathname === '/cancelResult' || location.pathname === '/cancelFalseResult') return true;
      const note = document.querySelector('[data-testid=cancel-lost] button');
      return note !== null && note.textContent !== cancelling;
    }, CANCEL_FLOW_TEXT.cancelling).catch(() => undefined);
    await this.session.quiet();
  }
}
