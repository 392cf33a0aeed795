import type { BoundCard } from '../../application/ports/native-bridge';

/**
 * The browser stand-in's card-binding screen, without its drawing: what the customer types goes to
 * the mock bank, which checks it by its own rule and answers in its words (mock-server/rules/cards.ts).
 * The bank app's real screen is the app's; the store never checks a card number itself.
 */
export const CARD_FORM_TEXT = {
  title: '添加银行卡',
  intro: '请输入本人名下的本行借记卡卡号，添加后可选作理财签约卡。',
  label: '银行卡号',
  placeholder: '请输入银行卡号',
  submit: '确认添加',
  sending: '正在添加…',
  cancel: '取消',
  empty: '请输入银行卡号',
  unavailable: '银行卡暂时无法添加，请稍后重试',
  /** Says the form is the development stand-in, not the bank app. */
  standIn: '浏览器模拟的银行App绑卡页面',
} as const;

/** The mock bank's side of the screen: adds the card to the customer, or says why not. */
export interface CardBindingDesk {
  bind(typed: string): Promise<{ ok: true; card: BoundCard } | { ok: false; message: string }>;
}

/** How the desk reaches the mock bank: a JSON POST answering its status and body (null: no answer). */
export type PostJson = (path: string, body: unknown) => Promise<{ status: number; body: unknown } | null>;

export const CARD_BINDING_PATH = '/__mock/native/card';

/** The desk over the mock bank's `POST /__mock/native/card` (mock-server/README.md). */
export function mockBankCardDesk(post: PostJson): CardBindingDesk {
  return {
    async bind(typed) {
      const answer = await post(CARD_BINDING_PATH, { cardNo: typed }).catch(() => null);
      const body = (answer?.body ?? {}) as { ok?: unknown; card?: { cardNo?: unknown }; msg?: unknown };
      if (answer?.status === 200 && body.ok === true && typeof body.card?.cardNo === 'string') return { ok: true, card: { cardNo: body.card.cardNo } };
      if (answer && answer.status < 500 && typeof body.msg === 'string' && body.msg) return { ok: false, message: body.msg };
      return { ok: false, message: CARD_FORM_TEXT.unavailable };
    },
  };
}

/** The browser's way to the mock bank, on the store's own origin. */
export const fetchPostJson: PostJson = async (path, body) => {
  const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json().catch(() => null) };
};

/** The form's state: one try at a time; the bank's refusal shown until the next try. */
export class CardBindingForm {
  message: string | null = null;
  sending = false;

  constructor(private readonly desk: CardBindingDesk) {}

  /** The card added, or null with `message` saying why not (nothing sent while empty or while a try is on its way). */
  async submit(typed: string): Promise<BoundCard | null> {
    if (this.sending) return null;
    if (!typed.trim()) {
      this.message = CARD_FORM_TEXT.empty;
      return null;
    }
    this.sending = true;
    this.message = null;
    try {
      const answer = await this.desk.bind(typed.trim());
      if (answer.ok) return answer.card;
      this.message = answer.message;
      return null;
    } finally {
      this.sending = false;
    }
  }
}
