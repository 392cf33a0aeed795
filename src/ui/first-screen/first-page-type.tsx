import type { FirstScreenName } from './first-screens';
import { TYPE_SAMPLE_CLASS } from './type-sample';

/** A size of the type scale (styles.css, `--fs-*`: 长辈版 redefines them) in one weight. */
type Strike = readonly [size: 'tick' | 'caption' | 'small' | 'note' | 'body' | 'lead' | 'subhead' | 'heading' | 'title' | 'display' | 'total' | 'figure', weight: 400 | 600 | 700];

const DETAIL_TYPE: readonly Strike[] = [
  ['title', 700], ['figure', 700], ['small', 400], ['caption', 400], ['note', 400], ['note', 600], ['note', 700], ['body', 700],
  ['lead', 400], ['lead', 600], ['lead', 700], ['subhead', 700], ['heading', 400], ['tick', 400],
];
const HOLDINGS_LIST_TYPE: readonly Strike[] = [['lead', 600], ['caption', 400]];

/**
 * The sizes and weights each first screen's page draws besides the body text its HTML already has
 * (measured on the settled pages, every detail family's in DETAIL_TYPE). The page's first layout
 * would meet them all at once: for each, the renderer looks its font up, on Chrome for Linux by a
 * synchronous call to the browser process; on a cold detail page those lookups were 34 of the
 * 36 ms its layouts took after the first paint (unthrottled). A page that draws one not listed
 * here only looks it up itself, as before.
 */
export const FIRST_PAGE_TYPE: Readonly<Record<FirstScreenName, readonly Strike[]>> = {
  home: [['display', 700], ['heading', 700], ['lead', 600], ['note', 400], ['small', 400], ['caption', 400]],
  list: [['display', 700], ['subhead', 400], ['lead', 600], ['body', 600], ['small', 400], ['caption', 400]],
  detail: DETAIL_TYPE,
  privateDetail: DETAIL_TYPE,
  myWealth: [['total', 600], ['title', 700], ['subhead', 600], ['subhead', 700], ['lead', 600], ['note', 400], ['small', 400], ['caption', 400]],
  currentHoldings: HOLDINGS_LIST_TYPE,
  regularHoldings: HOLDINGS_LIST_TYPE,
  buy: [['title', 700], ['lead', 400], ['small', 400]],
  invalidEntry: [['title', 700]],
};

/**
 * The page's type, in the first screen's HTML but not drawn: each size hidden until the store,
 * while the page's code and data are still on their way, lays them out a few at a time
 * (type-sample.ts), so the page's own first layout finds their fonts ready.
 */
export function TypeSample({ strikes }: { strikes: readonly Strike[] }) {
  return (
    <div className={TYPE_SAMPLE_CLASS} aria-hidden="true">
      {strikes.map(([size, weight]) => (
        <span key={`${size}${weight}`} hidden style={{ fontSize: `var(--fs-${size})`, fontWeight: weight }}>理财0.%</span>
      ))}
    </div>
  );
}
