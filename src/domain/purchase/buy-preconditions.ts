import { BANK_ISSUER_CODE, type Product } from '../catalog/product';
import { saleNoticeOf, saleStateOf, type NotOnSale } from '../catalog/sale-state';
import { CHANNEL_MESSAGES, PURCHASE_MESSAGES } from '../errors/messages';
import type { Customer } from '../identity/customer';
import { COUNTER_RISK_CHECKED, isRiskRecordCurrent, type RiskRecord } from '../risk/risk-record';

/**
 * Why a customer cannot buy yet (SPEC §4's precondition chain and §5's risk rules), each with
 * the one thing that fixes it. The detail page says it before the buy button is tapped; tapping
 * it (or opening /buy) checks again and offers the fix.
 */
export type BuyBlock =
  /** The product itself is not on sale (sold out, status 4 or 5, before its IPO): nothing the customer can fix, only go back. */
  | { kind: 'notOnSale'; sale: NotOnSale }
  /** empFlg 0: the bank app's password-setting flow. */
  | { kind: 'needsPassword' }
  /** No signed wealth card: the signing notice (t200005), then /contractSigning. */
  | { kind: 'needsSigning' }
  /** The card in use is not the signed one: choose or add the signing card. */
  | { kind: 'cardMismatch' }
  /** No current risk record and the bank is the issuer: only a branch can assess. */
  | { kind: 'assessInBranch'; expiredOn: string | null }
  /** No current risk record, another issuer: the online questionnaire. */
  | { kind: 'assessOnline'; expiredOn: string | null }
  /** validRisk says the product is above the customer's level: assess again. */
  | { kind: 'riskExceeded' }
  /** A signature (CA) purchase needs the bank app's certificate. */
  | { kind: 'channelUnsupported' }
  /** Mode 01 outside the messaging app: its login works only inside it (SPEC §1: the flow differs by channel). */
  | { kind: 'messagingOnly' }
  /** Mode 02 outside the bank app: the customer is known only through its bridge. */
  | { kind: 'bankAppOnly' }
  /** The customer cannot be told apart (E1: the bank knows no customer for the session's ID; E2: custInfo has no ID). */
  | { kind: 'userInfoInvalid'; variant: 'E1' | 'E2' }
  /** custInfo answered with an error or a message instead of the customer. */
  | { kind: 'customerQueryFailed' };

/** What fixes a block: a flow the store starts, or nothing the customer can do here. */
export type BuyFix = 'setPassword' | 'sign' | 'chooseCard' | 'assessOnline' | 'signInAgain';

export const BUY_BLOCK_TEXT = {
  expired: (expiryDate: string) => `您的风险承受能力评估已于${expiryDate}过期。`,
  fixes: {
    setPassword: '设置交易密码',
    sign: '去签约',
    chooseCard: '选择签约卡',
    assessOnline: '去风评',
    signInAgain: '重新登录',
  } satisfies Record<BuyFix, string>,
} as const;

/** The words for a block: SPEC §8's purchase-flow messages where it has them. */
export function buyBlockMessage(block: BuyBlock): string {
  switch (block.kind) {
    case 'notOnSale':
      return saleNoticeOf(block.sale);
    case 'needsPassword':
      return PURCHASE_MESSAGES.needsPassword;
    case 'needsSigning':
      return PURCHASE_MESSAGES.needsSigning;
    case 'cardMismatch':
      return PURCHASE_MESSAGES.cardMismatch;
    case 'assessInBranch':
      return expiredNote(block.expiredOn) + PURCHASE_MESSAGES.branchAssessment;
    case 'assessOnline':
      return expiredNote(block.expiredOn) + PURCHASE_MESSAGES.onlineAssessment;
    case 'riskExceeded':
      return PURCHASE_MESSAGES.riskExceeded;
    case 'channelUnsupported':
      return PURCHASE_MESSAGES.channelUnsupported;
    case 'messagingOnly':
      return CHANNEL_MESSAGES.messagingOnly;
    case 'bankAppOnly':
      return CHANNEL_MESSAGES.bankAppOnly.token;
    case 'userInfoInvalid':
      return `${PURCHASE_MESSAGES.userInfoInvalid}${block.variant}`;
    case 'customerQueryFailed':
      return PURCHASE_MESSAGES.customerQueryFailed;
  }
}

const expiredNote = (expiredOn: string | null) => (expiredOn ? BUY_BLOCK_TEXT.expired(expiredOn) : '');

const FIXES: Partial<Record<BuyBlock['kind'], BuyFix>> = {
  needsPassword: 'setPassword',
  needsSigning: 'sign',
  cardMismatch: 'chooseCard',
  assessOnline: 'assessOnline',
  riskExceeded: 'assessOnline',
  userInfoInvalid: 'signInAgain',
};

/** The one action that fixes a block, or null when nothing here can (a branch visit, another channel). */
export const buyFixOf = (block: BuyBlock): BuyFix | null => FIXES[block.kind] ?? null;

/** SPEC §5: without a current record, the bank's own products are assessed in a branch, others online. */
function assessmentBlock(product: Pick<Product, 'taCode'>, expiredOn: string | null): BuyBlock {
  return product.taCode === BANK_ISSUER_CODE ? { kind: 'assessInBranch', expiredOn } : { kind: 'assessOnline', expiredOn };
}

/**
 * The product's side, first of all (SPEC §4 "Status 4 or 5 disables buying", with SPEC §2's sold out
 * and pre-sale): a product not on sale is said in the detail page's words before anything is asked
 * of the customer or the bank.
 * @param today yyyyMMdd
 */
export function saleBlock(product: Pick<Product, 'remainAmt' | 'prdStatus' | 'ipoStartDate' | 'formatIpoStartDate'>, today: string): BuyBlock | null {
  const sale = saleStateOf(product, today);
  return sale.kind === 'onSale' ? null : { kind: 'notOnSale', sale };
}

/** The customer's own side, in SPEC §4's order: identity, trading password, signed card, the card in use. */
export function customerBlock(customer: Customer): BuyBlock | null {
  if (!customer.idNo) return { kind: 'userInfoInvalid', variant: 'E2' };
  if (!customer.hasTradingPassword) return { kind: 'needsPassword' };
  if (!customer.signCard) return { kind: 'needsSigning' };
  if (!customer.hasSameCard) return { kind: 'cardMismatch' };
  return null;
}

/**
 * SPEC §5 and DECISIONS.md "Risk", on the customer's record alone (null: none on file):
 * a block, `fits`, or `askBank` when the record leaves the decision to validRisk.
 * @param today YYYY-MM-DD
 */
export function riskRecordVerdict(product: Pick<Product, 'taCode'>, record: RiskRecord | null, today: string): BuyBlock | 'fits' | 'askBank' {
  if (!record) return assessmentBlock(product, null);
  if (!isRiskRecordCurrent(record, today)) return assessmentBlock(product, record.expiryDate);
  return record.counterRiskFlag === COUNTER_RISK_CHECKED ? 'askBank' : 'fits';
}
