import type { AddressInfo } from 'node:net';
import jsonServer from 'json-server';
import type { NextFunction, Request, Response } from 'express';
import { createMockBank, type MockBank } from './bank';

export interface RunningMockServer {
  port: number;
  bank: MockBank;
  close(): Promise<void>;
}

const text = (value: unknown): string | undefined => (Array.isArray(value) ? text(value[0]) : typeof value === 'string' ? value : undefined);

/** The mock bank over HTTP: json-server's REST router at /__mock/db, everything else through the bank. */
export async function startMockServer(options: { port: number; host?: string; today?: string }): Promise<RunningMockServer> {
  const bank = createMockBank({ today: options.today });
  const app = jsonServer.create();
  app.use('/__mock/db', jsonServer.router(bank.db as never));
  app.use(jsonServer.bodyParser);
  app.use(async (req: Request, res: Response) => {
    const query = Object.fromEntries(Object.entries(req.query).map(([name, value]) => [name, text(value)]));
    const answer = await bank.handle({ method: req.method, path: req.path, query, body: req.body });
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
      server.close(() => resolve());
    }),
  };
}
