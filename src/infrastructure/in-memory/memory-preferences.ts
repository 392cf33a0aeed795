import type { Preferences } from '../../application/ports/preferences';

/** The fast assembly's device: it keeps the choice for as long as the scenario's phone lives. */
export class MemoryPreferences implements Preferences {
  private elder: boolean | null = null;
  elderMode = () => this.elder;
  setElderMode = (on: boolean) => void (this.elder = on);
}
