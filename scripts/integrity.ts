/**
 * Subresource integrity for every script of the build (issue 19 item 4, docs/security.md
 * "Integrity"): each built page's entry script, modulepreload links and stylesheets carry the
 * SHA-256 of their file, and an import map names the SHA-256 of every script file of the build, so
 * every lazy chunk (a dynamic import, or a modulepreload link the preload helper adds) is refused
 * unless it is byte for byte the one built. The import map is inline JSON, which the policy treats
 * as inline script: scripts/security-headers.ts puts its hash into script-src.
 *
 * SHA-256, not 384: the map names every chunk (about 80), and a hash does not compress, so each
 * 16 bytes more per file would cost every first screen over 1 KB more.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build's files are served from, and which of them are scripts. */
const ASSETS = 'assets';
const SCRIPT_FILE = /\.m?js$/;

export const sriOf = (bytes: Buffer | string): string => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/** Every file under `dist`, relative, with / separators. */
const filesUnder = (dist: string): string[] => readdirSync(dist, { recursive: true, encoding: 'utf8' }).map((file) => file.split('\\').join('/'));

/** The import map of a build: the integrity of each script file, by its address. */
export function integrityMap(dist: string): Record<string, string> {
  const scripts = filesUnder(dist).filter((file) => file.startsWith(`${ASSETS}/`) && SCRIPT_FILE.test(file)).sort();
  return Object.fromEntries(scripts.map((file) => [`/${file}`, sriOf(readFileSync(join(dist, file)))]));
}

/** The tags of a page that load a file of the build: scripts with src, and modulepreload and stylesheet links. */
const LOADING_TAG = /<(script\b[^>]*\bsrc|link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref)="(\/[^"]+)"[^>]*>/g;
const IMPORT_MAP = /<script type="importmap"[^>]*>([\s\S]*?)<\/script>/;

/**
 * The page with integrity on each tag that loads a file of the build, and the import map before
 * the first of them (an import map must come before any module is fetched).
 */
export function withIntegrity(html: string, map: Record<string, string>, fileIntegrity: (address: string) => string | undefined): string {
  const tagged = html.replace(IMPORT_MAP, '').replace(LOADING_TAG, (tag, _kind: string, address: string) => {
    const integrity = fileIntegrity(address);
    if (!integrity || /\bintegrity=/.test(tag)) return tag;
    return tag.replace(/^<(\w+)/, `<$1 integrity="${integrity}"`);
  });
  const importMap = `<script type="importmap">${JSON.stringify({ integrity: map })}</script>`;
  const first = tagged.search(/<script\b|<link\b[^>]*\brel="modulepreload"/);
  return first < 0 ? tagged.replace('</head>', `${importMap}</head>`) : `${tagged.slice(0, first)}${importMap}${tagged.slice(first)}`;
}

/** Every built page of `dist`, rewritten with integrity. */
export function addIntegrity(dist: string): void {
  const map = integrityMap(dist);
  const fileIntegrity = (address: string) => map[address] ?? fileSri(dist, address);
  for (const page of filesUnder(dist).filter((file) => file.endsWith('.html'))) {
    const path = join(dist, page);
    writeFileSync(path, withIntegrity(readFileSync(path, 'utf8'), map, fileIntegrity));
  }
}

function fileSri(dist: string, address: string): string | undefined {
  try {
    return sriOf(readFileSync(join(dist, address.split(/[?#]/)[0])));
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with the build's integrity: a page's tag that loads a file without integrity, or
 * with one its file does not have; a page without an import map, or one that misses a script
 * file or names a wrong hash. Empty when every page is right.
 */
export function integrityProblems(dist: string): string[] {
  const map = integrityMap(dist);
  const pages = filesUnder(dist).filter((file) => file.endsWith('.html'));
  if (pages.length === 0) return [`no page in ${dist}`];
  return pages.flatMap((page) => {
    const html = readFileSync(join(dist, page), 'utf8');
    const problems: string[] = [];
    for (const [tag, , address] of html.matchAll(LOADING_TAG)) {
      const claimed = /\bintegrity="([^"]+)"/.exec(tag)?.[1];
      const actual = fileSri(dist, address);
      if (!claimed) problems.push(`${page}: ${address} has no integrity`);
      else if (claimed !== actual) problems.push(`${page}: ${address} integrity ${claimed} is not its file's ${actual}`);
    }
    const importMap = IMPORT_MAP.exec(html)?.[1];
    if (!importMap) return [...problems, `${page}: no import map`];
    const named = (JSON.parse(importMap) as { integrity?: Record<string, string> }).integrity ?? {};
    for (const [address, sri] of Object.entries(map)) {
      if (named[address] !== sri) problems.push(`${page}: the import map names ${address} as ${named[address] ?? 'nothing'}, its file is ${sri}`);
    }
    const mapAt = html.indexOf('<script type="importmap"');
    const firstModule = html.search(/<script\b(?![^>]*type="importmap")|<link\b[^>]*\brel="modulepreload"/);
    if (firstModule >= 0 && firstModule < mapAt) problems.push(`${page}: the import map comes after a script`);
    return problems;
  });
}

/**
 * The build step: last of the plugins, once every file is written (the prerendered pages too, so
 * whatever writes pages must do it before closeBundle's post order), it adds the integrity to every
 * page of the output and checks it, failing the build on any problem.
 */
export function subresourceIntegrity(): Plugin {
  let dist = 'dist';
  return {
    name: 'subresource-integrity',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      dist = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        addIntegrity(dist);
        const problems = integrityProblems(dist);
        if (problems.length > 0) throw new Error(`subresource integrity:\n${problems.join('\n')}`);
      },
    },
  };
}
