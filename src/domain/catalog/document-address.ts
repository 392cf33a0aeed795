/**
 * Where an instruction document (t100011 webAddress) may be opened from: the bank's own files on
 * this origin (/h5/files/<name>.pdf) or an https address. Anything else (javascript:, data:, plain
 * http, //other-host, a path elsewhere) is refused, so a bad address can never run or leak anything.
 */
const BANK_FILE = /^\/h5\/files\/[A-Za-z0-9._-]{1,96}\.pdf$/;

export function documentAddressOf(address: string | null | undefined): string | null {
  const text = address?.trim() ?? '';
  if (BANK_FILE.test(text) && !text.includes('..')) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

/** The /pdf address that shows a document inside the store. */
export const documentPageQuery = (document: { insName: string; webAddress: string }) => ({ url: document.webAddress, title: document.insName });
