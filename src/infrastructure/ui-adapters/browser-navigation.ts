import type { MessagingLogin, Navigator, Query } from '../../application/ports/interaction';
import { HOME_ROUTE } from '../../domain/entry/entry-mode';

/** The router's navigate, handed over once the router exists. */
export type NavigateFn = (to: string | number, options?: { replace?: boolean }) => void;

export function withQuery(path: string, query?: Query): string {
  const params = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([name, value]) => value !== undefined && params.set(name, value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Navigator over React Router; back() goes home when there is no page to go back to. */
export class RouterNavigator implements Navigator {
  private navigate: NavigateFn | null = null;

  constructor(private readonly canGoBack: () => boolean) {}

  attach(navigate: NavigateFn): void {
    this.navigate = navigate;
  }

  go(path: string, query?: Query): void {
    this.navigate?.(withQuery(path, query));
  }

  replace(path: string, query?: Query): void {
    this.navigate?.(withQuery(path, query), { replace: true });
  }

  back(): void {
    if (this.canGoBack()) this.navigate?.(-1);
    else this.replace(HOME_ROUTE);
  }
}

/** The messaging app's login page, served by the mock bank here and by the bank's gateway in production. */
export const MESSAGING_LOGIN_PATH = '/wx/login';

export class RedirectMessagingLogin implements MessagingLogin {
  constructor(private readonly assign: (url: string) => void) {}

  login(returnTo: string): void {
    this.assign(withQuery(MESSAGING_LOGIN_PATH, { redirect: returnTo }));
  }
}
