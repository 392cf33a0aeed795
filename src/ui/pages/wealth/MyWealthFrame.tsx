import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { WEALTH_SHORTCUTS, WEALTH_TEXT } from './wealth-texts';

/** The totals in the order /myHome shows them: 总资产, 昨日收益, 累计收益 (yuan, or '--' while loading). */
export type WealthFigures = readonly [totalAssets: string, lastIncome: string, totalIncome: string];

const LOADING: WealthFigures = ['--', '--', '--'];

/**
 * /myHome's frame: the title, the totals and the ways to the records, around the holdings. The
 * totals keep their place while the lists load ('--'), so nothing moves when the figures come; the
 * first screen (prerendered at build time, issue 19) is this frame with nothing inside.
 */
export function MyWealthFrame({ figures = LOADING, busy, elderSwitch, children }: {
  figures?: WealthFigures;
  busy: boolean;
  elderSwitch: ReactNode;
  children?: ReactNode;
}) {
  const [totalAssets, lastIncome, totalIncome] = figures;
  return (
    <main className="page my-wealth" aria-busy={busy}>
      <div className="my-wealth__head">
        <h1 className="my-wealth__title">{WEALTH_TEXT.title}</h1>
        {elderSwitch}
      </div>
      <dl className="my-wealth__totals" data-testid="wealth-totals">
        <div className="my-wealth__total"><dt>{WEALTH_TEXT.totalAssets}</dt><dd>{totalAssets}</dd></div>
        <div><dt>{WEALTH_TEXT.lastIncome}</dt><dd>{lastIncome}</dd></div>
        <div><dt>{WEALTH_TEXT.totalIncome}</dt><dd>{totalIncome}</dd></div>
      </dl>
      <nav className="my-wealth__shortcuts" aria-label={WEALTH_TEXT.shortcuts}>
        {WEALTH_SHORTCUTS.map((shortcut) => <Link key={shortcut.to} to={shortcut.to} className="my-wealth__shortcut">{shortcut.text}</Link>)}
      </nav>
      {children}
    </main>
  );
}
