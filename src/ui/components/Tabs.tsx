import { useRef, type KeyboardEvent } from 'react';
import './tabs.css';

/** SPEC §9: up to 4 tabs share the width; more scroll sideways. */
const TABS_WITHOUT_SCROLL = 4;

/** A row of tabs (WAI-ARIA tabs pattern): arrow keys move between them; the chosen one is pressed in words too. */
export function Tabs({ label, tabs, selected, onSelect, testId, plain = false }: {
  label: string;
  /** Underlined text instead of pills, for a second row of tabs under a first. */
  plain?: boolean;
  tabs: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  testId?: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + tabs.length) % tabs.length;
    onSelect(next);
    list.current?.querySelectorAll<HTMLButtonElement>('[role=tab]')[next]?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} data-testid={testId}
      className={['tabs', tabs.length > TABS_WITHOUT_SCROLL && 'tabs--scroll', plain && 'tabs--plain'].filter(Boolean).join(' ')}>
      {tabs.map((tab, index) => (
        <button key={tab} type="button" role="tab" className="tabs__tab" aria-selected={index === selected} tabIndex={index === selected ? 0 : -1}
          onClick={() => onSelect(index)} onKeyDown={(event) => move(event, index)}>
          {tab}
        </button>
      ))}
    </div>
  );
}
