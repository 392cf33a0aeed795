import type { InvestorStatus } from '../../application/ports/investor-status';
import type { CallOutcome } from '../../domain/errors/call-outcome';
import type { Qualification, QualificationBasis, QualificationDeclaration } from '../../domain/purchase/buyer-steps';
import { FIXED_FIELDS } from './fixed-fields';
import type { HttpClient } from './http-client';
import { isObject, mapOk, text } from './parse';

const BASES: readonly string[] = ['netAssets', 'assets', 'income'] satisfies QualificationBasis[];

/** qualified '1' with the declaration kept; '0' is none (answered as null); anything else does not parse. */
function toStatus(raw: unknown): { value: Qualification | null } | null {
  if (!isObject(raw)) return null;
  if (text(raw.qualified) === '0') return { value: null };
  const basis = text(raw.basis);
  if (text(raw.qualified) !== '1' || !BASES.includes(basis)) return null;
  return { value: { basis: basis as QualificationBasis, amountWan: text(raw.amountWan), confirmedAt: text(raw.confirmedAt) } };
}

const account = { accType: FIXED_FIELDS.accType, idType: FIXED_FIELDS.idType };

export class HttpInvestorStatus implements InvestorStatus {
  constructor(private readonly http: HttpClient) {}

  async qualification(): Promise<CallOutcome<Qualification | null>> {
    const outcome = await this.http.post('queryQualifiedInvestor', account);
    const status = outcome.kind === 'ok' ? toStatus(outcome.value) : null;
    // A status that does not parse is malformed, as mapOk says of any answer.
    return status ? { kind: 'ok', value: status.value } : mapOk<Qualification | null>(outcome, () => null);
  }

  async confirmQualification({ experienced, basis, amountWan }: QualificationDeclaration): Promise<CallOutcome<Qualification>> {
    const outcome = await this.http.post('confirmQualifiedInvestor', { ...account, experienced: experienced ? '1' : '0', basis: basis ?? '', amountWan: amountWan.trim() });
    return mapOk(outcome, (raw) => toStatus(raw)?.value ?? null);
  }
}
