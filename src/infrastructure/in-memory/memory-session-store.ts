import type { SessionKey, SessionStore } from '../../application/ports/system';

export class MemorySessionStore implements SessionStore {
  readonly values = new Map<SessionKey, string>();
  get = (key: SessionKey) => this.values.get(key) ?? null;
  set = (key: SessionKey, value: string) => void this.values.set(key, value);
  remove = (key: SessionKey) => void this.values.delete(key);
}
