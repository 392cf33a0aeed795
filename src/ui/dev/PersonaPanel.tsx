import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { readTabMemory, tabSpot, type Box, type Side, type TabMemory } from './persona-tab-spot';

interface Persona {
  id: string;
  description: string;
}

/** The tab's session memory (folded or open, which side): the page reloads on every switch. */
const MEMORY_KEY = 'dev.personaTab';
/** Every control of the page the folded tab must leave uncovered. */
const CONTROLS = 'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])';
/** The tab's own size (styles.css, .dev-persona__tab). */
const TAB = { width: 22, height: 84 };

const SIDE_TEXT: Record<Side, string> = { left: '移到右边', right: '移到左边' };

function remembered(): TabMemory {
  try {
    return readTabMemory(sessionStorage.getItem(MEMORY_KEY));
  } catch {
    return readTabMemory(null);
  }
}

/** The page's visible controls, as boxes. */
function controlBoxes(own: Element | null): Box[] {
  return [...document.querySelectorAll(CONTROLS)]
    .filter((element) => !own?.contains(element))
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight);
}

/**
 * Development only: lists the mock bank's personas and switches the customer every token maps to.
 * Folded, it is a narrow tab on one edge of the screen that moves up or down (or to the other edge)
 * so that it never covers a control of the page, and steps out of sight while no spot is free (it
 * comes back as soon as the page, scrolled or changed, leaves one). Open, it is a
 * panel the developer asked for, with 收起 and a button to move the tab to the other side. Folded or
 * open and the side are remembered for the tab's session.
 */
export default function PersonaPanel() {
  const [memory, setMemory] = useState<TabMemory>(remembered);
  const [spot, setSpot] = useState<{ side: Side; top: number } | null>(null);
  const [personas, setPersonas] = useState<Persona[]>([]);
  const [current, setCurrent] = useState('');
  const [error, setError] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const open = !memory.folded;

  const remember = (next: TabMemory) => {
    setMemory(next);
    try {
      sessionStorage.setItem(MEMORY_KEY, JSON.stringify(next));
    } catch {
      // A browser that refuses storage forgets it on the next load; nothing else changes.
    }
  };

  // Where the folded tab may sit now: measured after every change of the page, its scroll or size.
  const place = useCallback(() => {
    const next = tabSpot(
      { side: memory.side, ...TAB, viewportWidth: document.documentElement.clientWidth, viewportHeight: window.innerHeight, preferredTop: window.innerHeight * 0.4 },
      controlBoxes(root.current),
    );
    // The same spot again changes nothing (the tab's own move is a change the observer sees).
    setSpot((now) => (now?.side === next?.side && now?.top === next?.top ? now : next));
  }, [memory.side]);

  useLayoutEffect(() => {
    if (open) return undefined;
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    place();
    const observer = new MutationObserver(later);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'style', 'hidden', 'open'] });
    window.addEventListener('scroll', later, { passive: true, capture: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', later, { capture: true });
      window.removeEventListener('resize', later);
    };
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    Promise.all([fetch('/__mock/personas').then((r) => r.json()), fetch('/__mock/state').then((r) => r.json())])
      .then(([list, state]: [Persona[], { persona: string }]) => {
        setPersonas(list);
        setCurrent(state.persona);
      })
      .catch(() => setError('模拟银行未启动，无法切换客户'));
  }, [open]);

  const choose = async (id: string) => {
    const response = await fetch('/__mock/persona', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id }) });
    if (response.ok) window.location.reload();
    else setError('切换失败');
  };

  if (!open) {
    // No free spot on either edge: out of sight until the page leaves one.
    if (!spot) return <div ref={root} className="dev-persona" hidden />;
    return (
      <div ref={root} className={`dev-persona dev-persona--${spot.side}`} style={{ top: spot.top }}>
        <button type="button" className="dev-persona__tab" aria-expanded={false} aria-label="开发：切换客户" onClick={() => remember({ ...memory, folded: false })}>
          切换客户
        </button>
      </div>
    );
  }

  return (
    <div ref={root} className={`dev-persona dev-persona--open dev-persona--${memory.side}`}>
      <div className="dev-persona__panel" role="dialog" aria-label="切换模拟客户">
        <p className="dev-persona__bar">
          <button type="button" aria-expanded onClick={() => remember({ ...memory, folded: true })}>收起</button>
          <button type="button" onClick={() => remember({ ...memory, side: memory.side === 'left' ? 'right' : 'left' })}>{SIDE_TEXT[memory.side]}</button>
        </p>
        {error && <p role="alert">{error}</p>}
        <ul>
          {personas.map((persona) => (
            <li key={persona.id}>
              <button type="button" onClick={() => void choose(persona.id)} aria-pressed={persona.id === current}>
                <strong>{persona.id}</strong> {persona.description}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
