import { observer } from 'mobx-react-lite';
import type { Product } from '../../domain/catalog/product';
import { useStores } from '../app/services';
import { ELDER_MODE_TEXT } from './component-texts';

/** The 长辈版 switch: a real toggle button, named the same on and off. */
export const ElderModeSwitch = observer(function ElderModeSwitch() {
  const { elderMode } = useStores();
  return <ElderSwitchButton on={elderMode.on} onToggle={() => elderMode.toggle()} />;
});

/** The switch's button as it looks, on or off; in a prerendered first screen, before the store runs, it is off. */
export function ElderSwitchButton({ on, onToggle }: { on: boolean; onToggle?: () => void }) {
  return (
    <button type="button" className="elder-switch" aria-pressed={on} onClick={onToggle}>
      {on && <span aria-hidden="true">{ELDER_MODE_TEXT.onMark}</span>}
      {ELDER_MODE_TEXT.switch}
    </button>
  );
}

/** Beside a product's risk level in 长辈版: what it means for the customer's money. */
export const PlainRisk = observer(function PlainRisk({ product }: { product: Pick<Product, 'riskLevel' | 'riskName'> }) {
  const words = useStores().elderMode.riskWords(product);
  return words && <span className="plain-risk" data-testid="plain-risk">{ELDER_MODE_TEXT.riskWords}{words}</span>;
});
