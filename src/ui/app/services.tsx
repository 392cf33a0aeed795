import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Resolve, Token } from '../../application/tokens';
import type { UiStores } from './ui-stores';

interface Services {
  resolve: Resolve;
  stores: UiStores;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ resolve, stores, children }: Services & { children: ReactNode }) {
  return <ServicesContext.Provider value={{ resolve, stores }}>{children}</ServicesContext.Provider>;
}

function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('ServicesProvider is missing');
  return services;
}

/** The one way a component reaches the application: a port or use case by its token. */
export function useInjection<T>(token: Token<T>): T {
  return useServices().resolve(token);
}

/** The long-lived UI stores (kept-alive pages). */
export function useStores(): UiStores {
  return useServices().stores;
}

/** A part of a page with a view-model of its own (a page's own comes from the page table), made once per mount. */
export function useViewModel<T>(make: (resolve: Resolve) => T): T {
  const { resolve } = useServices();
  const [viewModel] = useState(() => make(resolve));
  return viewModel;
}
