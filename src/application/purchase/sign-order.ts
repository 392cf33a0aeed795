import { PURCHASE_MESSAGES } from '../../domain/errors/messages';
import { decimalText, type Money } from '../../domain/money/money';
import type { CertificateAuthority } from '../ports/certificate-authority';
import type { NativeBridge } from '../ports/native-bridge';
import type { IdGenerator, SessionStore } from '../ports/system';
import type { OrderSignature } from '../ports/order-desk';

export type SignatureOutcome = { ok: true; signature: OrderSignature } | { ok: false; message: string };

/** getJsAuth's jsName for a purchase. */
export const PURCHASE_JS_NAME = 'buyPrd';

/**
 * A signature (CA) purchase's signature (SPEC §4): jsRequest opens the transaction, getJsAuth
 * authorises it, crtInfQuery finds the device's certificate, and the bank app signs.
 */
export class SignOrder {
  constructor(
    private readonly authority: CertificateAuthority,
    private readonly bridge: NativeBridge,
    private readonly store: SessionStore,
    private readonly ids: IdGenerator,
  ) {}

  /** Signs this order: its product, amount and id are what the certificate signs. */
  async run({ prdCode, amt, uniOrderId }: { prdCode: string; amt: Money; uniOrderId: string }): Promise<SignatureOutcome> {
    const refused = (message: string): SignatureOutcome => ({ ok: false, message });
    const seqNo = await this.authority.openTransaction();
    if (seqNo.kind !== 'ok') return refused(PURCHASE_MESSAGES.authCodeFailed);
    const txnInf = [PURCHASE_JS_NAME, prdCode, decimalText(amt), uniOrderId].join('|');
    const auth = await this.authority.authorise({ jsName: PURCHASE_JS_NAME, txnInf, seqNo: seqNo.value });
    if (auth.kind !== 'ok') return refused(PURCHASE_MESSAGES.authCodeFailed);
    const certificate = await this.authority.certificate(await this.deviceNo());
    if (certificate.kind !== 'ok') return refused(PURCHASE_MESSAGES.signatureFailed);
    const signed = await this.bridge.sign(`${txnInf}|${certificate.value}`);
    if (!signed.ok) return refused(PURCHASE_MESSAGES.signatureFailed);
    return { ok: true, signature: { jsAuthCode: auth.value, signData: signed.value } };
  }

  /**
   * The device's number (SPEC §3 client state), kept for the session: the bank app's, where it
   * gives one (the certificate is on that device); otherwise one made here.
   */
  private async deviceNo(): Promise<string> {
    const known = this.store.get('deviceNo');
    if (known) return known;
    const fromApp = await this.bridge.deviceNo();
    const deviceNo = fromApp.ok && fromApp.value ? fromApp.value : this.ids.randomId();
    this.store.set('deviceNo', deviceNo);
    return deviceNo;
  }
}
