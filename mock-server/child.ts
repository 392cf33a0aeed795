import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The mock bank running in a process of its own (npm run mock). */
export interface MockBankProcess {
  url: string;
  /** SIGKILL: the bank dies at once, mid-write if it was writing. */
  kill(): Promise<void>;
  /** SIGTERM: the bank finishes its writes and stops. */
  stop(): Promise<void>;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STARTED = /模拟银行已启动：(http:\/\/\S+)/;

/**
 * Starts `npm run mock` (without npm) on a free port with its data in `dbFile`, so that a test or the
 * load bench can kill it and a load generator does not share its event loop. Rejects with what the bank
 * said on stderr when it does not start (a corrupt data file).
 */
export function spawnMockBank(dbFile: string): Promise<MockBankProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, MOCK_DB: dbFile, MOCK_PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const end = async (signal: NodeJS.Signals) => {
    child.kill(signal);
    await exited;
  };
  let stdout = '';
  let stderr = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = STARTED.exec(stdout)?.[1];
      if (url) resolve({ url, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') });
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    void exited.then((code) => reject(new Error(`模拟银行未能启动（退出码 ${code}）：${stderr.trim()}`)));
  });
}
