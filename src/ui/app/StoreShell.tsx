import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { TOKENS } from '../../application/tokens';
import { SHARE_TYPE_ERROR_ROUTE } from '../../application/session/enter-store';
import { LoadingIndicator } from '../components/LoadingIndicator';
import { DevPersonaSwitcher } from '../dev/dev-persona-switcher';
import { useInjection } from './services';

/** Every page's frame: the entry decision on first load, the loading indicator, the page. */
export function StoreShell() {
  const enterStore = useInjection(TOKENS.enterStore);
  const location = useLocation();
  const [entered, setEntered] = useState(location.pathname === SHARE_TYPE_ERROR_ROUTE);
  const started = useRef(false);

  useEffect(() => {
    if (entered || started.current) return;
    started.current = true;
    const query = Object.fromEntries(new URLSearchParams(location.search));
    void enterStore.run(location.pathname, query).then(setEntered);
    // Only the first load decides the entry mode; later navigation keeps it (SPEC §9).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <LoadingIndicator />
      {entered || location.pathname === SHARE_TYPE_ERROR_ROUTE ? <Outlet /> : null}
      {DevPersonaSwitcher && <DevPersonaSwitcher />}
    </>
  );
}
