/** An answer envelope of the mock bank, as a scenario reads it to compare the page with. */
export interface BankAnswer {
  success: boolean;
  code: string;
  msg: string;
  result?: unknown;
  response?: unknown;
}

/** The payload of a successful answer; a failed one is a broken scenario, not data to compare with. */
export function payloadOf(path: string, answer: BankAnswer): unknown {
  if (!answer?.success) throw new Error(`the mock bank answered ${path} with ${answer?.code} ${answer?.msg}`);
  return path.startsWith('/h5/') ? answer.result : answer.response;
}
