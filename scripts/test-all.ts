import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

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

/** A check's output, kept until it ends so that checks run side by side do not interleave. */
const runQuietly = (command: string, args: string[]) => new Promise<{ ok: boolean; output: string }>((resolve) => {
  let output = '';
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
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

function vitest(): Tally {
  rmSync('reports/vitest.json', { force: true });
  const ok = run('npx', ['vitest', 'run']);
  if (!existsSync('reports/vitest.json')) return check('unit tests (no report)', false);
  const report = JSON.parse(readFileSync('reports/vitest.json', 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTests: number };
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  console.log(`unit tests: ${report.numPassedTests} passed, ${failed} failed`);
  return { passed: report.numPassedTests, failed: report.numTotalTests === 0 ? failed + 1 : failed };
}

interface CucumberStep { result: { status: string } }
interface CucumberScenario { name: string; type: string; steps: CucumberStep[] }

function features(profile: 'domain' | 'browser'): Tally {
  const reportFile = `reports/features-${profile}.json`;
  rmSync(reportFile, { force: true });
  const ok = run('npx', ['cucumber-js', '-p', profile], FEATURES_ENV);
  if (!existsSync(reportFile)) return check(`features (${profile}): no report`, false);
  const scenarios = (JSON.parse(readFileSync(reportFile, 'utf8')) as Array<{ elements: CucumberScenario[] }>)
    .flatMap((feature) => feature.elements.filter((element) => element.type === 'scenario'));
  const failed = scenarios.filter((s) => s.steps.some((step) => step.result.status !== 'passed' && step.result.status !== 'skipped') || s.steps.every((step) => step.result.status === 'skipped')).length;
  const tally = { passed: scenarios.length - failed, failed: failed + (ok || failed > 0 ? 0 : 1) };
  if (scenarios.length === 0) tally.failed += 1;
  console.log(`features (${profile}): ${tally.passed} passed, ${tally.failed} failed`);
  return tally;
}

const steps: Array<[string, () => Tally | Promise<Tally>]> = [
  ['static checks', staticChecks],
  ['unit tests', vitest],
  ['production build', () => check('production build', run('npx', ['vite', 'build']))],
  ['same build', () => check('the same build with the cores busy', run('npx', ['tsx', 'scripts/same-build.ts']))],
  ['bundle rules', () => check('bundle rules', run('npx', ['tsx', 'scripts/check-bundle.ts']))],
  ['features (domain)', () => features('domain')],
  ['features (browser)', () => features('browser')],
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
