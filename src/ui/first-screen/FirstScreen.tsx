import type { ReactNode } from 'react';
import { HomeFirstScreen } from '../pages/browse/HomeFrame';
import { MyWealthFrame } from '../pages/wealth/MyWealthFrame';
import { HoldingsListFrame } from '../pages/wealth/HoldingsListFrame';
import { InvalidEntry } from '../pages/entry/InvalidEntry';
import { DetailSkeleton } from '../pages/detail/DetailSkeleton';
import { Spinner } from '../components/LoadingIndicator';
import type { FirstScreenName } from './first-screens';
import { FIRST_PAGE_TYPE, TypeSample } from './first-page-type';

/**
 * What an address shows before its page is there, with the loading indicator: rendered into the
 * page's HTML at build time (prerender.tsx). It stays on screen until the store renders the page
 * itself (start.tsx), from the same pieces (the home list's frame, My wealth's, the holdings lists', the detail skeleton),
 * so the page takes over without a flash. Its 长辈版 switch is off until the store runs.
 */
export function FirstScreen({ name, elderSwitch }: { name: FirstScreenName | null; elderSwitch: ReactNode }) {
  return (
    <>
      <Spinner />
      {name === 'home' && <HomeFirstScreen elderSwitch={elderSwitch} />}
      {(name === 'detail' || name === 'privateDetail') && <DetailSkeleton />}
      {name === 'myWealth' && <MyWealthFrame busy elderSwitch={elderSwitch} />}
      {name === 'currentHoldings' && <HoldingsListFrame flag="0" busy />}
      {name === 'regularHoldings' && <HoldingsListFrame flag="1" busy />}
      {name === 'invalidEntry' && <InvalidEntry />}
      {name && <TypeSample strikes={FIRST_PAGE_TYPE[name]} />}
    </>
  );
}
