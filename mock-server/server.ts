import type { AddressInfo } from 'node:net';
import jsonServer from 'json-server';
import type { NextFunction, Request, Response } from 'express';
import { createMockBank, type MockBank } from './bank';
import { REPORT_CONTENT_TYPES } from './policy-reports';

export interface RunningMockServer {
  port: number;
  bank: MockBank;
  close(): Promise<void>;
}

/** json-server's router; its `render` (undeclared in the types) sends every REST answer. */
type RestRouter = ReturnType<typeof jsonServer.router> & { render(req: Request, res: Response): void };

const text = (value: unknown): string | undefined => (Array.isArray(value) ? text(value[0]) : typeof value === 'string' ? value : undefined);

/** A browser's policy report (policy-reports.ts) is JSON under a content type of its own: read as JSON. */
function policyReportBody(req: Request, _res: Response, next: NextFunction): void {
  if (!REPORT_CONTENT_TYPES.includes((req.get('Content-Type') ?? '').split(';')[0].trim())) return next();
  let raw = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (raw += chunk));
  req.on('end', () => {
    try {
      req.body = JSON.parse(raw);
    } catch {
      req.body = undefined;
    }
    next();
  });
}

/**
 * The mock bank over HTTP: json-server's REST router at /__mock/db, everything else through the bank.
 * `dbFile` (MOCK_DB) keeps the data in that JSON file; without it, in memory.
 */
export async function startMockServer(options: { port: number; host?: string; today?: string; dbFile?: string }): Promise<RunningMockServer> {
  const bank = createMockBank({ today: options.today, dbFile: options.dbFile });
  const app = jsonServer.create();
  const rest = jsonServer.router(bank.db as never) as unknown as RestRouter;
  // A REST change (PATCH /__mock/db/rules/…) is answered once it is in the data file, as the bank's calls are.
  rest.render = (_req, res) => void bank.settled().then(() => res.jsonp(res.locals.data), () => res.status(500).json({ success: false, code: 'E9999', msg: '模拟银行数据未能写入' }));
  app.use('/__mock/db', rest);
  app.use(policyReportBody);
  app.use(jsonServer.bodyParser);
  app.use(async (req: Request, res: Response) => {
    const query = Object.fromEntries(Object.entries(req.query).map(([name, value]) => [name, text(value)]));
    const answer = await bank.handle({ method: req.method, path: req.path, query, body: req.body, customer: req.get('X-Mock-Customer') });
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (answer.drop) return void req.socket.destroy();
    res.set('Cache-Control', 'no-store');
    if (answer.redirect) return res.redirect(answer.status, answer.redirect);
    if (answer.headers) res.set(answer.headers);
    if (answer.rawBody !== undefined) return void res.status(answer.status).send(answer.rawBody);
    if (answer.file) return void res.status(answer.status).send(answer.file);
    res.status(answer.status).json(answer.body);
  });
  // A body that is not JSON (or any other express error) still gets an envelope.
  app.use((error: Error & { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    res.status(error.status && error.status < 500 ? error.status : 400).json({ success: false, code: 'E0400', msg: '请求体不是有效的JSON' });
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(options.port, options.host ?? '127.0.0.1', () => resolve(s));
  });
  return {
    port: (server.address() as AddressInfo).port,
    bank,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections?.();
      server.close(() => void bank.settled().then(() => resolve(), () => resolve()));
    }),
  };
}
