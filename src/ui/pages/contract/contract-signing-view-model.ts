import { runInAction } from 'mobx';
import { maskCard } from '../../../domain/identity/masking';
import type { CustomerDirectory } from '../../../application/ports/customer-directory';
import type { Card } from '../../../domain/identity/customer';
import type { Navigator, Notifier } from '../../../application/ports/interaction';
import type { NativeBridge } from '../../../application/ports/native-bridge';
import type { SealedPin } from '../../../application/ports/pin-sealer';
import type { PresentFailure } from '../../../application/session/present-failure';
import type { SessionStore } from '../../../application/ports/system';
import { CONTRACT_TEXT } from './contract-texts';
import { ROUTES } from '../../app/router';
import { makeViewState } from '../../view-models/view-state';

const CHOSEN_CARD = 'sign_card';

/**
 * /contractSigning (SPEC §2): reached after the signing notice, or to choose the signing card.
 * The customer picks one of their cards, or adds one in the bank app's card-binding screen (SPEC §8
 * `…点击添加您的理财签约卡`), and confirms with the PIN; the bank then holds it as the signed wealth
 * card, and a purchase that led here goes on at /buy.
 */
export class ContractSigningViewModel {
  cards: Card[] = [];
  state: 'loading' | 'loaded' | 'failed' = 'loading';
  selected: string | null = null;
  /** `adding`: the bank app's card-binding screen is open (or the cards are asked again after it). */
  step: 'choose' | 'adding' | 'keypad' | 'sending' = 'choose';
  /** The bank's refusal (a wrong PIN…), in its words. */
  error: string | null = null;
  private prdCode: string | undefined;

  constructor(
    private readonly customers: CustomerDirectory,
    private readonly failures: PresentFailure,
    private readonly navigator: Navigator,
    private readonly notifier: Notifier,
    private readonly bridge: NativeBridge,
    private readonly store: SessionStore,
  ) {
    makeViewState(this);
  }

  async load(prdCode: string | undefined): Promise<void> {
    this.prdCode = prdCode;
    this.state = 'loading';
    const info = await this.customers.customerInfo();
    if (info.kind !== 'ok') await this.failures.present(info);
    runInAction(() => {
      this.state = info.kind === 'ok' ? 'loaded' : 'failed';
      if (info.kind !== 'ok') return;
      this.cards = info.value.cards;
      const kept = this.store.get(CHOSEN_CARD);
      this.selected = this.cards.some((card) => card.cardNo === kept) ? kept : (this.cards.find((card) => card.signed) ?? this.cards[0])?.cardNo ?? null;
    });
  }

  /** Each card as the customer reads it: masked, with its bank and whether it is the signed one. */
  get options() {
    return this.cards.map((card) => ({ cardNo: card.cardNo, label: `${card.bankName} ${maskCard(card.cardNo)}`, current: card.signed }));
  }

  select(cardNo: string): void {
    if (this.step === 'choose') this.choose(cardNo);
  }

  /** The card chosen to sign, kept in the session (SPEC §3 sign_card) so that a reload keeps the choice until it is signed. */
  private choose(cardNo: string): void {
    this.selected = cardNo;
    this.store.set(CHOSEN_CARD, cardNo);
  }

  confirm(): void {
    if (this.selected && this.step === 'choose') {
      this.error = null;
      this.step = 'keypad';
    }
  }

  keypadClosed(): void {
    this.step = 'choose';
    this.notifier.toast(CONTRACT_TEXT.unfinished);
  }

  /**
   * 添加理财签约卡: the bank app's card-binding screen over the bridge; the card it added joins the list,
   * chosen, to be signed with the PIN as any other. Closing the screen changes nothing, and says so.
   */
  async addCard(): Promise<void> {
    if (this.step !== 'choose') return;
    this.step = 'adding';
    this.error = null;
    const binding = await this.bridge.bindCard();
    if (!binding.ok || binding.value === 'cancelled') {
      runInAction(() => (this.step = 'choose'));
      this.notifier.toast(binding.ok ? CONTRACT_TEXT.addCancelled : binding.message || CONTRACT_TEXT.addFailed);
      return;
    }
    const { cardNo } = binding.value;
    const info = await this.customers.customerInfo();
    runInAction(() => {
      this.step = 'choose';
      if (info.kind !== 'ok') return;
      this.cards = info.value.cards;
      if (this.cards.some((card) => card.cardNo === cardNo)) this.choose(cardNo);
    });
    if (info.kind !== 'ok') return this.failures.present(info);
    this.notifier.toast(CONTRACT_TEXT.added(maskCard(cardNo)));
  }

  async sign(pin: SealedPin): Promise<void> {
    const cardNo = this.selected;
    if (!cardNo || this.step !== 'keypad') return;
    this.step = 'sending';
    const outcome = await this.customers.signContract(cardNo, pin);
    runInAction(() => {
      this.step = 'choose';
      this.error = outcome.kind === 'serverError' ? outcome.message : null;
    });
    if (outcome.kind === 'ok') return this.signed();
    if (outcome.kind !== 'serverError') await this.failures.present(outcome);
  }

  private signed(): void {
    this.store.remove(CHOSEN_CARD);
    this.notifier.toast(CONTRACT_TEXT.signed);
    if (this.prdCode) this.navigator.replace(ROUTES.buy.path, { prdCode: this.prdCode });
    else this.navigator.replace(ROUTES.home.path);
  }
}
