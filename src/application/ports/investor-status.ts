import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { Qualification, QualificationDeclaration } from '../../domain/purchase/buyer-steps';

/** The customer's qualified-investor status at the bank (issue 18 item 6: queryQualifiedInvestor, confirmQualifiedInvestor). */
export interface InvestorStatus {
  /** The confirmation the bank keeps, or null when there is none yet. */
  qualification(): Promise<CallOutcome<Qualification | null>>;
  /** Hands in the declaration; the bank keeps it when it meets the criteria and refuses it (a message) when not. */
  confirmQualification(declaration: QualificationDeclaration): Promise<CallOutcome<Qualification>>;
}
