import { After, AfterAll, AfterStep, Before, BeforeStep, setDefaultTimeout, setParallelCanAssign, setWorldConstructor, Status, World, type IWorldOptions } from '@cucumber/cucumber';
import type { Driver } from './tasks';
import { STEP_CEILING_MS } from './patience';

export type Assembly = 'domain' | 'browser';

interface Parameters {
  assembly?: Assembly;
}

/** Each scenario gets a fresh driver in the assembly its profile names (cucumber.js). */
export class ScenarioWorld extends World<Parameters> {
  readonly assembly: Assembly;
  driver!: Driver;
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

setWorldConstructor(ScenarioWorld);
// A browser scenario that waits out the store's 30 s request timeout needs room (patience.ts).
setDefaultTimeout(STEP_CEILING_MS);
/** The part of the walk a @route-walk scenario reads (its name ends in it), or null for any other scenario. */
const walkPart = (pickle: { name: string; tags: readonly { name: string }[] }) =>
  pickle.tags.some((tag) => tag.name === '@route-walk') ? pickle.name.slice(pickle.name.lastIndexOf('：') + 1) : null;

// The scenarios that read one part of the walk over every page (assemblies/browser/route-walk.ts)
// take turns, so the part is walked once; the parts themselves are walked side by side.
setParallelCanAssign((pickle, inProgress) => {
  const part = walkPart(pickle);
  return part === null || !inProgress.some((other) => walkPart(other) === part);
});

/**
 * A scenario in which a call times out (a step names 超时, as the faults' business terms do) moves
 * the page's clock past the store's 30 s instead of waiting them out (assemblies/browser/session.ts).
 */
const timesOut = (pickle: { steps: readonly { text: string }[] }) => pickle.steps.some((step) => step.text.includes('超时'));

Before(async function (this: ScenarioWorld, { pickle }) {
  if (this.assembly === 'domain') {
    const { createDomainDriver } = await import('./assemblies/domain/driver');
    this.driver = await createDomainDriver();
  } else {
    const { createBrowserDriver } = await import('./assemblies/browser/driver');
    this.driver = await createBrowserDriver({ pageClock: timesOut(pickle) });
  }
});

BeforeStep(function (this: ScenarioWorld, { pickle, pickleStep }) {
  this.driver?.beforeStep?.(pickle.steps.map((step) => step.text), pickle.steps.findIndex((step) => step.id === pickleStep.id));
});

AfterStep(async function (this: ScenarioWorld, { result }) {
  if (result.status !== Status.FAILED || !this.driver?.screenshot) return;
  const picture = await this.driver.screenshot();
  if (picture) this.attach(picture, 'image/png');
});

After(async function (this: ScenarioWorld) {
  await this.driver?.dispose();
});

AfterAll(async function () {
  const { shutDownBrowserAssembly } = await import('./assemblies/browser/launch');
  await shutDownBrowserAssembly();
});
