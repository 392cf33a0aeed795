import { useEffect, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { SectionBody, type CollapsibleTexts } from './Collapsible';
import type { LoadOnFirstOpen } from '../view-models/load-on-first-open';

/**
 * A link-like button that opens server text in a modal popup (the native <dialog>: focus stays
 * inside, Esc and the close button both close it).
 */
export const PopupSection = observer(function PopupSection({ section, texts, testId }: { section: LoadOnFirstOpen; texts: CollapsibleTexts & { close: string }; testId: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (section.open && !element?.open) element?.showModal();
    if (!section.open && element?.open) element.close();
  }, [section.open]);

  return (
    // A <div> (inline by its class), not a <span>: it holds the <dialog>, which no phrasing element may.
    <div className="popup-section" data-testid={testId}>
      <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => void section.toggle()}>
        {texts.title}
      </button>
      <dialog ref={dialog} className="popup" aria-labelledby={titleId} onClose={() => section.open && void section.toggle()}>
        <h2 id={titleId} className="popup__title">{texts.title}</h2>
        {section.open && <SectionBody section={section} texts={texts} />}
        <button type="button" className="button popup__close" onClick={() => void section.toggle()}>
          {texts.close}
        </button>
      </dialog>
    </div>
  );
});
