import type { PageClockTasks } from '../../tasks/page-clock';
import { browserOnly } from './session';

/**
 * The page's clock: the 0.7 s of the loading indicator and of popups left with their page, and the
 * identity check's 0.5 s, are timers of the router's and the shell's components, which this
 * assembly does not run (it opens pages through the page table and identifies the customer once
 * the first page is there). Their scenarios are @browser-only.
 */
export class DomainPageClock implements PageClockTasks {
  takePageClock(): Promise<void> {
    return browserOnly('the page\'s clock');
  }

  holdPageClock(): Promise<void> {
    return browserOnly('the page\'s clock');
  }

  enterWithPageClockHeld(): Promise<void> {
    return browserOnly('the page\'s clock');
  }

  untilNextPageShows(): Promise<void> {
    return browserOnly('the page\'s clock');
  }

  pageClockAt(): Promise<void> {
    return browserOnly('the page\'s clock');
  }

  loadingShowsNow(): Promise<boolean> {
    return browserOnly('the loading indicator, a component of the shell');
  }

  identityChecksNow(): Promise<number> {
    return browserOnly('the identity check\'s timer, in the router\'s page component');
  }
}
