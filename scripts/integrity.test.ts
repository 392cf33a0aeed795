import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addIntegrity, integrityProblems, sriOf } from './integrity';
import { cspHeader, importMapHashes } from './security-headers';

/** A small build: two pages (as prerendered routes would be), an entry, a preloaded chunk, a lazy chunk, a worker and a stylesheet. */
function build(): string {
  const dist = mkdtempSync(join(tmpdir(), 'integrity-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'product'));
  const files: Record<string, string> = {
    'assets/index-A.js': 'import "./first-load-B.js"; import("./lazy-C.js");',
    'assets/first-load-B.js': 'export const b = 1;',
    'assets/lazy-C.js': 'export const c = 1;',
    'assets/pdf.worker-D.mjs': 'onmessage = () => {};',
    'assets/first-load-B.css': 'body { margin: 0 }',
  };
  Object.entries(files).forEach(([file, text]) => writeFileSync(join(dist, file), text));
  const page = (title: string) => `<!doctype html><html><head><meta charset="UTF-8" /><title>${title}</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/first-load-B.js">
    <link rel="stylesheet" crossorigin href="/assets/first-load-B.css">
  </head><body><div id="root"></div></body></html>`;
  writeFileSync(join(dist, 'index.html'), page('home'));
  writeFileSync(join(dist, 'product/index.html'), page('product'));
  return dist;
}

describe('subresource integrity of a build', () => {
  it('finds every page of a build without integrity wrong', () => {
    const problems = integrityProblems(build());
    expect(problems).toContain('index.html: /assets/index-A.js has no integrity');
    expect(problems).toContain('product/index.html: no import map');
  });

  it('gives every page its tags\' integrity and an import map naming every script, before the first script', () => {
    const dist = build();
    addIntegrity(dist);
    expect(integrityProblems(dist)).toEqual([]);
    const html = readFileSync(join(dist, 'product/index.html'), 'utf8');
    expect(html).toContain(`<script integrity="${sriOf('import "./first-load-B.js"; import("./lazy-C.js");')}" type="module"`);
    const map = JSON.parse(/<script type="importmap">(.*?)<\/script>/.exec(html)![1]) as { integrity: Record<string, string> };
    expect(Object.keys(map.integrity)).toEqual(['/assets/first-load-B.js', '/assets/index-A.js', '/assets/lazy-C.js', '/assets/pdf.worker-D.mjs']);
    expect(html.indexOf('type="importmap"')).toBeLessThan(html.indexOf('<script integrity'));
    addIntegrity(dist); // again: one import map, the tags unchanged
    expect(readFileSync(join(dist, 'product/index.html'), 'utf8')).toBe(html);
  });

  it('finds a file changed after the build', () => {
    const dist = build();
    addIntegrity(dist);
    writeFileSync(join(dist, 'assets/lazy-C.js'), 'export const c = 2;');
    writeFileSync(join(dist, 'assets/first-load-B.js'), 'export const b = 2;');
    const problems = integrityProblems(dist);
    expect(problems.some((problem) => problem.startsWith('index.html: /assets/first-load-B.js integrity'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('index.html: the import map names /assets/lazy-C.js'))).toBe(true);
  });

  it('puts the import maps\' hash into script-src, once for identical maps', () => {
    const dist = build();
    expect(importMapHashes(dist)).toEqual([]);
    addIntegrity(dist);
    const hashes = importMapHashes(dist);
    expect(hashes).toHaveLength(1);
    expect(cspHeader(dist)).toContain(`script-src 'self' ${hashes[0]};`);
    expect(cspHeader()).toContain("script-src 'self';");
  });
});
