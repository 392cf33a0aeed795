import { runInAction } from 'mobx';
import type { Product } from '../../../domain/catalog/product';
import type { CallOutcome } from '../../../domain/errors/call-outcome';
import type { RiskRecord } from '../../../domain/risk/risk-record';
import { DIALOG_TEXT } from '../../../domain/errors/messages';
import { BUY_BLOCK_TEXT, buyBlockMessage, buyFixOf, type BuyBlock, type BuyFix } from '../../../domain/purchase/buy-preconditions';
import type { BuyCheck, CheckBuyPreconditions } from '../../../application/purchase/check-buy-preconditions';
import type { FixBuyBlock, FixStep } from '../../../application/purchase/fix-buy-block';
import type { MessagingLogin, Navigator, Notifier } from '../../../application/ports/interaction';
import type { PresentFailure } from '../../../application/session/present-failure';
import type { BehaviourTracer } from '../../../application/ports/behaviour-tracer';
import { BEHAVIOURS } from '../../../domain/tracing/trace-record';
import { GATE_TEXT, RESULT_TEXT } from './purchase-texts';
import { withPrdCode } from '../../../domain/catalog/template-route';
import { ROUTES } from '../../app/router';
import { makeViewState } from '../../view-models/view-state';

/** A way back from a page that cannot sell (a link: its words and the store address it opens). */
export interface WayBack {
  text: string;
  address: string;
}

/** Back to the product's detail page, or to the home page. */
export const waysBackFrom = (prdCode: string): WayBack[] => [
  { text: RESULT_TEXT.backToProduct, address: withPrdCode(ROUTES.productLink.path, prdCode) },
  { text: RESULT_TEXT.home, address: ROUTES.home.path },
];

/**
 * The way into buying, from the detail page's button or straight to /buy: runs SPEC §4's
 * preconditions and, when one fails, says why in a dialog and offers the one fix (the bank
 * app's password screen, the signing notice then /contractSigning, the questionnaire…).
 */
export class BuyGate {
  /** Why the customer cannot buy this product now, found before any tap; null when nothing is known against it. */
  block: BuyBlock | null = null;
  /** Whether a check has come back (until then nothing is known either way). */
  checked = false;

  constructor(
    private readonly check: CheckBuyPreconditions,
    private readonly fix: FixBuyBlock,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
    private readonly failures: PresentFailure,
    private readonly messagingLogin: MessagingLogin,
    private readonly tracer: BehaviourTracer,
  ) {
    makeViewState(this);
  }

  /** The block's words and the label of its fix, for a note beside the buy button. */
  get notice(): { message: string; fix: string | null } | null {
    if (!this.block) return null;
    const fix = buyFixOf(this.block);
    return { message: buyBlockMessage(this.block), fix: fix && BUY_BLOCK_TEXT.fixes[fix] };
  }

  /** Whether the block leaves the customer nothing to fix here (a product not on sale, a branch visit): the page offers the ways back. */
  get offersWaysBack(): boolean {
    return this.block !== null && buyFixOf(this.block) === null;
  }

  /**
   * The check alone, quietly (the note before any tap): a call that fails leaves no note.
   * @param when a tap on 购买 (its pass stands for the /buy page it opens), a page opening (which takes that pass), or a new check
   * @param pageRead a new check's read of the customer's record, when the page has made it
   */
  async inspect(product: Product, when: 'tap' | 'open' | 'now' = 'now', pageRead?: Promise<CallOutcome<RiskRecord>>): Promise<BuyCheck> {
    const check = await (when === 'tap' ? this.check.runForTap(product) : when === 'open' ? this.check.runOnOpen(product) : this.check.run(product, pageRead));
    runInAction(() => {
      this.block = check.kind === 'blocked' ? check.block : null;
      this.checked = true;
    });
    return check;
  }

  /** The note's button: the block's fix. */
  async fixBlock(product: Product): Promise<void> {
    const fix = this.block && buyFixOf(this.block);
    if (!fix) return;
    await this.apply(fix, product);
  }

  /**
   * The check, acted on: the messaging login when needed, a failed call presented, and a block
   * explained in a dialog with its fix (or, on a page that shows `notice`, left to the page).
   */
  async pass(product: Product, explain: 'dialog' | 'notice', when: 'tap' | 'open'): Promise<BuyCheck> {
    const check = await this.inspect(product, when);
    if (check.kind === 'needsLogin') this.messagingLogin.login(withPrdCode(ROUTES.buy.path, product.prdCode));
    else if (check.kind === 'failed') await this.failures.present(check.failure);
    else if (check.kind === 'blocked') {
      this.tracer.record({ ...BEHAVIOURS.purchase, behaviorStpNo: BEHAVIOURS.purchase.steps.blocked, event: 'blocked', value: check.block.kind });
      if (explain === 'dialog') await this.offerFix(product, check.block);
    }
    return check;
  }

  async offerFix(product: Product, block: BuyBlock): Promise<void> {
    const fix = buyFixOf(block);
    const message = buyBlockMessage(block);
    if (!fix) return this.notifier.alert({ title: DIALOG_TEXT.promptTitle, message, confirmText: DIALOG_TEXT.acknowledge });
    const accepted = await this.notifier.confirm({ title: DIALOG_TEXT.promptTitle, message, confirmText: BUY_BLOCK_TEXT.fixes[fix], cancelText: DIALOG_TEXT.cancel });
    if (accepted) await this.apply(fix, product);
  }

  private async apply(fix: BuyFix, product: Product): Promise<void> {
    await this.follow(await this.fix.run(fix, product), product);
  }

  /** The fix's next step, shown: a note and a fresh check, the signing notice, or the page that fixes it. */
  private async follow(step: FixStep, product: Product): Promise<void> {
    const back = { prdCode: product.prdCode };
    switch (step.kind) {
      case 'passwordSet':
      case 'passwordNotSet':
        this.notifier.toast(step.kind === 'passwordSet' ? GATE_TEXT.passwordSet : step.message || GATE_TEXT.passwordNotSet);
        // The customer stays on the page: it says afresh what (if anything) still stands in the way.
        await this.inspect(product);
        return;
      case 'signedIn':
        await this.inspect(product);
        return;
      case 'readNotice': {
        const agreed = await this.notifier.confirm({ title: GATE_TEXT.noticeTitle, message: step.notice, confirmText: GATE_TEXT.agreeNotice, cancelText: DIALOG_TEXT.cancel });
        if (agreed) this.navigator.go(ROUTES.contract.path, back);
        return;
      }
      case 'chooseCard':
        return this.navigator.go(ROUTES.contract.path, back);
      case 'assess':
        return this.navigator.go(ROUTES.answer.path, back);
      case 'failed':
        return this.failures.present(step.failure);
    }
  }
}
