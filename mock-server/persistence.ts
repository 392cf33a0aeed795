import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { MOCK_DB_COLLECTIONS, type MockDb } from './seed/build-seed';

/**
 * Where the mock bank keeps its data, as lowdb's adapter (read at start, write on every change):
 * in memory (the default), or in a JSON file (MOCK_DB). `settled()` resolves once every change made
 * so far is on disk; the bank answers a request only then.
 */
export interface DbStore {
  /** The data as it was left, or undefined: none yet, seed it. */
  read(): MockDb | undefined;
  write(state: MockDb): void;
  settled(): Promise<void>;
  /** Writes what is pending now (at start: a file that cannot be written stops the start). */
  flush(): void;
}

/** The data file is there but is not the mock bank's data: the bank refuses to start rather than overwrite it. */
export class CorruptDbFile extends Error {
  constructor(file: string, reason: string) {
    super(`模拟银行数据文件已损坏：${file}（${reason}）。为免覆盖其中的数据，模拟银行拒绝启动；请修复或移走该文件，或用 MOCK_DB 指定另一个文件。`);
  }
}

/** For the entry points (npm run mock, npm start): a corrupt data file is said in plain words on stderr, and nothing starts. */
export function exitIfCorrupt(error: unknown): never {
  if (!(error instanceof CorruptDbFile)) throw error;
  console.error(error.message);
  process.exit(1);
}

export const memoryStore = (): DbStore => ({ read: () => undefined, write: () => undefined, settled: () => Promise.resolve(), flush: () => undefined });

/**
 * The data in a JSON file. lowdb writes several times in one request (the PIN's random, the product,
 * the order); those writes are coalesced and the whole state is written once, after the request's
 * synchronous handling (setImmediate), so the file always holds whole requests: never an amount taken
 * without its order. A write goes to `<file>.<pid>.tmp` in the same directory, is fsynced, then
 * renamed over the file (atomic), so a process killed at any moment leaves the old or the new file.
 */
export function jsonFileStore(file: string): DbStore {
  let pending: MockDb | undefined;
  let flushing: Promise<void> | undefined;

  const flush = () => {
    if (pending) writeAtomically(file, pending);
    pending = undefined;
  };
  const schedule = (): Promise<void> => {
    if (flushing) return flushing;
    flushing = new Promise<void>((resolve, reject) => setImmediate(() => {
      flushing = undefined;
      try {
        flush();
        resolve();
      } catch (error) {
        reject(error);
      }
    }));
    // A failed write is answered to the requests waiting on it (none may be); the state stays pending for the next.
    flushing.catch(() => undefined);
    return flushing;
  };

  return {
    read: () => {
      mkdirSync(dirname(file), { recursive: true });
      const state = readDbFile(file);
      removeStaleTemporaries(file);
      return state;
    },
    write: (state) => {
      pending = state;
      void schedule();
    },
    settled: () => (pending ? schedule() : Promise.resolve()),
    flush,
  };
}

/** The whole state, atomically: a temporary file in the same directory, fsynced, then renamed over the file. */
function writeAtomically(file: string, state: MockDb): void {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    writeFileSync(fd, JSON.stringify(state));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
}

/** The file's data; undefined when there is no file; a CorruptDbFile when it is not the mock bank's data. */
export function readDbFile(file: string): MockDb | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let state: unknown;
  try {
    state = JSON.parse(text);
  } catch (error) {
    throw new CorruptDbFile(file, `不是有效的JSON：${(error as Error).message}`);
  }
  const missing = MOCK_DB_COLLECTIONS.filter((name) => !Array.isArray((state as Partial<Record<string, unknown>> | null)?.[name]));
  if (missing.length > 0) throw new CorruptDbFile(file, `缺少数据集合：${missing.join('、')}`);
  return state as MockDb;
}

/** What a killed process left behind: its temporary file, never renamed. */
function removeStaleTemporaries(file: string): void {
  const prefix = `${basename(file)}.`;
  readdirSync(dirname(file))
    .filter((name) => name.startsWith(prefix) && /^\d+\.tmp$/.test(name.slice(prefix.length)))
    .forEach((name) => rmSync(join(dirname(file), name), { force: true }));
}
