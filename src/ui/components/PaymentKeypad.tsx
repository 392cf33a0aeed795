import { useEffect, useRef, useState } from 'react';
import type { SealedPin } from '../../application/ports/pin-sealer';
import { PAYMENT_PIN_LENGTH } from '../../domain/purchase/payment-pin';
import { useShell } from '../app/services';
import { useFocusTrap } from './use-focus-trap';
import { PAYMENT_KEYPAD_TEXT } from './component-texts';

/** The ten digits in an order of their own for each opening, so the taps' places say nothing of the PIN. */
function shuffledDigits(): string[] {
  const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
  const random = globalThis.crypto.getRandomValues(new Uint32Array(digits.length));
  for (let i = digits.length - 1; i > 0; i -= 1) {
    const j = random[i] % (i + 1);
    [digits[i], digits[j]] = [digits[j], digits[i]];
  }
  return digits;
}

/**
 * The 6-digit payment keypad sheet (SPEC §4). The digits live only here, in a ref that is never
 * rendered, stored or logged: on the sixth the sheet seals them (SM2) and hands over the sealed
 * PIN; closed before that, it reports the entry unfinished.
 */
export function PaymentKeypad({ onSealed, onClosed }: { onSealed: (pin: SealedPin) => void; onClosed: () => void }) {
  const sealer = useShell().pinSealer;
  const [digits] = useState(shuffledDigits);
  const entry = useRef('');
  const [count, setCount] = useState(0);
  const [sealing, setSealing] = useState(false);
  const sheet = useRef<HTMLDivElement>(null);

  useEffect(() => () => {
    entry.current = '';
  }, []);

  const type = (digit: string) => {
    if (sealing || entry.current.length >= PAYMENT_PIN_LENGTH) return;
    entry.current += digit;
    setCount(entry.current.length);
    if (entry.current.length < PAYMENT_PIN_LENGTH) return;
    const pin = entry.current;
    entry.current = '';
    setSealing(true);
    void sealer.seal(pin).then(onSealed, onClosed);
  };

  const erase = () => {
    entry.current = entry.current.slice(0, -1);
    setCount(entry.current.length);
  };

  const close = () => {
    entry.current = '';
    onClosed();
  };
  useFocusTrap(sheet, close);

  return (
    <div className="sheet-backdrop">
      <div className="keypad" role="dialog" aria-modal="true" aria-labelledby="keypad-title" tabIndex={-1} ref={sheet} data-testid="keypad">
        <div className="keypad__head">
          <h2 id="keypad-title">{PAYMENT_KEYPAD_TEXT.title}</h2>
          <button type="button" className="keypad__close" aria-label={PAYMENT_KEYPAD_TEXT.close} onClick={close}>×</button>
        </div>
        {/* A live region announces its text as it changes (not a changed aria-label): "已输入3位，共6位". */}
        <div className="keypad__dots" role="status">
          {Array.from({ length: PAYMENT_PIN_LENGTH }, (_, i) => <span key={i} aria-hidden="true" className={i < count ? 'keypad__dot keypad__dot--filled' : 'keypad__dot'} />)}
          <span className="visually-hidden">{PAYMENT_KEYPAD_TEXT.entered(count)}</span>
        </div>
        <div className="keypad__keys">
          {digits.slice(0, 9).map((digit) => <button type="button" key={digit} className="keypad__key" onClick={() => type(digit)} disabled={sealing}>{digit}</button>)}
          <span />
          <button type="button" className="keypad__key" onClick={() => type(digits[9])} disabled={sealing}>{digits[9]}</button>
          <button type="button" className="keypad__key keypad__key--erase" onClick={erase} disabled={sealing}>{PAYMENT_KEYPAD_TEXT.erase}</button>
        </div>
      </div>
    </div>
  );
}
