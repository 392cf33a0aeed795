import { refuse } from '../envelopes';
import type { SeedCard } from '../seed/personas';

/**
 * Adding a card in the bank app's card-binding screen (SPEC §8 `…点击添加您的理财签约卡`): the bank's
 * own rule for a card number, with its words. The store never checks a card number itself.
 */
export const CARD_BINDING_REFUSALS = {
  empty: '请输入银行卡号',
  notDigits: '银行卡号只能是数字',
  length: '银行卡号应为16至19位数字',
  checksum: '银行卡号有误，请核对后重新输入',
  notOwnBank: '理财签约卡须为本行借记卡，请添加本行借记卡',
  duplicate: '该卡已在您名下，请直接选择',
} as const;

/** The bank's own debit cards begin so (every seeded card does). */
export const OWN_DEBIT_BIN = '622202';
export const OWN_DEBIT_NAME = '本行借记卡';

/** The Luhn check digit rule (ISO/IEC 7812) every bank card number follows. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A typed card number as the bank reads it: spaces (as a customer groups the digits) are dropped. */
export const cardDigits = (typed: string): string => typed.replace(/\s+/g, '');

/** The card the customer may add, or a refusal in the bank's words (E2106: already the customer's, E2105: not a card the bank takes). */
export function assertCardToBind(typed: unknown, cards: readonly SeedCard[]): SeedCard {
  const cardNo = typeof typed === 'string' ? cardDigits(typed) : '';
  if (!cardNo) refuse(CARD_BINDING_REFUSALS.empty, 'E2105');
  if (!/^\d+$/.test(cardNo)) refuse(CARD_BINDING_REFUSALS.notDigits, 'E2105');
  if (cards.some((card) => card.cardNo === cardNo)) refuse(CARD_BINDING_REFUSALS.duplicate, 'E2106');
  if (cardNo.length < 16 || cardNo.length > 19) refuse(CARD_BINDING_REFUSALS.length, 'E2105');
  if (!luhnValid(cardNo)) refuse(CARD_BINDING_REFUSALS.checksum, 'E2105');
  if (!cardNo.startsWith(OWN_DEBIT_BIN)) refuse(CARD_BINDING_REFUSALS.notOwnBank, 'E2105');
  return { cardNo, bankName: OWN_DEBIT_NAME, signFlag: '0' };
}
