import { After, AfterAll, AfterStep, Before, setDefaultTimeout, setWorldConstructor, Status, World, type IWorldOptions } from '@cucumber/cucumber';
import type { StoreTasks } from './store-tasks';

export type Assembly = 'domain' | 'browser';

interface Parameters {
  assembly?: Assembly;
}

/** Each scenario gets a fresh store in the assembly its profile names (cucumber.js). */
export class StoreWorld extends World<Parameters> {
  readonly assembly: Assembly;
  store!: StoreTasks & { dispose(): Promise<void>; screenshot?(): Promise<Buffer | null> };
  /** Values a scenario remembers between its steps. */
  readonly remembered = new Map<string, unknown>();

  constructor(options: IWorldOptions<Parameters>) {
    super(options);
    const assembly = options.parameters.assembly;
    if (assembly !== 'domain' && assembly !== 'browser') {
      throw new Error(`Unknown assembly "${String(assembly)}": run cucumber with -p domain or -p browser`);
    }
    this.assembly = assembly;
  }
}

setWorldConstructor(StoreWorld);
// A browser scenario that waits out the store's 30 s request timeout needs room.
setDefaultTimeout(60_000);

Before(async function (this: StoreWorld) {
  if (this.assembly === 'domain') {
    const { DomainStore } = await import('./assemblies/domain/domain-store');
    this.store = await DomainStore.create();
  } else {
    const { BrowserStore } = await import('./assemblies/browser/browser-store');
    this.store = await BrowserStore.create();
  }
});

AfterStep(async function (this: StoreWorld, { result }) {
  if (result.status !== Status.FAILED || !this.store?.screenshot) return;
  const picture = await this.store.screenshot();
  if (picture) this.attach(picture, 'image/png');
});

After(async function (this: StoreWorld) {
  await this.store?.dispose();
});

AfterAll(async function () {
  const { shutDownBrowserAssembly } = await import('./assemblies/browser/browser-store');
  await shutDownBrowserAssembly();
});
