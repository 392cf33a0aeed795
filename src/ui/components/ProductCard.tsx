import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { Product } from '../../domain/catalog/product';
import { ordinaryFigureOf, termTextOf, yieldDateText } from '../../domain/catalog/product-texts';
import { useStores } from '../app/services';
import { withPrdCode } from '../../domain/catalog/template-route';
import { PlainRisk } from './ElderMode';
import { ROUTES } from '../app/router';

/** Card-sized loading skeletons (the list is aria-busy meanwhile), so the page does not jump when the products arrive. */
export const productCardSkeletons = (count: number) =>
  Array.from({ length: count }, (_, i) => <li key={i} className="product-card product-card--skeleton" aria-hidden="true" />);

/**
 * One product in a list: name, headline yield or benchmark, minimum purchase, risk, term; for a
 * product above the customer's level, a mark saying so, and no 首发热销 (issue 18 item 2: both
 * only once the level is known).
 */
export const ProductCard = observer(function ProductCard({ product }: { product: Product }) {
  const { marks, settled } = useStores().level;
  const yieldText = marks ? marks.figure(product) : ordinaryFigureOf(product);
  const mark = marks?.mark(product);
  const term = termTextOf(product);
  return (
    <li className="product-card">
      <Link to={withPrdCode(ROUTES.productLink.path, product.prdCode)} className="product-card__link" data-testid="product-card" data-prd-code={product.prdCode} data-sign-in-followed={settled}>
        <span className="product-card__name">{product.prdName}</span>
        {mark && <span className="above-level">{mark}</span>}
        <span className="product-card__figures">
          <span className="product-card__yield">
            <strong className={yieldText.label ? 'yield' : 'yield yield--hot'}>{yieldText.value}</strong>
            {yieldText.label && <small>{yieldText.label}</small>}
            {yieldText.date && <time className="yield-date" dateTime={yieldText.date}>{yieldDateText(yieldText.date)}</time>}
          </span>
          <span className="product-card__facts">
            <span>{product.formatPfirstAmt}起购</span>
            <span>{product.riskName}</span>
            <PlainRisk product={product} />
            {term && <span>{term}</span>}
          </span>
        </span>
      </Link>
    </li>
  );
});

export function EmptyState({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <div className="empty-state" role="status">
      <p>{text}</p>
      {onRetry && (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          重新加载
        </button>
      )}
    </div>
  );
}
