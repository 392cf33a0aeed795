import type { FeeLine, ProductData, SynopsisSection } from '../../../../domain/catalog/published';
import { SYNOPSIS_ROUTES, TRADE_RULE_ROUTES } from '../../../../domain/catalog/sub-pages';
import { FEES_ROUTE } from '../../../../domain/catalog/more-info';
import { ok, type CallOutcome } from '../../../../domain/errors/call-outcome';
import { type Resolve, TOKENS } from '../../../../application/tokens';
import { Loadable } from '../../../view-models/loadable';

const feesOf = (outcome: CallOutcome<ProductData>): CallOutcome<FeeLine[]> => (outcome.kind === 'ok' ? ok(outcome.value.fees) : outcome);

/** What a sub page shows beside its product, loaded once the product is known. */
export const SUB_PAGE_CONTENT = {
  /** The sales material (t200007): its sections, HTML not yet sanitised. */
  synopsis: (resolve: Resolve, prdCode: string) =>
    new Loadable<SynopsisSection[]>(() => resolve(TOKENS.productCatalog).synopsis(prdCode), resolve(TOKENS.presentFailure), []),
  /** The trading rules (t200001), decoded HTML not yet sanitised; empty when none. */
  tradeRules: (resolve: Resolve, prdCode: string) =>
    new Loadable<string>(() => resolve(TOKENS.productCatalog).tradeRules(prdCode), resolve(TOKENS.presentFailure), ''),
  /** The fee lines of t200003. */
  fees: (resolve: Resolve, prdCode: string) =>
    new Loadable<FeeLine[]>(async () => feesOf(await resolve(TOKENS.productCatalog).data(prdCode)), resolve(TOKENS.presentFailure), []),
} as const;

export type SubPageContent = keyof typeof SUB_PAGE_CONTENT;

/** Which content a sub page's address shows; null for any other page. */
export function subPageContentOf(path: string): SubPageContent | null {
  if ((SYNOPSIS_ROUTES as readonly string[]).includes(path)) return 'synopsis';
  if ((TRADE_RULE_ROUTES as readonly string[]).includes(path)) return 'tradeRules';
  return path === FEES_ROUTE ? 'fees' : null;
}
