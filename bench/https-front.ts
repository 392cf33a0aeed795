import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';

/**
 * The store as a bank hosts it, for the bench: behind a TLS front that speaks HTTP/2, as nginx does
 * (docs/shell.md, "Hosting behind nginx"). A customer's phone reaches the store only over HTTPS, and
 * the protocol shapes the load on a slow network: over HTTP/1.1 a page has six connections and every
 * file costs a round trip of its own, over HTTP/2 the files share one connection. Lighthouse
 * simulates whichever protocol it saw, so a plain-HTTP bench measured a network no customer has
 * (one handshake fewer, six connections instead of one).
 *
 * The certificate is made for this run (openssl, a P-256 key for 127.0.0.1) and thrown away; the
 * bench's Chromium is told to accept it (lighthouse-run.ts).
 */
export interface HttpsFront {
  url: string;
  close(): Promise<void>;
}

/** Headers of one connection, which a proxy does not pass on (HTTP/2 forbids them). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'host']);
const passed = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

/**
 * What the documented nginx compresses on the way (docs/shell.md: `gzip on`, `gzip_types`, at its
 * default level 1) when the store has no compressed file for it: above all the bank's JSON, which
 * the mock bank, like the bank's services behind a gateway, sends as it is.
 */
const GZIP_TYPES = /^(text\/html|text\/css|application\/javascript|application\/json|image\/svg\+xml)\b/;
const gzipsOnTheWay = (acceptEncoding: string | undefined, answer: http.IncomingHttpHeaders): boolean =>
  !answer['content-encoding'] && GZIP_TYPES.test(answer['content-type'] ?? '') && /\bgzip\b/.test(acceptEncoding ?? '');

function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'store-front-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An HTTPS front (HTTP/2, HTTP/1.1 for clients that ask for it) passing every request on to the store at `upstream`. */
export async function startHttpsFront(upstream: string): Promise<HttpsFront> {
  const target = new URL(upstream);
  const server = http2.createSecureServer({ ...throwawayCertificate(), allowHTTP1: true }, (request, response) => {
    const onward = http.request({ host: target.hostname, port: target.port, method: request.method, path: request.url, headers: { ...passed(request.headers), host: target.host } }, (answer) => {
      if (!gzipsOnTheWay(request.headers['accept-encoding'], answer.headers)) {
        response.writeHead(answer.statusCode ?? 502, passed(answer.headers));
        answer.pipe(response);
        return;
      }
      const headers = passed(answer.headers);
      delete headers['content-length'];
      response.writeHead(answer.statusCode ?? 502, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
      answer.pipe(createGzip({ level: 1 })).pipe(response);
    });
    onward.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(onward);
  });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  return {
    url: `https://127.0.0.1:${port}`,
    close: () => new Promise((closed) => {
      server.close(() => closed());
      sessions.forEach((session) => session.destroy()); // a browser still holding a connection
    }),
  };
}
