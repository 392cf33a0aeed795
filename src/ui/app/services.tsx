import { createContext, useContext, type ReactNode } from 'react';
import type { Notifier } from '../../application/ports/interaction';
import type { HtmlSanitizer } from '../../application/ports/html-sanitizer';
import type { PinSealer } from '../../application/ports/pin-sealer';
import type { InFlightRequests } from '../../application/session/in-flight-requests';
import type { UiStores } from './ui-stores';

/** What the store's components use of the application besides their pages' view-models (made by src/ui/compose/first-load.ts). */
export interface Shell {
  /** Whether a call to the bank is under way: the loading indicator. */
  inFlightRequests: InFlightRequests;
  /** The payment keypad seals the PIN it was typed into, so the PIN never leaves it in plaintext. */
  pinSealer: PinSealer;
  /** A toast from a component's own action (copying a link). */
  notifier: Notifier;
  /** The bank's HTML made safe for the page (ServerHtml). */
  htmlSanitizer: HtmlSanitizer;
}

interface Services {
  shell: Shell;
  stores: UiStores;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ shell, stores, children }: Services & { children: ReactNode }) {
  return <ServicesContext.Provider value={{ shell, stores }}>{children}</ServicesContext.Provider>;
}

function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('ServicesProvider is missing');
  return services;
}

/** The shell's services, typed (components never reach into the container). */
export function useShell(): Shell {
  return useServices().shell;
}

/** The long-lived UI stores (kept-alive pages). */
export function useStores(): UiStores {
  return useServices().stores;
}
