import http from 'node:http';
import https from 'node:https';
import { getPriority } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHosting, type Hosting } from './hosting';

const fetchInsecure = (url: string, headers: Record<string, string> = {}) => new Promise<{ status: number; encoding?: string; body: Buffer }>((done, failed) => {
  https.get(url, { rejectUnauthorized: false, headers }, (answer) => {
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => done({ status: answer.statusCode ?? 0, encoding: answer.headers['content-encoding'], body: Buffer.concat(chunks) }));
  }).on('error', failed);
});

const BANK_ANSWER = JSON.stringify({ list: Array.from({ length: 20 }, (_, i) => ({ prdCode: `P${i}`, prdName: '稳健理财' })) });

describe('the bench hosting', () => {
  let upstream: http.Server;
  let hosting: Hosting;
  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      if (request.url?.startsWith('/h5/api/')) response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(BANK_ANSWER);
      else if (request.url?.startsWith('/assets/')) response.writeHead(200, { 'content-type': 'application/javascript', 'content-encoding': 'br' }).end('brotli bytes');
      else response.end(`store ${request.url}`);
    });
    await new Promise<void>((listening) => upstream.listen(0, '127.0.0.1', listening));
    const { port } = upstream.address() as { port: number };
    hosting = await startHosting(`http://127.0.0.1:${port}`);
  }, 30_000);
  afterAll(async () => {
    await hosting.close();
    upstream.close();
  });

  it('passes requests on to the store over HTTPS', async () => {
    const { status, body } = await fetchInsecure(`${hosting.url}/list?kind=term`);
    expect([status, body.toString()]).toEqual([200, 'store /list?kind=term']);
  });

  it('gzips the bank\'s JSON on the way, as the documented nginx does, for a browser that takes gzip', async () => {
    const { encoding, body } = await fetchInsecure(`${hosting.url}/h5/api/query/t100001`, { 'accept-encoding': 'gzip, deflate, br' });
    expect([encoding, gunzipSync(body).toString()]).toEqual(['gzip', BANK_ANSWER]);
    expect(body.length).toBeLessThan(BANK_ANSWER.length / 4);
    const plain = await fetchInsecure(`${hosting.url}/h5/api/query/t100001`);
    expect([plain.encoding, plain.body.toString()]).toEqual([undefined, BANK_ANSWER]);
  });

  it('passes a file the store sends compressed as it is', async () => {
    const { encoding, body } = await fetchInsecure(`${hosting.url}/assets/entry.js`, { 'accept-encoding': 'gzip, br' });
    expect([encoding, body.toString()]).toEqual(['br', 'brotli bytes']);
  });

  it('runs below the browser priority', () => {
    expect(getPriority(hosting.pid)).toBe(10);
  });
});
