import type { Preferences } from '../../application/ports/preferences';

const ELDER_MODE = 'wealth.elderMode';

/**
 * localStorage, so a choice outlives the visit; a browser that refuses storage (private mode,
 * site data blocked) keeps it in memory for the visit, never throws.
 */
export class LocalPreferences implements Preferences {
  private elder: boolean | null = null;

  constructor(private readonly storage: () => Storage) {}

  elderMode(): boolean | null {
    try {
      const stored = this.storage().getItem(ELDER_MODE);
      return stored === null ? this.elder : stored === '1';
    } catch {
      return this.elder;
    }
  }

  setElderMode(on: boolean): void {
    this.elder = on;
    try {
      this.storage().setItem(ELDER_MODE, on ? '1' : '0');
    } catch {
      /* memory keeps it */
    }
  }
}
