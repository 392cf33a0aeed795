import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { MaturityWay, TermHolding } from '../../domain/purchase/maturity';

/** The customer's term holdings and their maturity method (b100741 lists, b100383 sets). */
export interface MaturityDesk {
  termHoldings(): Promise<CallOutcome<TermHolding[]>>;
  setWay(prdCode: string, way: MaturityWay): Promise<CallOutcome<TermHolding>>;
}
