import { isoDate } from '../../domain/calendar';
import type { Product } from '../../domain/catalog/product';
import type { Failure } from '../../domain/errors/call-outcome';
import { assessmentBlock, type BuyBlock } from '../../domain/purchase/buy-preconditions';
import { COUNTER_RISK_CHECKED, isRiskRecordCurrent, VALID_RISK_PASSES } from '../../domain/risk/risk-record';
import type { Customer, CustomerDirectory } from '../ports/customer-directory';
import type { RiskAssessment } from '../ports/risk-assessment';
import type { Clock } from '../ports/system';
import type { CustomerSession } from '../session/customer-session';

export type BuyCheck =
  | { kind: 'ok'; customer: Customer }
  | { kind: 'blocked'; block: BuyBlock }
  /** Mode 01 without the messaging login: log in first, then come back. */
  | { kind: 'needsLogin' }
  /** A call failed (network, session): the failure, to present as the catalogue says. */
  | { kind: 'failed'; failure: Failure<unknown> };

const blocked = (block: BuyBlock): BuyCheck => ({ kind: 'blocked', block });

/**
 * SPEC §4's buy preconditions, in order: the customer's info (trading password), the signing
 * card, then the risk check of SPEC §5. The bank checks all of it again when the order comes;
 * this tells the customer before they type an amount and a PIN.
 */
export class CheckBuyPreconditions {
  constructor(
    private readonly customers: CustomerDirectory,
    private readonly risk: RiskAssessment,
    private readonly session: CustomerSession,
    private readonly clock: Clock,
  ) {}

  async run(product: Product): Promise<BuyCheck> {
    if (this.session.shareType === '01') {
      if (product.isSignature) return blocked({ kind: 'channelUnsupported' });
      if (!this.session.credentials) return { kind: 'needsLogin' };
    }
    const info = await this.customers.customerInfo();
    if (info.kind === 'networkError' || info.kind === 'sessionInvalid') return { kind: 'failed', failure: info };
    // SPEC §8: "no customer for this ID type and number" comes as a message: the session names nobody the bank knows.
    if (info.kind === 'message') return blocked({ kind: 'userInfoInvalid', variant: 'E1' });
    if (info.kind !== 'ok') return blocked({ kind: 'customerQueryFailed' });
    const own = ownBlock(info.value);
    if (own) return blocked(own);
    return (await this.riskCheck(product)) ?? { kind: 'ok', customer: info.value };
  }

  /** SPEC §5 and DECISIONS.md "Risk"; null when the product fits. */
  private async riskCheck(product: Product): Promise<BuyCheck | null> {
    const level = await this.risk.riskLevel();
    if (level.kind === 'message') return blocked(assessmentBlock(product, null));
    if (level.kind !== 'ok') return { kind: 'failed', failure: level };
    const record = level.value;
    if (!isRiskRecordCurrent(record, isoDate(this.clock.now()))) return blocked(assessmentBlock(product, record.expiryDate));
    if (record.counterRiskFlag !== COUNTER_RISK_CHECKED) return null;
    const valid = await this.risk.validRisk(product.prdCode);
    if (valid.kind !== 'ok') return { kind: 'failed', failure: valid };
    return valid.value === VALID_RISK_PASSES ? null : blocked({ kind: 'riskExceeded' });
  }
}

/** The customer's own side, in SPEC §4's order: identity, trading password, signed card, the card in use. */
function ownBlock(customer: Customer): BuyBlock | null {
  if (!customer.idNo) return { kind: 'userInfoInvalid', variant: 'E2' };
  if (!customer.hasTradingPassword) return { kind: 'needsPassword' };
  if (!customer.signCard) return { kind: 'needsSigning' };
  if (!customer.hasSameCard) return { kind: 'cardMismatch' };
  return null;
}
