import { TOKENS } from '../../application/tokens';
import type { App } from '../app/app';
import { ContractSigningViewModel } from '../pages/contract/contract-signing-view-model';

/** /contractSigning: the wealth contract, signed on a card with the PIN. */
export const contractSigning = ({ resolve }: App) =>
  new ContractSigningViewModel(resolve(TOKENS.customerDirectory), resolve(TOKENS.presentFailure), resolve(TOKENS.navigator), resolve(TOKENS.notifier),
    resolve(TOKENS.nativeBridge), resolve(TOKENS.sessionStore));
