import type { Product } from '../../domain/catalog/product';
import type { Failure } from '../../domain/errors/call-outcome';
import type { BuyFix } from '../../domain/purchase/buy-preconditions';
import type { NativeBridge } from '../ports/native-bridge';
import type { ProductCatalog } from '../ports/product-catalog';
import type { SignIn } from '../session/sign-in';

/** Where fixing a buy block leads next. */
export type FixStep =
  /** The bank app's password screen came back; either way the preconditions are checked afresh. */
  | { kind: 'passwordSet' }
  | { kind: 'passwordNotSet'; message: string }
  /** SPEC §4: the signing notice (t200005) to agree to; agreeing leads to the signing page. */
  | { kind: 'readNotice'; notice: string }
  /** The signing page, to choose (or sign) the card. */
  | { kind: 'chooseCard' }
  /** The risk questionnaire. */
  | { kind: 'assess' }
  /** Signed in again (user info was unusable): the preconditions are checked afresh. */
  | { kind: 'signedIn' }
  /** A call failed: the failure, to present. */
  | { kind: 'failed'; failure: Failure<unknown> };

/**
 * The one fix a buy block offers (SPEC §4, buyFixOf): the bank app's password screen, the signing
 * notice, the signing page, the questionnaire, or signing in again.
 */
export class FixBuyBlock {
  constructor(
    private readonly bridge: NativeBridge,
    private readonly catalog: ProductCatalog,
    private readonly signIn: SignIn,
  ) {}

  async run(fix: BuyFix, product: Product): Promise<FixStep> {
    switch (fix) {
      case 'setPassword': {
        const set = await this.bridge.setPassword();
        return set.ok ? { kind: 'passwordSet' } : { kind: 'passwordNotSet', message: set.message };
      }
      case 'sign': {
        const notice = await this.catalog.signingNotice(product.prdCode);
        return notice.kind === 'ok' ? { kind: 'readNotice', notice: notice.value } : { kind: 'failed', failure: notice };
      }
      case 'chooseCard':
        return { kind: 'chooseCard' };
      case 'assessOnline':
        return { kind: 'assess' };
      case 'signInAgain':
        await this.signIn.run();
        return { kind: 'signedIn' };
    }
  }
}
