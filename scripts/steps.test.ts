import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('the step glossary', () => {
  // Loading the step definitions needs cucumber's own loader under tsx (see the npm script), not vitest's.
  it('is what features/STEPS.md says (else: npm run steps)', () => {
    const check = spawnSync('npm', ['run', '--silent', 'steps', '--', '--check'], { encoding: 'utf8' });
    expect(check.status, `${check.stderr}${check.stdout}`).toBe(0);
  }, 60_000);
});
