import { createServer, preview, type InlineConfig } from 'vite';
import { startMockServer } from '../mock-server/server';
import { mockBankProxy } from '../vite.config';
import { securityHeaders } from './security-headers';

export interface RunningStore {
  url: string;
  mockUrl: string;
  close(): Promise<void>;
}

interface StoreOptions {
  /** 0 picks a free port. */
  port: number;
  mockPort: number;
  host?: string;
  /** The mock bank's data file (MOCK_DB); without it, in memory. */
  dbFile?: string;
}

/**
 * The store and the mock bank on one origin: the mock bank on its own port, the store's
 * server proxying the bank's paths to it. `production` serves the built dist/ (vite preview).
 */
export async function startStore(kind: 'development' | 'production', options: StoreOptions): Promise<RunningStore> {
  const host = options.host ?? '127.0.0.1';
  const mock = await startMockServer({ port: options.mockPort, host, dbFile: options.dbFile });
  const proxy = mockBankProxy(`http://${host}:${mock.port}`);
  // STORE_DIST lets two developers' browser runs serve their own builds side by side.
  const outDir = process.env.STORE_DIST ?? 'dist';
  const config: InlineConfig = {
    configFile: new URL('../vite.config.ts', import.meta.url).pathname,
    logLevel: 'warn',
    server: { host, port: options.port, strictPort: options.port !== 0, proxy },
    // The policy names the import maps' hashes of the build it serves (scripts/security-headers.ts).
    preview: { host, port: options.port, strictPort: options.port !== 0, proxy, headers: securityHeaders(outDir) },
    build: { outDir },
  };
  if (kind === 'development') {
    const server = await createServer(config);
    await server.listen();
    const address = server.httpServer?.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    return { url: `http://${host}:${port}`, mockUrl: `http://${host}:${mock.port}`, close: async () => { await server.close(); await mock.close(); } };
  }
  const server = await preview(config);
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    mockUrl: `http://${host}:${mock.port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      await mock.close();
    },
  };
}

/** The links a customer would open, printed for developers. */
export function entryUrls(url: string): string[] {
  return [
    `银行App模式 (shareType=02):  ${url}/?shareType=02`,
    `微信分享模式 (shareType=01): ${url}/?shareType=01`,
    `分享的产品链接:              ${url}/?shareType=01&prdCode=EXP0000001&employeeNo=800123`,
    `模拟银行控制接口:            ${url}/__mock/personas`,
  ];
}
