/**
 * Two assemblies of the same scenarios (ARCHITECTURE.md). Pick one with -p; the default
 * profile names none, so a run without a profile fails instead of testing nothing.
 * @browser-only scenarios need a browser; @domain-only ones state what a customer cannot do in
 * one (type text into a date picker) and run in the domain assembly only.
 * Run: TSX_TSCONFIG_PATH=tsconfig.features.json NODE_OPTIONS=--import=tsx cucumber-js -p domain
 *
 * Scenarios run in parallel workers, each a process with its own mock bank (and, in the browser
 * assembly, its own production store and Chromium), so no scenario sees another's data. How many
 * is chosen from the machine as the run starts (scripts/feature-workers.ts): the cores, less what
 * other work takes of them. FEATURE_WORKERS overrides the count (1: one at a time).
 */
import { browserWorkers, coresFree, domainWorkers } from './scripts/feature-workers.ts';

const free = process.env.FEATURE_WORKERS ? null : await coresFree();
const workers = (byMachine) => Number(process.env.FEATURE_WORKERS ?? byMachine(free));
if (free !== null) console.log(`feature workers: ${free.toFixed(2)} cores free → browser ${browserWorkers(free)}, domain ${domainWorkers(free)}`);

const common = {
  import: ['features/support/**/*.ts', 'features/step_definitions/**/*.ts'],
  strict: true,
};

export default { ...common };

export const domain = {
  ...common,
  worldParameters: { assembly: 'domain' },
  tags: 'not @browser-only',
  parallel: workers(domainWorkers),
  format: ['progress', 'html:reports/features-domain.html', 'json:reports/features-domain.json'],
};

export const browser = {
  ...common,
  worldParameters: { assembly: 'browser' },
  // What a browser cannot do as a customer (a date typed as text where the page offers a date picker)
  // is checked in the domain assembly only.
  tags: 'not @domain-only',
  parallel: workers(browserWorkers),
  format: ['progress', 'html:reports/features-browser.html', 'json:reports/features-browser.json'],
};
