import type { SessionKey, SessionStore } from '../../application/ports/system';

const PREFIX = 'wealth.';

/** sessionStorage; a browser that refuses storage (private mode) degrades to memory, never throws. */
export class BrowserSessionStore implements SessionStore {
  private readonly fallback = new Map<string, string>();

  constructor(private readonly storage: Storage | undefined) {}

  get(key: SessionKey): string | null {
    try {
      return this.storage?.getItem(PREFIX + key) ?? this.fallback.get(key) ?? null;
    } catch {
      return this.fallback.get(key) ?? null;
    }
  }

  set(key: SessionKey, value: string): void {
    this.fallback.set(key, value);
    try {
      this.storage?.setItem(PREFIX + key, value);
    } catch {
      /* memory keeps it */
    }
  }

  remove(key: SessionKey): void {
    this.fallback.delete(key);
    try {
      this.storage?.removeItem(PREFIX + key);
    } catch {
      /* nothing stored */
    }
  }
}
