import type { Plan } from '../../../domain/purchase/plan';
import { planRows } from './plan-rows';

/** A plan in rows (see planRows). */
export function PlanFacts({ plan }: { plan: Plan }) {
  return (
    <dl className="facts" data-testid="plan-facts">
      {planRows(plan).map(([name, value]) => <div key={name} className="facts__row"><dt>{name}</dt><dd>{value}</dd></div>)}
    </dl>
  );
}
