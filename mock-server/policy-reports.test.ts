import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockBank } from './bank';
import { startMockServer, type RunningMockServer } from './server';

const handle = (bank: ReturnType<typeof createMockBank>, method: string, body?: unknown) => bank.handle({ method, path: '/__mock/csp-reports', query: {}, body });

/** A Reporting API (report-to) batch and a report-uri report, as Chromium sends them. */
const REPORTING_API = [{
  type: 'csp-violation', age: 3, url: 'http://127.0.0.1:4173/', user_agent: 'Chromium',
  body: { documentURL: 'http://127.0.0.1:4173/', effectiveDirective: 'require-trusted-types-for', blockedURL: 'trusted-types-sink', sourceFile: 'http://127.0.0.1:4173/assets/x.js', lineNumber: 7, sample: 'Element innerHTML|<b>', disposition: 'enforce' },
}, { type: 'deprecation', body: {} }];
const REPORT_URI = { 'csp-report': { 'document-uri': 'http://127.0.0.1:4173/pdf', 'violated-directive': 'script-src-elem', 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline', 'script-sample': 'window.__x = 1', disposition: 'enforce' } };

describe('the policy reports (POST/GET/DELETE /__mock/csp-reports)', () => {
  it('keeps both forms in one shape, lists them, keeps them across a reset, and forgets them on DELETE', async () => {
    const bank = createMockBank();
    expect((await handle(bank, 'POST', REPORTING_API)).body).toEqual({ ok: true, received: 1 });
    expect((await handle(bank, 'POST', REPORT_URI)).body).toEqual({ ok: true, received: 1 });
    expect((await handle(bank, 'POST', { nothing: 'here' })).body).toEqual({ ok: true, received: 0 });
    bank.reset();
    expect((await handle(bank, 'GET')).body).toEqual([
      { directive: 'require-trusted-types-for', blocked: 'trusted-types-sink', page: 'http://127.0.0.1:4173/', source: 'http://127.0.0.1:4173/assets/x.js:7', sample: 'Element innerHTML|<b>', disposition: 'enforce', via: 'report-to' },
      { directive: 'script-src-elem', blocked: 'inline', page: 'http://127.0.0.1:4173/pdf', source: '', sample: 'window.__x = 1', disposition: 'enforce', via: 'report-uri' },
    ]);
    await handle(bank, 'DELETE');
    expect((await handle(bank, 'GET')).body).toEqual([]);
  });

  describe('over HTTP, in the content types browsers send', () => {
    let server: RunningMockServer;
    beforeAll(async () => {
      server = await startMockServer({ port: 0 });
    });
    afterAll(() => server.close());

    it('reads application/csp-report and application/reports+json as JSON', async () => {
      const url = `http://127.0.0.1:${server.port}/__mock/csp-reports`;
      const post = (type: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'Content-Type': type }, body: JSON.stringify(body) }).then((r) => r.json());
      expect(await post('application/csp-report', REPORT_URI)).toEqual({ ok: true, received: 1 });
      expect(await post('application/reports+json', REPORTING_API)).toEqual({ ok: true, received: 1 });
      expect(await (await fetch(url)).json()).toHaveLength(2);
    });
  });
});
