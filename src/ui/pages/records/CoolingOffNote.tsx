import { useEffect, useState, type ReactNode } from 'react';
import { countdownText, type CoolingOff } from '../../../domain/holdings/cooling-off';
import { COOLING_OFF_TEXT } from './records-texts';

/** Draws again every second: a live countdown reads the clock anew each time. */
function useEverySecond(): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, []);
}

/**
 * 冷静期 of a private purchase: its end, a live countdown (read from the view-model's clock every second),
 * and, while it lasts, what `action` gives (the cancel, or the way to the order); once over, that it is.
 */
export function CoolingOffNote({ read, action }: { read: () => CoolingOff | null; action?: ReactNode }) {
  useEverySecond();
  const state = read();
  if (!state) return null;
  return (
    <section className="cooling-off" aria-label={COOLING_OFF_TEXT.label} data-testid="cooling-off" data-over={state.over}>
      <p className="cooling-off__end" data-testid="cooling-off-end">{COOLING_OFF_TEXT.until(state.end)}</p>
      {state.over ? <p className="cooling-off__over" role="status">{COOLING_OFF_TEXT.over}</p> : (
        <>
          <p className="cooling-off__left">{COOLING_OFF_TEXT.left} <span role="timer" data-testid="cooling-off-left">{countdownText(state.leftMs)}</span></p>
          <p className="cooling-off__note">{COOLING_OFF_TEXT.note}</p>
          {action}
        </>
      )}
    </section>
  );
}
