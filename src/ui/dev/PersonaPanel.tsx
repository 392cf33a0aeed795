import { useEffect, useState } from 'react';

interface Persona {
  id: string;
  description: string;
}

/** Development only: lists the mock bank's personas and switches the customer every token maps to. */
export default function PersonaPanel() {
  const [open, setOpen] = useState(false);
  const [personas, setPersonas] = useState<Persona[]>([]);
  const [current, setCurrent] = useState('');
  const [error, setError] = useState('');

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

  return (
    <div className="dev-persona">
      <button type="button" className="dev-persona__toggle" onClick={() => setOpen(!open)} aria-expanded={open}>
        开发：切换客户
      </button>
      {open && (
        <div className="dev-persona__panel" role="dialog" aria-label="切换模拟客户">
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
      )}
    </div>
  );
}
