// @ts-check
/**
 * Mutation testing (issue 34 item 7): `npm run mutation`. Stryker changes the rules' code one small
 * step at a time (a mutant) and runs the unit tests that import the changed file; a mutant no test
 * notices "survives". Long, so not part of `npm test`. Narrow it with
 * `npm run mutation -- --mutate "src/domain/money/*.ts"`; see docs/measures.md.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  mutate: [
    'src/domain/**/*.ts',
    'src/application/**/*.ts',
    'mock-server/rules/**/*.ts',
    '!**/*.test.ts',
  ],
  testRunner: 'vitest',
  // The project's own config; `related` runs only the test files that import the mutated file.
  vitest: { configFile: 'vitest.config.ts', related: true },
  // Per-test coverage: each mutant runs only the tests that reached it in the first run.
  coverageAnalysis: 'perTest',
  // Two cores shared with other engineers: one test runner at a time.
  concurrency: 1,
  // A mutant that makes a loop endless times out after the test's own time × 1.5 + 10 s.
  timeoutMS: 10_000,
  timeoutFactor: 1.5,
  dryRunTimeoutMinutes: 10,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // `npm run mutation -- --incremental` reuses the results of mutants and tests that did not change.
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  // Sandboxes under .tmp/ (git- and lint-ignored); builds and reports are not copied into them.
  tempDirName: '.tmp/stryker',
  ignorePatterns: ['dist', 'dist-*', 'reports', '.tmp', 'bench/lighthouse'],
  cleanTempDir: true,
};
