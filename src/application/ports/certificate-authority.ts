import type { CallOutcome } from '../../domain/errors/call-outcome';

/** What getJsAuth authorises: one transaction, described for the certificate to sign. */
export interface AuthorisationRequest {
  jsName: string;
  txnInf: string;
  /** jsRequest's appOrderId. */
  seqNo: string;
}

/** The bank's side of a signature (CA) purchase (SPEC §4, §7: jsRequest, getJsAuth, crtInfQuery). */
export interface CertificateAuthority {
  /** jsRequest: a new transaction's appOrderId. */
  openTransaction(): Promise<CallOutcome<string>>;
  /** getJsAuth: data.jsAuthCode when resBody's code is 0000. */
  authorise(request: AuthorisationRequest): Promise<CallOutcome<string>>;
  /** crtInfQuery: the device's certificate (list[0].crtInf). */
  certificate(deviceNo: string): Promise<CallOutcome<string>>;
}
