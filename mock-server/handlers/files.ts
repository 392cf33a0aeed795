import { readFileSync } from 'node:fs';
import { failure, type MockResponse } from '../envelopes';

/** The sample documents t100011 links to, committed in mock-server/files (made by make-pdfs.ts). */
const FILES_DIR = new URL('../files/', import.meta.url);
/** Only plain names: nothing can reach outside the files folder. */
const FILE_NAME = /^[a-z0-9-]{1,64}\.pdf$/;
const cache = new Map<string, Buffer>();

function read(name: string): Buffer | undefined {
  if (!cache.has(name)) {
    try {
      cache.set(name, readFileSync(new URL(name, FILES_DIR)));
    } catch {
      return undefined;
    }
  }
  return cache.get(name);
}

/** GET /h5/files/<name>.pdf: the PDF itself; an unknown file a 404 envelope. */
export function servedFile(method: string, name: string): MockResponse {
  if (method !== 'GET') return failure('dbank', 'E0405', `不支持的请求方法：${method}`, 405);
  const file = FILE_NAME.test(name) ? read(name) : undefined;
  if (!file) return failure('dbank', 'E0404', `文件不存在：${name}`, 404);
  return { status: 200, file, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${name}"` } };
}
