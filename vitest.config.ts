import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'mock-server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    // The tests share no state between files (no module mocks, no stubbed globals, fake timers
    // restored), so one worker thread runs file after file on one module cache: 66 s and 70
    // core-s on a 2-core machine, against 99 s and 116 for a process per file (docs/measures.md).
    pool: 'threads',
    isolate: false,
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
  },
});
