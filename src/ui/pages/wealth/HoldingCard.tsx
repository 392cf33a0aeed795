import { Link } from 'react-router-dom';
import { formatYuan } from '../../../domain/money/money';
import type { Holding } from '../../../domain/holdings/holding';
import { HOLDING_FACTS } from './wealth-texts';
import { holdingCardLink, coolingOffLine } from './holding-rows';

/** One holding in a list: its name, market value and income, opening its detail (a regular holding: its family page). */
export function HoldingCard({ holding }: { holding: Holding }) {
  return (
    <li className="holding" data-testid="holding">
      <Link className="holding__link" to={holdingCardLink(holding)}>
        <span className="holding__name">{holding.prdName}</span>
        <dl className="holding__figures">
          <div><dt>{HOLDING_FACTS.amt}</dt><dd>{formatYuan(holding.amt)}</dd></div>
          <div><dt>{HOLDING_FACTS.lastIncome}</dt><dd>{formatYuan(holding.lastIncome)}</dd></div>
          <div><dt>{HOLDING_FACTS.totalIncome}</dt><dd>{formatYuan(holding.totalIncome)}</dd></div>
        </dl>
        {holding.coolingOffEnd && <span className="holding__note" data-testid="holding-cooling-off">{coolingOffLine(holding.coolingOffEnd)}</span>}
      </Link>
    </li>
  );
}
