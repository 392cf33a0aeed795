import type { Preferences } from '../../application/ports/preferences';
import type { Product } from '../../domain/catalog/product';
import { riskInPlainWords } from '../../domain/catalog/risk-in-plain-words';
import { makeViewState } from '../view-models/view-state';

/**
 * 长辈版 (README Decisions): the customer's switch, remembered on the device. `show` puts it on the
 * page (start.tsx: the html class), from the start and at each toggle.
 */
export class ElderMode {
  on: boolean;

  constructor(readonly preferences: Preferences, private readonly show: (on: boolean) => void) {
    this.on = preferences.elderMode() === true;
    show(this.on);
    makeViewState(this);
  }

  toggle(): void {
    this.on = !this.on;
    this.preferences.setElderMode(this.on);
    this.show(this.on);
  }

  /** What the product's risk level means for the customer's money: said in 长辈版 only. */
  riskWords(product: Pick<Product, 'riskLevel' | 'riskName'>): string | null {
    return this.on ? riskInPlainWords(product) : null;
  }
}
