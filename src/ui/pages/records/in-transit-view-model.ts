import type { WealthDesk } from '../../../application/ports/wealth-desk';
import type { PresentFailure } from '../../../application/session/present-failure';
import { type Resolve, TOKENS } from '../../../application/tokens';
import { DealList } from './deal-list';

/** /transitCash: confirmed redemptions whose money is on its way to the signed card (transitCash), 20 a page. */
export class InTransitViewModel {
  readonly list: DealList;

  constructor(desk: WealthDesk, failures: PresentFailure) {
    this.list = new DealList(
      (page) => desk.inTransit(page),
      // SPEC §8: a list that fails only logs (the page says so and offers 重新加载); E1014 still signs in again.
      (failure) => (failure.kind === 'sessionInvalid' ? failures.present(failure) : failures.quietly(failure, '在途资金')),
    );
  }

  load(): Promise<void> {
    return this.list.refresh();
  }

  loadMore(): Promise<void> {
    return this.list.loadMore();
  }
}

export const createInTransitViewModel = (resolve: Resolve) => new InTransitViewModel(resolve(TOKENS.wealthDesk), resolve(TOKENS.presentFailure));
