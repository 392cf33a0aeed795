import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../../mock-server/seed/build-seed';
import { FORBIDDEN_PROMISES } from './disclosure';

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });

const offending = (text: string) => FORBIDDEN_PROMISES.filter((word) => text.includes(word));

describe('no promise of capital or safety (issue 3: no 保本 / 无风险 anywhere)', () => {
  it('is in none of the store\'s texts', () => {
    const hits = sources('src').filter((path) => !path.endsWith('disclosure.ts')).flatMap((path) => offending(readFileSync(path, 'utf8')).map((word) => `${path}: ${word}`));
    expect(hits).toEqual([]);
  });

  it('is in none of the mock bank\'s published data', () => {
    expect(offending(JSON.stringify(buildSeed('2026-11-22')))).toEqual([]);
  });
});
