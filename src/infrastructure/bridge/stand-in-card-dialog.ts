import type { CardBinding } from '../../application/ports/native-bridge';
import { CARD_FORM_TEXT, CardBindingForm, fetchPostJson, mockBankCardDesk } from './stand-in-card-binding';

/** The stand-in's card-binding screen over the mock bank on the store's origin (`POST /__mock/native/card`). */
export const openMockBankCardBinding = (): Promise<CardBinding> => openCardBindingDialog(new CardBindingForm(mockBankCardDesk(fetchPostJson)));

/**
 * Draws the stand-in's card-binding screen as a modal `<dialog>` over the store, as the bank app draws
 * its own screen over the web view: a labelled card-number field, the bank's refusal read out
 * (role=alert), 确认添加 and 取消; Escape is 取消. Loaded only when a customer opens it.
 */
export function openCardBindingDialog(form: CardBindingForm, doc: Document = document): Promise<CardBinding> {
  const dialog = doc.createElement('dialog');
  dialog.className = 'standin-card';
  dialog.setAttribute('aria-labelledby', 'standin-card-title');
  dialog.setAttribute('aria-describedby', 'standin-card-intro');
  // Built element by element, not by innerHTML: under Trusted Types an HTML string is refused.
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string>, ...children: Node[]) => {
    const made = doc.createElement(tag);
    Object.entries(attributes).forEach(([name, value]) => made.setAttribute(name, value));
    made.append(...children);
    return made;
  };
  dialog.append(element('form', { class: 'standin-card__form', novalidate: '' },
    element('p', { class: 'standin-card__origin' }),
    element('h2', { id: 'standin-card-title', class: 'standin-card__title' }),
    element('p', { id: 'standin-card-intro', class: 'standin-card__intro' }),
    element('label', { for: 'standin-card-no', class: 'standin-card__label' }),
    element('input', {
      id: 'standin-card-no', name: 'cardNo', class: 'standin-card__input', type: 'text', inputmode: 'numeric', autocomplete: 'cc-number', maxlength: '23', 'aria-describedby': 'standin-card-error',
    }),
    element('p', { id: 'standin-card-error', class: 'standin-card__error', role: 'alert' }),
    element('div', { class: 'standin-card__actions' },
      element('button', { type: 'button', class: 'button button--ghost', 'data-action': 'cancel' }),
      element('button', { type: 'submit', class: 'button', 'data-action': 'submit' })),
  ));
  const $ = <T extends Element>(selector: string) => dialog.querySelector<T>(selector)!;
  $('.standin-card__origin').textContent = CARD_FORM_TEXT.standIn;
  $('.standin-card__title').textContent = CARD_FORM_TEXT.title;
  $('.standin-card__intro').textContent = CARD_FORM_TEXT.intro;
  $('.standin-card__label').textContent = CARD_FORM_TEXT.label;
  const input = $<HTMLInputElement>('#standin-card-no');
  input.placeholder = CARD_FORM_TEXT.placeholder;
  const error = $<HTMLElement>('#standin-card-error');
  const cancel = $<HTMLButtonElement>('[data-action=cancel]');
  const submit = $<HTMLButtonElement>('[data-action=submit]');
  cancel.textContent = CARD_FORM_TEXT.cancel;
  submit.textContent = CARD_FORM_TEXT.submit;

  return new Promise((resolve) => {
    const finish = (binding: CardBinding) => {
      dialog.close();
      dialog.remove();
      resolve(binding);
    };
    const show = () => {
      error.textContent = form.message ?? '';
      input.setAttribute('aria-invalid', String(form.message !== null));
      submit.disabled = form.sending;
      submit.textContent = form.sending ? CARD_FORM_TEXT.sending : CARD_FORM_TEXT.submit;
    };
    $<HTMLFormElement>('form').addEventListener('submit', (event) => {
      event.preventDefault();
      const sent = form.submit(input.value);
      show();
      void sent.then((card) => {
        if (card) return finish(card);
        show();
        input.focus();
      });
    });
    cancel.addEventListener('click', () => finish('cancelled'));
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish('cancelled');
    });
    doc.body.append(dialog);
    dialog.showModal();
    input.focus();
  });
}
