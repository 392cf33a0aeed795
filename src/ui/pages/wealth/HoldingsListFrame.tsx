import type { ReactNode } from 'react';
import type { CurrentFlag } from '../../../domain/holdings/holding';
import { HOLDINGS_LIST_TEXT } from './wealth-texts';

/** The title of every holding of one kind: 活期 ('0') or 定期 ('1'). */
export const holdingsListTitle = (flag: CurrentFlag): string =>
  flag === '0' ? HOLDINGS_LIST_TEXT.currentTitle : HOLDINGS_LIST_TEXT.regularTitle;

/**
 * /currentMoreSum's and /regularMoreSum's frame: the title over the list. The first screen
 * (prerendered at build time, issue 19) is this frame with nothing inside, so the title is there
 * before the store's script and stays where it is when the list comes.
 */
export function HoldingsListFrame({ flag, busy, children }: { flag: CurrentFlag; busy: boolean; children?: ReactNode }) {
  return (
    <main className="page holdings-list" aria-busy={busy}>
      <h1>{holdingsListTitle(flag)}</h1>
      {children}
    </main>
  );
}
