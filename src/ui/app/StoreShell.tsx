import { Outlet } from 'react-router-dom';
import { LoadingIndicator } from '../components/LoadingIndicator';
import { DevPersonaSwitcher } from '../dev/dev-persona-switcher';

/** Every page's frame: the loading indicator and the page (the entry is decided before any page loads). */
export function StoreShell() {
  return (
    <>
      <LoadingIndicator />
      <Outlet />
      {DevPersonaSwitcher && <DevPersonaSwitcher />}
    </>
  );
}
