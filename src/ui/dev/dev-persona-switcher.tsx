import { lazy } from 'react';

/**
 * The persona switcher exists in development builds only: in a production build this is null
 * and the panel's code is not in the bundle.
 */
export const DevPersonaSwitcher = import.meta.env.DEV ? lazy(() => import('./PersonaPanel')) : null;
