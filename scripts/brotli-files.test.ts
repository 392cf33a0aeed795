import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliFileFor, staleBrotliFiles, writeBrotliFiles } from './brotli-files';

/** A build with a page, a script, a stylesheet, an image and a script too small to be worth it. */
function build(): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'brotli-')), 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  const long = (line: string) => Array.from({ length: 200 }, (_, at) => `${line} ${at}`).join('\n');
  writeFileSync(join(dist, 'index.html'), `<!doctype html>${long('<p>理财非存款</p>')}`);
  writeFileSync(join(dist, 'assets/app-A.js'), long('export const a = 1;'));
  writeFileSync(join(dist, 'assets/app-A.css'), long('.a { margin: 0 }'));
  writeFileSync(join(dist, 'assets/share-icon.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(dist, 'assets/tiny-B.js'), 'export {};');
  return dist;
}

describe('the build\'s Brotli files', () => {
  it('writes beside each text file worth it the same bytes, compressed; nothing beside an image or a tiny file', async () => {
    const dist = build();
    await writeBrotliFiles(dist);
    for (const file of ['index.html', 'assets/app-A.js', 'assets/app-A.css']) {
      const compressed = readFileSync(join(dist, `${file}.br`));
      expect(brotliDecompressSync(compressed).equals(readFileSync(join(dist, file)))).toBe(true);
      expect(compressed.length).toBeLessThan(readFileSync(join(dist, file)).length / 4);
    }
    expect(existsSync(join(dist, 'assets/share-icon.png.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets/tiny-B.js.br'))).toBe(false);
    expect(staleBrotliFiles(dist)).toEqual([]);
  });

  it('finds a file changed after its Brotli form was written, and one without any', async () => {
    const dist = build();
    await writeBrotliFiles(dist);
    writeFileSync(join(dist, 'index.html'), `${readFileSync(join(dist, 'index.html'), 'utf8')}<script type="importmap">{}</script>`);
    writeFileSync(join(dist, 'assets/late-C.js'), 'export const late = 1;\n'.repeat(100));
    expect(staleBrotliFiles(dist).sort()).toEqual(['assets/late-C.js', 'index.html']);
  });

  it('sends one only to a browser that takes Brotli, only for a file of the build that has one', async () => {
    const dist = build();
    await writeBrotliFiles(dist);
    expect(brotliFileFor(dist, '/assets/app-A.js', 'gzip, deflate, br, zstd')).toBe(join(dist, 'assets/app-A.js.br'));
    expect(brotliFileFor(dist, '/index.html', 'br')).toBe(join(dist, 'index.html.br'));
    expect(brotliFileFor(dist, '/assets/app-A.js', 'gzip, deflate')).toBeNull();
    expect(brotliFileFor(dist, '/assets/tiny-B.js', 'br')).toBeNull();
    expect(brotliFileFor(dist, '/assets/missing.js', 'br')).toBeNull();
    expect(brotliFileFor(dist, '/assets/share-icon.png', 'br')).toBeNull();
    // Nothing outside the build, however the address is written.
    writeFileSync(join(dist, '..', 'outside.js.br'), 'x');
    expect(brotliFileFor(dist, '/../outside.js', 'br')).toBeNull();
    expect(brotliFileFor(dist, '/assets/%2e%2e/%2e%2e/outside.js', 'br')).toBeNull();
  });
});
