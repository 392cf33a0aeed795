import { Outlet } from 'react-router-dom';
import { LoadingIndicator } from '../components/LoadingIndicator';
import { PopupsLeaveWithPage } from '../components/PopupsLeaveWithPage';
import { DevPersonaSwitcher } from '../dev/dev-persona-switcher';

/** Every page's frame: the loading indicator, the popups' hiding and the page (the entry is decided before any page loads). */
export function StoreShell() {
  return (
    <>
      <LoadingIndicator />
      <PopupsLeaveWithPage />
      <Outlet />
      {DevPersonaSwitcher && <DevPersonaSwitcher />}
    </>
  );
}
