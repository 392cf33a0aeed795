import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/** The text files a page loads, by extension, with the type they are sent as. */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Below this, a file fits in a packet or two whatever its encoding. */
const WORTH_KIB = 1;

const compress = promisify(brotliCompress);

/** Every text file of the build worth compressing, as paths under `dist`. */
const textFiles = (dist: string): string[] =>
  readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => extname(file) in TEXT_TYPES && statSync(join(dist, file)).size >= WORTH_KIB * 1024);

/** Writes `name.br` beside each text file of the build, at Brotli's highest quality (it is done once, at build time). */
export async function writeBrotliFiles(dist: string): Promise<void> {
  await Promise.all(textFiles(dist).map(async (file) => {
    const text = readFileSync(join(dist, file));
    const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: text.length };
    writeFileSync(join(dist, `${file}.br`), await compress(text, { params }));
  }));
}

/** The build's text files whose `.br` is missing or holds other bytes (written before a plugin changed the file). */
export const staleBrotliFiles = (dist: string): string[] =>
  textFiles(dist).filter((file) => {
    try {
      return !brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).equals(readFileSync(join(dist, file)));
    } catch {
      return true;
    }
  });

/** The `.br` file to send for a request, or null (the browser does not take Brotli, or the build wrote none for it). */
export function brotliFileFor(dist: string, pathname: string, acceptEncoding: string): string | null {
  if (!/\bbr\b/.test(acceptEncoding) || !(extname(pathname) in TEXT_TYPES)) return null;
  const file = resolve(dist, `.${decodeURIComponent(pathname)}.br`);
  if (!file.startsWith(dist + sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * Brotli instead of gzip: the store's JS is an eighth smaller (a shared link's first load 177 → 155
 * KiB), which on a slow network is the first screen's last bytes. The build writes each text file's
 * `.br` beside it, after every other plugin has written its files (subresource integrity hashes the
 * decoded bytes, so it is unchanged); the production server sends it to a browser that takes
 * Brotli, as nginx's `brotli_static on` does (docs/shell.md), and gzips the rest as before.
 */
export function brotliFiles(): Plugin {
  let dist = 'dist';
  let building = false;
  return {
    name: 'brotli-files',
    // With subresourceIntegrity among the last plugins, and after it: their closeBundle hooks run in that order.
    enforce: 'post',
    configResolved(config) {
      dist = resolve(config.root, config.build.outDir);
      building = config.command === 'build';
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (building) await writeBrotliFiles(dist);
      },
    },
    configurePreviewServer(server) {
      const headers = server.config.preview.headers ?? {};
      server.middlewares.use((req, res, next) => {
        const { pathname } = new URL(req.url ?? '/', 'http://store');
        const file = req.method === 'GET' || req.method === 'HEAD' ? brotliFileFor(dist, pathname, String(req.headers['accept-encoding'] ?? '')) : null;
        if (!file) return next();
        const { size, mtimeMs } = statSync(file);
        const etag = `W/"br-${size}-${mtimeMs}"`;
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value as string);
        res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('ETag', etag);
        if (req.headers['if-none-match'] === etag) {
          res.statusCode = 304;
          return res.end();
        }
        res.setHeader('Content-Type', TEXT_TYPES[extname(pathname)]);
        res.setHeader('Content-Encoding', 'br');
        res.setHeader('Content-Length', size);
        res.end(req.method === 'HEAD' ? undefined : readFileSync(file));
      });
    },
  };
}
