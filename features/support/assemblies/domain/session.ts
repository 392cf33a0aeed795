import { USER_AGENTS } from '../../apps';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { MessagingLogin, Navigator, Notifier, Query } from '../../../../src/application/ports/interaction';
import { type Resolve, TOKENS } from '../../../../src/application/tokens';
import type { CardBinding } from '../../../../src/application/ports/native-bridge';
import { BrowserStandInBridge } from '../../../../src/infrastructure/bridge/browser-stand-in-bridge';
import { CardBindingForm, mockBankCardDesk } from '../../../../src/infrastructure/bridge/stand-in-card-binding';
import { buildContainer } from '../../../../src/infrastructure/di/container';
import { MemoryPreferences } from '../../../../src/infrastructure/in-memory/memory-preferences';
import { MemorySessionStore } from '../../../../src/infrastructure/in-memory/memory-session-store';
import { PdfJsDocumentRenderer, type PdfEngine } from '../../../../src/infrastructure/pdf/pdfjs-document-renderer';
import type { Share } from '../../../../src/infrastructure/share/messaging-share';
import { cryptoIds } from '../../../../src/infrastructure/system/system-adapters';
import { withQuery } from '../../../../src/infrastructure/ui-adapters/browser-navigation';
import { screenNotifier, type DialogScreen } from '../../../../src/infrastructure/ui-adapters/screen-notifier';
import { openPage, pageAt, type OpenedPage } from '../../../../src/ui/app/open-page';
import { decideEntry, identifyCustomer, createUiStores } from '../../../../src/ui/compose/first-load';
import { PAGES, type Page } from '../../../../src/ui/app/pages';
import { ROUTES, showsWithoutEntry } from '../../../../src/ui/app/router';
import type { UiStores } from '../../../../src/ui/app/ui-stores';
import type { DialogView } from '../../tasks/views';
import type { OpenPages } from './app-pages';
import { InProcessBank } from './in-process-bank';

export const STORE_ORIGIN = 'http://store.local';

interface Location {
  path: string;
  query: Query;
}

/** A dialog on the phone's screen: its buttons, and the tap on one, which the store answers (it takes the dialog off). */
type OpenDialog = DialogView & { actions: string[]; tap: (action: string) => void };

/** What an area's pages say (pageShows), by path; a page no area lists says what the detail page does. */
export type PageTexts = Readonly<Record<string, () => string[]>>;

/** What an area adds to the session besides its tasks. */
export interface PageOwner {
  /** The pages of the table whose view-models the area reads: `mounted` waits for the one it opened last. */
  readonly owns?: readonly Page[];
  readonly says?: PageTexts;
}

/** One entry for each of these paths, for pages that share a component. */
export const byPath = <P extends string, T>(paths: Iterable<P>, entry: (path: P) => T): Record<string, T> =>
  Object.fromEntries([...paths].map((path) => [path, entry(path)]));

/** Pages being opened: their view-model's code on its way (the page table imports it), then the view-model made. */
const opening = new Set<Promise<unknown>>();

/**
 * Lets every promise chain the last action started run to its end (the bank answers in process),
 * the pages it opened included, however long their code takes to load.
 */
export const settle = async () => {
  do {
    for (let tick = 0; tick < 25; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.all(opening);
  } while (opening.size > 0);
};

/** The longest a page may take to mount before a step goes on regardless (a page that never mounts). */
const PAGE_MOUNT_LIMIT_MS = 15_000;

/** Resolves once `condition` holds (checked every 10 ms), or after `limitMs`. */
const until = (condition: () => boolean, limitMs: number) => new Promise<void>((resolve) => {
  const started = Date.now();
  const check = () => (condition() || Date.now() - started >= limitMs ? resolve() : setTimeout(check, 10));
  check();
});

/** A check only a browser can make (a @browser-only scenario). */
export const browserOnly = <T>(what: string): Promise<T> => Promise.reject(new Error(`${what}: only a browser has it; run this scenario in the browser assembly (@browser-only)`));

/** The words of a page that asks nothing of the bank. */
export const staticText = (page: ComponentType) => renderToStaticMarkup(createElement(MemoryRouter, null, createElement(page))).replace(/<[^>]+>/g, '');

/**
 * One scenario in the fast assembly: the store's view-models and use cases, wired by the real
 * composition root, over the in-process mock bank. A page load builds a fresh container; the
 * session store and the phone's local storage survive it, as in a browser.
 */
export class DomainSession {
  readonly bank = new InProcessBank();
  readonly sessionStore = new MemorySessionStore();
  /** The app the customer opens the store in (features/support/apps.ts): the bank app until a link says otherwise. */
  userAgent = USER_AGENTS.银行App;
  /** The phone's local storage: outlives page loads and visits (长辈版). */
  readonly preferences = new MemoryPreferences();
  /** The dialogs on the phone's screen, in the order the store opened them: the store's notifier puts them there and takes them off. */
  readonly dialogs: OpenDialog[] = [];
  readonly toasts: string[] = [];
  /** What the store logged, and every address it put in the address bar (features/security.feature). */
  readonly logged: string[] = [];
  readonly addressesShown: string[] = [];
  loginVisits = 0;
  scrollY = 0;
  /** The bank app's card-binding screen while it is open: the stand-in's form over the mock bank, closed by the scenario. */
  cardScreen: { form: CardBindingForm; close(binding: CardBinding): void } | null = null;
  /** What the messaging app's share menu would send. */
  share: Share | null = null;
  resolve!: Resolve;
  stores!: UiStores;
  /** The view-models the page table made since the last page load, by page. */
  pages: OpenPages = {};
  #history: Location[] = [];
  #booting = false;
  /** The page showing, as the router holds it: another visit at its path keeps its view-model. */
  #showing: OpenedPage | null = null;
  readonly #owners = new Map<Page, PageOwner>();
  readonly #texts = new Map<string, () => string[]>();
  /** Each owner's page last opened, still mounting or done. */
  readonly #mounting = new Map<PageOwner, Promise<void>>();
  /** The page opened last, mounting (whoever owns it). */
  #lastOpened: Promise<void> = Promise.resolve();

  static async start(): Promise<DomainSession> {
    const session = new DomainSession();
    await session.bank.control('POST', '/__mock/reset');
    return session;
  }

  /** Takes in the pages each area reads and what they say; a page claimed twice is a mistake. */
  ownPages(areas: object[]): void {
    for (const owner of areas as PageOwner[]) {
      for (const page of owner.owns ?? []) {
        if (this.#owners.has(page)) throw new Error(`two areas own ${page.paths.join(', ')}`);
        this.#owners.set(page, owner);
      }
      for (const [path, says] of Object.entries(owner.says ?? {})) {
        if (this.#texts.has(path)) throw new Error(`two areas say what ${path} shows`);
        this.#texts.set(path, says);
      }
    }
  }

  get here(): Location {
    return this.#history[this.#history.length - 1];
  }

  /** What the open page says, when an area tells; null for the pages that say what the detail page does. */
  pageSays(): string[] | null {
    return this.#texts.get(this.here.path)?.() ?? null;
  }

  /**
   * Waits until the page opened last has mounted, and what that set off has run, or until the page
   * waits on the customer (a dialog, the card-binding screen) before it is whole. Not a fixed time:
   * on a loaded machine a page's code can take seconds to load, and a step that went on before it
   * met a page that was not there yet.
   */
  async pageSettled(): Promise<void> {
    const dialogsBefore = this.dialogs.length;
    const asksCustomer = () => this.dialogs.length > dialogsBefore || this.cardScreen !== null;
    await Promise.race([this.#lastOpened, until(asksCustomer, PAGE_MOUNT_LIMIT_MS)]);
    await settle();
  }

  /** Waits until the owner's page last opened has mounted, and what that set off has run. */
  async mounted(owner: PageOwner): Promise<void> {
    await this.#mounting.get(owner);
    await settle();
  }

  /** A page load at this address, once the owner's page there has what it asked for. */
  async openPage(owner: PageOwner, path: string, query: Query = {}): Promise<void> {
    await this.load(path, query);
    await this.mounted(owner);
  }

  /** Follows the store's link to one of the owner's pages, once that page has what it asked for. */
  async followTo(owner: PageOwner, path: string, query?: Query): Promise<void> {
    this.navigator.go(path, query);
    await this.mounted(owner);
  }

  /** The view-model of the page at `path`, when that page is the one showing. */
  showing<T>(path: string, page: T | null | undefined): T {
    return this.here.path === path && page ? page : assert.fail(`${path} is not open (the customer is at ${this.here.path})`);
  }

  /** A full page load at this address: a new app over the same session storage. */
  async load(path: string, query: Query): Promise<void> {
    // A page load clears the screen, and the store on it starts afresh.
    this.dialogs.length = 0;
    this.#notifier = screenNotifier(this.#screen);
    this.#history = [{ path, query }];
    this.pages = {};
    this.#showing = null;
    const { resolve } = buildContainer({
      notifier: this.#notifier,
      navigator: this.navigator,
      messagingLogin: this.#messagingLogin,
      currentLocation: () => withQuery(this.here.path, this.here.query),
      page: { origin: STORE_ORIGIN, href: () => `${STORE_ORIGIN}${withQuery(this.here.path, this.here.query)}` },
      shareSdk: { configure: async () => true, setShare: (share) => void (this.share = share) },
      sessionStore: this.sessionStore,
      preferences: this.preferences,
      // The bank app's set-password and card-binding screens, played by the mock bank as in the browser.
      bridge: (ids) => new BrowserStandInBridge(ids, {
        setPassword: async () => (await this.bank.control('POST', '/__mock/native/password'), true),
        deviceNo: async () => ((await this.bank.control('GET', '/__mock/native/device')) as { deviceNo: string }).deviceNo,
        bindCard: () => new Promise<CardBinding>((resolve) => {
          const form = new CardBindingForm(mockBankCardDesk(async (path, body) => {
            const answer = await this.bank.bank.handle({ method: 'POST', path, query: {}, body });
            return { status: answer.status, body: answer.body };
          }));
          this.cardScreen = { form, close: (binding) => ((this.cardScreen = null), resolve(binding)) };
        }),
      }),
      // The phone's clock is the bank's: real time, unless a scenario moves it (features/cooling-off.feature).
      clock: { now: () => this.bank.bank.now() },
      ids: cryptoIds,
      logger: { warn: (message, detail) => void this.logged.push(`${message} ${JSON.stringify(detail ?? '')}`) },
      httpAdapter: this.bank.adapter,
      documentRenderer: this.#documentRenderer,
      userAgent: this.userAgent,
    });
    this.resolve = resolve;
    this.stores = createUiStores(resolve);
    this.#booting = true;
    const entered = await decideEntry({ resolve, stores: this.stores }, path, query);
    this.#booting = false;
    // As the router does: who the customer is, asked once the first page is there (and has stayed 0.5 s);
    // then their risk level (issue 18 item 2), which settle() waits for, as the cards' and the header's marks follow it.
    // The page and the sign-in after it are one piece of work for settle(): were the sign-in added
    // only once the page is there, a settle() between the two would go on before the customer is
    // known. A page that asks the customer first (a dialog) holds the sign-in until they answer.
    if (entered) {
      const dialogsBefore = this.dialogs.length;
      const identified = this.#open(this.here).then(() => identifyCustomer({ resolve, stores: this.stores }));
      const following = Promise.race([identified, until(() => this.dialogs.length > dialogsBefore || this.cardScreen !== null, PAGE_MOUNT_LIMIT_MS)]);
      opening.add(following);
      following.finally(() => opening.delete(following)).catch(() => undefined); // a failure surfaces in settle()
    }
    await settle();
  }

  /** The store's own navigation, as a tap on a link does it. */
  async go(path: string, query?: Query): Promise<void> {
    this.navigator.go(path, query);
    await this.pageSettled();
  }

  /** Follows a link of the store (an address with its query); the caller waits as it needs. */
  follow(address: string): void {
    const url = new URL(address, STORE_ORIGIN);
    this.navigator.go(url.pathname, Object.fromEntries(url.searchParams));
  }

  readonly navigator: Navigator = {
    go: (path, query) => this.#arrive({ path, query: query ?? {} }, 'push'),
    replace: (path, query) => this.#arrive({ path, query: query ?? {} }, 'replace'),
    back: () => {
      if (this.#history.length > 1) {
        this.#history.pop();
        void this.#navigate(this.here);
      } else this.#arrive({ path: ROUTES.home.path, query: {} }, 'replace');
    },
  };

  #arrive(location: Location, how: 'push' | 'replace'): void {
    this.addressesShown.push(withQuery(location.path, location.query));
    if (how === 'push') this.#history.push(location);
    else this.#history[this.#history.length - 1] = location;
    if (this.#booting) {
      if (showsWithoutEntry(location.path)) void this.#open(location);
    } else void this.#navigate(location);
  }

  /** A navigation once the store is up: the next page, and the popups left on screen hide (the frame's 0.7 s have passed once it is there). */
  #navigate(location: Location): Promise<void> {
    const hide = this.#notifier.popupsNow();
    return this.#open(location).then(hide);
  }

  /** What the router does at an address: the page table's page there, opened (its owner can wait for it). */
  #open({ path, query }: Location): Promise<void> {
    const found = pageAt(path);
    this.scrollY = found?.page === PAGES.home ? this.#homeScroll() : 0;
    if (!found) return Promise.resolve();
    const mounting = this.#mount(found.name, found.page, path, query);
    this.#lastOpened = mounting;
    const owner = this.#owners.get(found.page);
    if (owner) this.#mounting.set(owner, mounting);
    return mounting;
  }

  /** The view-model the table made (or the showing page kept), held for the areas, then its load. */
  async #mount(name: keyof OpenPages, page: Page, path: string, query: Query): Promise<void> {
    const leaving = this.#showing;
    const making = openPage(page, { resolve: this.resolve, stores: this.stores }, path, query, leaving);
    opening.add(making);
    const opened = await making.finally(() => opening.delete(making));
    if (leaving && leaving.viewModel !== opened.viewModel) leaving.page.leave(leaving.viewModel);
    this.#showing = opened;
    // The table made it for this page: it is the page's view-model, whatever TypeScript knows of it here.
    (this.pages as Record<keyof OpenPages, unknown>)[name] = opened.viewModel;
    // As the router's page does once it has been painted (after its load).
    await opened.shown();
  }

  /** The kept-alive home list comes back where it was left (its layout effect). */
  #homeScroll(): number {
    const { home } = this.stores;
    return home?.status === 'loaded' ? home.scrollY : 0;
  }

  // ---- what the phone does for the store ----------------------------------------------------

  /** The phone's screen: it draws what the store's notifier shows, and takes a dialog off only when the store closes it. */
  readonly #screen: DialogScreen = {
    show: ({ title, message, buttons, tapped }) => {
      const dialog: OpenDialog = { title, message, actions: buttons.map((button) => button.text), tap: tapped };
      this.dialogs.push(dialog);
      return { close: () => void (this.dialogs.includes(dialog) && this.dialogs.splice(this.dialogs.indexOf(dialog), 1)) };
    },
    toast: (message) => void this.toasts.push(message),
  };

  /**
   * The store's own notifier (the browser's draws through antd-mobile): which dialogs show, what a
   * tap answers, which go with a page left. Each page load has its own, as each document does.
   */
  #notifier: Notifier = screenNotifier(this.#screen);

  readonly #messagingLogin: MessagingLogin = {
    login: (returnTo) => {
      this.loginVisits += 1;
      void this.bank.bank.handle({ method: 'GET', path: '/wx/login', query: { redirect: returnTo }, body: undefined }).then((answer) => {
        const back = new URL(answer.redirect ?? '/', STORE_ORIGIN);
        return this.load(back.pathname, Object.fromEntries(back.searchParams));
      });
    },
  };

  /**
   * pdf.js itself (its Node build) over the bytes the in-process mock bank serves, faults included:
   * the page count and each page's text are the real ones; only the drawing on a canvas is the browser's.
   */
  readonly #documentRenderer = new PdfJsDocumentRenderer(
    () => import('pdfjs-dist/legacy/build/pdf.mjs') as unknown as Promise<PdfEngine>,
    async (address) => {
      if (!address.startsWith('/')) return undefined; // no network here: https documents are the browser's
      this.bank.requests.push(address);
      const answer = await this.bank.bank.handle({ method: 'GET', path: address, query: {}, body: undefined });
      return answer.status === 200 && answer.file && !answer.drop ? new Uint8Array(answer.file) : undefined;
    },
  );

  /** The PIN as the payment keypad seals it. */
  sealed(pin: string) {
    return this.resolve(TOKENS.pinSealer).seal(pin);
  }

  /** Waits for a payment's outcome, or for a dialog that holds it until the customer closes it (E1014's 通知). */
  async paid(paying: Promise<unknown>): Promise<void> {
    await Promise.race([paying, this.#untilDialog()]);
    await settle();
  }

  /** Resolves once a dialog is open (or, after a while, without one). */
  async #untilDialog(): Promise<void> {
    for (let tick = 0; tick < 500 && this.dialogs.length === 0; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  }

  /** Taps the first button of what is still open, so that nothing waits on it after the scenario. */
  closeDialogs(): void {
    [...this.dialogs].forEach((dialog) => dialog.tap(dialog.actions[0]));
  }

  // ---- the mock bank as the session sees it ------------------------------------------------

  /** The trace records the store sent, once it has sent what it holds. */
  async traceRecords(): Promise<Array<Record<string, string>>> {
    await this.resolve(TOKENS.behaviourTracer).flush();
    return this.bank.bank.db.get('behaviors').value() as Array<Record<string, string>>;
  }

  /** The active persona's record at the mock bank. */
  customer() {
    return this.bank.bank.db.get('customers').find({ id: this.bank.bank.persona }).value();
  }
}
