// @ts-check
import base from './stryker.config.mjs';

/**
 * Mutation testing through the Cucumber domain assembly (issue 34 item 7): `npm run mutation:features`.
 * The scenarios are the proof the store shows a customer; this asks whether they notice a changed
 * rule. Stryker's command runner has no per-test coverage, so every mutant runs the whole command:
 * the config stays narrow (the cooling-off rule, the bank's and the store's, against its feature)
 * and the run stops at the first failing scenario. About 10 s a mutant on this 2-core machine;
 * docs/measures.md has the figures. Widen it with `--mutate` and more feature files, not in CI.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...base,
  mutate: ['mock-server/rules/cooling-off.ts', 'src/domain/holdings/cooling-off.ts'],
  testRunner: 'command',
  // One worker (two cores shared with other engineers); the first failing scenario kills the mutant.
  commandRunner: { command: 'FEATURE_WORKERS=1 npm run features:domain -- --fail-fast --format summary features/cooling-off.feature' },
  coverageAnalysis: 'off',
  // A run of the feature takes 10–40 s here: a mutant that hangs it is over a minute after the dry run's time × 1.5.
  timeoutMS: 60_000,
  htmlReporter: { fileName: 'reports/mutation/features/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/features/mutation.json' },
  incrementalFile: 'reports/mutation/features/stryker-incremental.json',
  tempDirName: '.tmp/stryker-features',
};
