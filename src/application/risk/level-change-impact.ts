import type { CurrentFlag, Holding } from '../../domain/holdings/holding';
import { productsAbove } from '../../domain/risk/level-change';
import type { ProductCatalog } from '../ports/product-catalog';
import { FIRST_HOLDINGS_PAGE, HOLDINGS_PAGING, type WealthDesk } from '../ports/wealth-desk';

/** A product named to the customer with its risk level. */
export interface ProductAtLevel {
  prdCode: string;
  prdName: string;
  /** R1–R5. */
  riskLevel: string;
}

/**
 * What a changed level changes (Art. 29: shown before the customer confirms it): the held
 * products above the new level, and the watched one, the product whose purchase led to the
 * questionnaire (the store keeps no watch list or viewing history: docs/decisions.md). `held` is
 * null when the holdings could not be read; the customer may still confirm.
 */
export interface LevelChangeImpact {
  held: ProductAtLevel[] | null;
  watched: ProductAtLevel[];
}

const FLAGS: CurrentFlag[] = ['0', '1'];
const atLevel = ({ prdCode, prdName, riskLevel }: Pick<Holding, 'prdCode' | 'prdName' | 'riskLevel'>): ProductAtLevel => ({ prdCode, prdName, riskLevel: riskLevel ?? '' });

export class SeeLevelChangeImpact {
  constructor(private readonly wealth: WealthDesk, private readonly catalog: ProductCatalog) {}

  /** @param level the new level (C1–C5); @param watchedPrdCode the product the customer was buying, if any */
  async of(level: string, watchedPrdCode?: string): Promise<LevelChangeImpact> {
    const [holdings, watched] = await Promise.all([this.#allHoldings(), watchedPrdCode ? this.catalog.detail(watchedPrdCode) : null]);
    return {
      held: holdings && productsAbove(level, holdings).map(atLevel),
      // A product the bank cannot answer is left out: nothing to compare.
      watched: watched?.kind === 'ok' ? productsAbove(level, [watched.value]).map(atLevel) : [],
    };
  }

  /** Every holding of both kinds, page after page (SPEC §9: 99, then 20); null when a page fails. */
  async #allHoldings(): Promise<Holding[] | null> {
    const all: Holding[] = [];
    for (const flag of FLAGS) {
      let page = FIRST_HOLDINGS_PAGE;
      for (;;) {
        const answer = await this.wealth.holdings(flag, page);
        if (answer.kind !== 'ok') return null;
        const { holdings, total } = answer.value;
        all.push(...holdings);
        const next = page.offSet + holdings.length;
        if (holdings.length === 0 || next >= total) break;
        page = { offSet: next, queryNum: HOLDINGS_PAGING.next };
      }
    }
    return all;
  }
}
