import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { differences } from './same-build';

const buildOf = (files: Record<string, string>): string => {
  const dir = mkdtempSync(join(tmpdir(), 'build-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
};

describe('comparing two builds byte for byte (issue 34 item 1)', () => {
  it('finds none between the same files', () => {
    const files = { 'index.html': '<html>', 'assets/entry-abc.js': 'x' };
    expect(differences(buildOf(files), buildOf(files))).toEqual([]);
  });

  it('names a file with other bytes, and a file only one build has, on either side', () => {
    const a = buildOf({ 'index.html': '<html>', 'assets/early-data-1.js': 'a', 'assets/x.js': 'same' });
    const b = buildOf({ 'index.html': '<html> ', 'assets/early-data-2.js': 'a', 'assets/x.js': 'same' });
    expect(differences(a, b)).toEqual(['assets/early-data-1.js (only in ' + a + ')', 'index.html (other bytes)', 'assets/early-data-2.js (only in ' + b + ')']);
  });
});
