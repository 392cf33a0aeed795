/** Where a link without a page lands and where the store sends a customer home: the home list (SPEC §2). */
export const HOME_ROUTE = '/';

/** The store's two entry modes (SPEC §1): 01 messaging-app share, 02 bank app. */
export type ShareType = '01' | '02';
export const SHARE_TYPES: readonly ShareType[] = ['01', '02'];

export const isShareType = (value: unknown): value is ShareType =>
  typeof value === 'string' && (SHARE_TYPES as readonly string[]).includes(value);

/** What a link into the store may carry (mode 01 shares carry product, client manager, serial). */
export interface EntryLink {
  shareType?: string;
  prdCode?: string;
  /** The client-manager number; shared links carry it as employeeNo. */
  employeeNo?: string;
  clientManager?: string;
  wxSerialNo?: string;
  openId?: string;
  accessToken?: string;
}

export interface Entry {
  shareType: ShareType;
  prdCode?: string;
  clientManager?: string;
  wxSerialNo?: string;
  /** Link values that were malformed and therefore ignored, by parameter name. */
  ignored: string[];
}

export type EntryResult = { ok: true; entry: Entry } | { ok: false };

const CODE = /^[A-Za-z0-9]{1,32}$/;
const SERIAL = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * DECISIONS.md: shareType 01 or 02 on the first load, then the mode kept in the session;
 * any other value, or none on a fresh session, is the invalid entry.
 */
export function resolveEntry(link: EntryLink, storedShareType: string | null): EntryResult {
  const shareType = link.shareType ?? storedShareType ?? undefined;
  if (!isShareType(shareType)) return { ok: false };
  const ignored: string[] = [];
  const pick = (name: string, value: string | undefined, pattern: RegExp) => {
    if (value === undefined || value === '') return undefined;
    if (pattern.test(value)) return value;
    ignored.push(name);
    return undefined;
  };
  const managerParam = link.employeeNo !== undefined ? 'employeeNo' : 'clientManager';
  return {
    ok: true,
    entry: {
      shareType,
      prdCode: pick('prdCode', link.prdCode, CODE),
      clientManager: pick(managerParam, link.employeeNo ?? link.clientManager, CODE),
      wxSerialNo: pick('wxSerialNo', link.wxSerialNo, SERIAL),
      ignored,
    },
  };
}

/** A product code as links and routes may carry it. */
export const isProductCode = (value: unknown): value is string => typeof value === 'string' && CODE.test(value);
