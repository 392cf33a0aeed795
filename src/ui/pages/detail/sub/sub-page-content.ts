import { SYNOPSIS_ROUTES, TRADE_RULE_ROUTES } from '../../../../domain/catalog/sub-pages';
import { FEES_ROUTE } from '../../../../domain/catalog/more-info';

/** What a sub page shows beside its product (src/ui/compose/more-info.ts makes each). */
export type SubPageContent = 'synopsis' | 'tradeRules' | 'fees';

/** Which content a sub page's address shows; null for any other page. */
export function subPageContentOf(path: string): SubPageContent | null {
  if ((SYNOPSIS_ROUTES as readonly string[]).includes(path)) return 'synopsis';
  if ((TRADE_RULE_ROUTES as readonly string[]).includes(path)) return 'tradeRules';
  return path === FEES_ROUTE ? 'fees' : null;
}
