import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import type { LoadOnFirstOpen } from '../view-models/load-on-first-open';
import { EmptyState } from './ProductCard';
import { ServerHtml } from './ServerHtml';

export interface CollapsibleTexts {
  title: string;
  loading: string;
  empty: string;
  failed: string;
}

/** What an open section shows: its loading line, failure with retry, absence in words, or the sanitised text. */
export const SectionBody = observer(function SectionBody({ section, texts }: { section: LoadOnFirstOpen; texts: CollapsibleTexts }) {
  return (
    <div className="section-body" data-section-body="">
      {section.shows === 'loading' && <p className="muted">{texts.loading}</p>}
      {section.shows === 'failed' && <EmptyState text={texts.failed} onRetry={() => void section.retry()} />}
      {section.shows === 'empty' && <EmptyState text={texts.empty} />}
      {section.shows === 'content' && <ServerHtml className="server-html" html={section.content} />}
    </div>
  );
});

/** A section that opens on a real button and shows server HTML loaded on first opening. */
export const Collapsible = observer(function Collapsible({ section, texts, testId }: { section: LoadOnFirstOpen; texts: CollapsibleTexts; testId: string }) {
  const bodyId = useId();
  return (
    <section className="collapsible" data-testid={testId}>
      <h2 className="collapsible__title">
        <button type="button" aria-expanded={section.open} aria-controls={bodyId} onClick={() => void section.toggle()}>
          {texts.title}
          <span className="collapsible__chevron" aria-hidden="true">▾</span>
        </button>
      </h2>
      {section.open && (
        <div id={bodyId} className="collapsible__body">
          <SectionBody section={section} texts={texts} />
        </div>
      )}
    </section>
  );
});
