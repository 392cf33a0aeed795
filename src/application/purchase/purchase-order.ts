import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { Money } from '../../domain/money/money';
import { PURCHASE_TEXT, type DivMode, type Order } from '../../domain/purchase/order';
import { foundById, type ConfirmedOrder, type OrderKind } from '../orders/confirmed-order';
import type { OrderDesk, OrderSignature } from '../ports/order-desk';
import type { SealedPin } from '../ports/pin-sealer';
import type { CustomerSession } from '../session/customer-session';
import type { SignOrder } from './sign-order';

/** What the customer confirmed on /buy. */
export interface OrderTerms {
  prdCode: string;
  amt: Money;
  divMode: DivMode;
  /** A signature (CA) product: the order goes signed (SPEC §4). */
  isSignature?: boolean;
  /** Issue 18 item 3: when an older customer confirmed this R4+ purchase is their own decision (YYYY-MM-DD HH:mm:ss). */
  elderConfirmedAt?: string;
}

/**
 * A purchase as a confirmed order: buyPrd under the order's id with the session's fields, signed
 * first when the product asks for it; found by queryOrder.
 */
export function purchaseKind(desk: OrderDesk, session: CustomerSession, signer: SignOrder): OrderKind<OrderTerms, Order, SealedPin> {
  // Made once per order: a try with another PIN keeps the signature.
  const signatures = new Map<string, OrderSignature>();

  const signatureOf = async ({ id, terms }: ConfirmedOrder<OrderTerms>): Promise<CallOutcome<OrderSignature | undefined>> => {
    const known = signatures.get(id);
    if (known || !terms.isSignature) return { kind: 'ok', value: known };
    const signed = await signer.run({ ...terms, uniOrderId: id });
    // An order that cannot be signed is refused in the signer's words.
    if (!signed.ok) return { kind: 'message', message: signed.message };
    signatures.set(id, signed.signature);
    return { kind: 'ok', value: signed.signature };
  };

  return {
    keyOf: ({ prdCode, amt }) => `${prdCode}|${amt.fen}`,
    async send(order, pin) {
      const signature = await signatureOf(order);
      if (signature.kind !== 'ok') return signature;
      return desk.buy({
        ...order.terms, uniOrderId: order.id, pin, signature: signature.value, clientManager: session.clientManager ?? undefined, ...session.orderFields,
      });
    },
    find: async ({ id }) => foundById(await desk.find(id)),
    text: { ...PURCHASE_TEXT, refused: PURCHASE_TEXT.unknown },
  };
}
