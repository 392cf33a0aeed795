import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { busyLoop, shareTaken } from './slow-host';

describe('the slow-host harness (issue 34 item 2)', () => {
  it('takes half of each core unless SLOW_HOST_SHARE says otherwise, and refuses a share that is no share', () => {
    expect(shareTaken(undefined)).toBe(0.5);
    expect(shareTaken('0.75')).toBe(0.75);
    for (const wrong of ['0', '1', '1.5', 'half', '-0.2']) expect(() => shareTaken(wrong)).toThrow(/SLOW_HOST_SHARE/);
  });

  it('works and rests in turns: a loop at 30 % is busy for 30 ms of each 100', () => {
    expect(busyLoop(0.3)).toContain('busy = 30, rest = 70');
  });

  it('runs the command, passes its exit code on and leaves no busy loop behind', () => {
    const run = spawnSync('npx', ['tsx', 'scripts/slow-host.ts', 'node', '-e', 'process.exit(3)'], { encoding: 'utf8', env: { ...process.env, SLOW_HOST_SHARE: '0.2' } });
    expect(run.stdout).toMatch(/busy loops take 20 % of each core/);
    expect(run.status).toBe(3);
    const stray = spawnSync('pgrep', ['-f', 'busy = 20, rest = 80'], { encoding: 'utf8' });
    expect(stray.stdout.trim()).toBe('');
  });
});
