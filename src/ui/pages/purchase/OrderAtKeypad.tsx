import { observer } from 'mobx-react-lite';
import { PaymentKeypad } from '../../components/PaymentKeypad';
import type { KeypadOrder } from '../../view-models/keypad-order';
import { BUY_TEXT } from './purchase-texts';

type PageOrder = Pick<KeypadOrder<unknown, unknown>, 'step' | 'lost' | 'pay' | 'keypadClosed' | 'checkAgain' | 'sendAgain'>;

/** The payment keypad of a page's order (a purchase, a redemption, a plan call), while it is up. */
export const OrderKeypad = observer(function OrderKeypad({ order }: { order: PageOrder }) {
  if (order.step !== 'keypad') return null;
  return <PaymentKeypad onSealed={(pin) => void order.pay(pin)} onClosed={() => order.keypadClosed()} />;
});

/**
 * What a lost answer leaves the customer: what is known, and the one way on (ask the bank again,
 * never send again; or, when the bank never got it, the keypad again for the same order).
 */
export const LostAnswerNote = observer(function LostAnswerNote({ order, testId, checkAgainText }: { order: PageOrder; testId: string; checkAgainText: string }) {
  const lost = order.lost;
  if (!lost) return null;
  return (
    <section className="buy__lost" role="status" data-testid={testId}>
      <p>{lost.message}</p>
      {lost.kind === 'unknown'
        ? <button type="button" className="button button--ghost" onClick={() => void order.checkAgain()}>{checkAgainText}</button>
        : <button type="button" className="button button--ghost" onClick={() => order.sendAgain()}>{BUY_TEXT.sendAgain}</button>}
    </section>
  );
});
