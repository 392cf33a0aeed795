import http from 'node:http';
import https from 'node:https';
import { getPriority } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHosting, type Hosting } from './hosting';

const fetchInsecure = (url: string) => new Promise<{ status: number; body: string }>((done, failed) => {
  https.get(url, { rejectUnauthorized: false }, (answer) => {
    let body = '';
    answer.on('data', (chunk) => { body += chunk; });
    answer.on('end', () => done({ status: answer.statusCode ?? 0, body }));
  }).on('error', failed);
});

describe('the bench hosting', () => {
  let upstream: http.Server;
  let hosting: Hosting;
  beforeAll(async () => {
    upstream = http.createServer((request, response) => response.end(`store ${request.url}`));
    await new Promise<void>((listening) => upstream.listen(0, '127.0.0.1', listening));
    const { port } = upstream.address() as { port: number };
    hosting = await startHosting(`http://127.0.0.1:${port}`);
  }, 30_000);
  afterAll(async () => {
    await hosting.close();
    upstream.close();
  });

  it('passes requests on to the store over HTTPS', async () => {
    expect(await fetchInsecure(`${hosting.url}/list?kind=term`)).toEqual({ status: 200, body: 'store /list?kind=term' });
  });

  it('runs below the browser priority', () => {
    expect(getPriority(hosting.pid)).toBe(10);
  });
});
