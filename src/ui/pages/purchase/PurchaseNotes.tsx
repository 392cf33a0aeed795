import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { Product } from '../../../domain/catalog/product';
import { waysBackFrom, type BuyGate } from './buy-gate';
import { GATE_TEXT } from './purchase-texts';

/**
 * A precondition stands in the way (SPEC §4): the reason and its one fix, where the form would be
 * (/buy, /fixedtime); with nothing to fix here (a product not on sale, a branch visit), the ways back.
 */
export const BlockedPanel = observer(function BlockedPanel({ gate, product }: { gate: BuyGate; product: Product }) {
  const notice = gate.notice;
  if (!notice) return null;
  return (
    <section className="buy__blocked" role="status" data-testid="buy-blocked">
      <h2>{GATE_TEXT.blockedTitle}</h2>
      <p>{notice.message}</p>
      {notice.fix && <button type="button" className="button" onClick={() => void gate.fixBlock(product)}>{notice.fix}</button>}
      {gate.offersWaysBack && (
        <nav className="buy__ways-back" aria-label={GATE_TEXT.waysBack}>
          {waysBackFrom(product.prdCode).map((way, index) => (
            <Link key={way.address} to={way.address} className={index === 0 ? 'button' : 'button button--ghost'}>{way.text}</Link>
          ))}
        </nav>
      )}
    </section>
  );
});
