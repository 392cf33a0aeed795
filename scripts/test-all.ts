import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { coresFree, domainWorkers } from './feature-workers.ts';

/**
 * npm test: every check CI runs, in order, with one closing line "N passed, N failed" summed
 * over every runner (tests counted one by one; a check such as typecheck counts as one).
 */
interface Tally {
  passed: number;
  failed: number;
}

const FEATURES_ENV = { TSX_TSCONFIG_PATH: 'tsconfig.features.json', NODE_OPTIONS: '--import=tsx' };

const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

const check = (name: string, ok: boolean): Tally => {
  console.log(`\n${ok ? '✓' : '✗'} ${name}\n`);
  return ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
};

/** Runs with the output shown as it comes, without holding the event loop (a check beside it is read meanwhile). */
const runShown = (command: string, args: string[]) => new Promise<boolean>((resolve) => {
  spawn(command, args, { stdio: 'inherit' }).on('close', (code) => resolve(code === 0));
});

/** A check's output, kept until it ends so that checks run side by side do not interleave. */
const runQuietly = (command: string, args: string[], env: Record<string, string> = {}) => new Promise<{ ok: boolean; output: string }>((resolve) => {
  let output = '';
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('close', (code) => resolve({ ok: code === 0, output }));
});

/**
 * The static checks: each one process on one core, so two cores take them side by side (on a
 * 2-core machine, 40 s instead of 60).
 */
async function staticChecks(): Promise<Tally> {
  const checks: Array<[string, string[]]> = [
    ['typecheck', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
    ['lint', ['eslint', '.']],
    ['layers (dependency-cruiser)', ['tsx', 'scripts/check-layers.ts']],
  ];
  const results = await Promise.all(checks.map(([, args]) => runQuietly('npx', args)));
  return results.reduce<Tally>((sum, { ok, output }, at) => {
    process.stdout.write(output);
    const tally = check(checks[at][0], ok);
    return { passed: sum.passed + tally.passed, failed: sum.failed + tally.failed };
  }, { passed: 0, failed: 0 });
}

/** The unit tests' tally from their report (a crash without one counts as a failure). */
function vitestTally(ok: boolean): Tally {
  if (!existsSync('reports/vitest.json')) return check('unit tests (no report)', false);
  const report = JSON.parse(readFileSync('reports/vitest.json', 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTests: number };
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  console.log(`unit tests: ${report.numPassedTests} passed, ${failed} failed`);
  return { passed: report.numPassedTests, failed: report.numTotalTests === 0 ? failed + 1 : failed };
}

interface CucumberStep { result: { status: string } }
interface CucumberScenario { name: string; type: string; steps: CucumberStep[] }

/** A cucumber run's tally from its report: a scenario fails on any step not passed, or with every step skipped. */
function featuresTally(profile: 'domain' | 'browser', ok: boolean): Tally {
  const reportFile = `reports/features-${profile}.json`;
  if (!existsSync(reportFile)) return check(`features (${profile}): no report`, false);
  const scenarios = (JSON.parse(readFileSync(reportFile, 'utf8')) as Array<{ elements: CucumberScenario[] }>)
    .flatMap((feature) => feature.elements.filter((element) => element.type === 'scenario'));
  const failed = scenarios.filter((s) => s.steps.some((step) => step.result.status !== 'passed' && step.result.status !== 'skipped') || s.steps.every((step) => step.result.status === 'skipped')).length;
  const tally = { passed: scenarios.length - failed, failed: failed + (ok || failed > 0 ? 0 : 1) };
  if (scenarios.length === 0) tally.failed += 1;
  console.log(`features (${profile}): ${tally.passed} passed, ${tally.failed} failed`);
  return tally;
}

function browserFeatures(): Tally {
  rmSync('reports/features-browser.json', { force: true });
  return featuresTally('browser', run('npx', ['cucumber-js', '-p', 'browser'], FEATURES_ENV));
}

/**
 * The unit tests and the domain assembly side by side: vitest runs one worker on a 2-core machine
 * (cores − 1) and the domain assembly's workers wait on their mock banks about half the time, so
 * in a row each left a core mostly idle (90 s wall for 110 core-s, 77 s for 86). The domain
 * assembly's output is kept until the unit tests have printed theirs. Its workers are chosen from
 * the machine before either starts: a probe beside vitest's start-up would count vitest as
 * another job's load and run the domain on one worker (144 s instead of about 75).
 */
async function unitAndDomain(): Promise<Tally> {
  rmSync('reports/vitest.json', { force: true });
  rmSync('reports/features-domain.json', { force: true });
  const free = await coresFree();
  console.log(`domain assembly: ${free.toFixed(2)} cores free → ${domainWorkers(free)} workers`);
  const domain = runQuietly('npx', ['cucumber-js', '-p', 'domain'], { ...FEATURES_ENV, FEATURE_WORKERS: String(domainWorkers(free)) });
  const unit = vitestTally(await runShown('npx', ['vitest', 'run']));
  const { ok, output } = await domain;
  process.stdout.write(output);
  const tally = featuresTally('domain', ok);
  return { passed: unit.passed + tally.passed, failed: unit.failed + tally.failed };
}

const steps: Array<[string, () => Tally | Promise<Tally>]> = [
  ['static checks', staticChecks],
  ['unit tests and features (domain)', unitAndDomain],
  ['production build', () => check('production build', run('npx', ['vite', 'build']))],
  ['same build', () => check('the same build with the cores busy', run('npx', ['tsx', 'scripts/same-build.ts']))],
  ['bundle rules', () => check('bundle rules', run('npx', ['tsx', 'scripts/check-bundle.ts']))],
  ['features (browser)', browserFeatures],
];

const total: Tally = { passed: 0, failed: 0 };
const took: string[] = [];
for (const [name, step] of steps) {
  const started = Date.now();
  const tally = await step();
  took.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  total.passed += tally.passed;
  total.failed += tally.failed;
}

console.log(`time: ${took.join(', ')}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
