import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ElderSwitchButton } from '../components/ElderMode';
import { Spinner } from '../components/LoadingIndicator';
import { FirstScreen } from './FirstScreen';
import { FIRST_SCREEN_FILES, SHELL_FILE, type FirstScreenName } from './first-screens';

/** Where the first screen is shown: its links are written as the store's router writes them. */
const ADDRESSES: Readonly<Record<FirstScreenName, string>> = { home: '/', detail: '/', privateDetail: '/', myWealth: '/myHome', invalidEntry: '/shareTypeError', list: '/list', buy: '/buy', currentHoldings: '/currentMoreSum', regularHoldings: '/regularMoreSum' };

/**
 * Build time only (scripts/first-screens-plugin.ts): each first screen's markup, by the HTML file it
 * goes into, and the shell's (the loading indicator alone) for every other address.
 */
export function renderFirstScreens(): Record<string, string> {
  const screens = (Object.keys(FIRST_SCREEN_FILES) as FirstScreenName[]).map((name) => [
    FIRST_SCREEN_FILES[name],
    renderToStaticMarkup(
      <StaticRouter location={ADDRESSES[name]}>
        <FirstScreen name={name} elderSwitch={<ElderSwitchButton on={false} />} />
      </StaticRouter>,
    ),
  ]);
  return { ...Object.fromEntries(screens), [SHELL_FILE]: renderToStaticMarkup(<Spinner />) };
}
