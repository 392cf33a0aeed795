// @ts-check
/**
 * Mutation testing through the Cucumber domain assembly (issue 34 item 7): `npm run mutation:features`.
 * The scenarios are the proof the store shows a customer; this asks whether they notice a changed
 * rule. Stryker's command runner has no per-test coverage, so every mutant runs the whole command:
 * the config stays narrow (the cooling-off rule, the bank's and the store's, against its feature)
 * and the run stops at the first failing scenario. About 20 s a mutant on this 2-core machine;
 * docs/measures.md has the figures. Widen it with `--mutate` and more feature files, not in CI.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  mutate: ['mock-server/rules/cooling-off.ts', 'src/domain/holdings/cooling-off.ts'],
  testRunner: 'command',
  commandRunner: {
    // One worker (two cores shared with other engineers); the first failing scenario kills the mutant.
    command: 'FEATURE_WORKERS=1 npm run features:domain -- --fail-fast --format summary features/cooling-off.feature',
  },
  coverageAnalysis: 'off',
  concurrency: 1,
  // A run of the feature takes 20–40 s here: a mutant that hangs it is over a minute after the dry run's time × 1.5.
  timeoutMS: 60_000,
  timeoutFactor: 1.5,
  dryRunTimeoutMinutes: 10,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/features/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/features/mutation.json' },
  incrementalFile: 'reports/mutation/features/stryker-incremental.json',
  tempDirName: '.tmp/stryker-features',
  ignorePatterns: ['dist', 'dist-*', 'reports', '.tmp', 'bench/lighthouse'],
  cleanTempDir: true,
};
