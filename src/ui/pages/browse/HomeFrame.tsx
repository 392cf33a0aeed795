import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ProductKind } from '../../../domain/catalog/product';
import { HOME_LIST_SIZE } from '../../../domain/catalog/product-list';
import { productCardSkeletons } from '../../components/ProductCard';
import { linkTo, ROUTES } from '../../app/router';
import { BROWSE_TEXT } from './browse-texts';

/*
 * The home list's frame: what it shows before its products, in its first screen (prerendered at
 * build time, issue 19) and on the page itself, from one source.
 */

/** The store's name, the disclosure and the ways to 一分钟了解理财 and 我的理财. */
export function HomeBanner({ elderSwitch }: { elderSwitch: ReactNode }) {
  return (
    <header className="home__banner">
      <div className="home__top">
        <h1>{BROWSE_TEXT.storeTitle}</h1>
        {elderSwitch}
      </div>
      <p>{BROWSE_TEXT.disclosure}</p>
      <Link to={ROUTES.oneMinute.path} className="home__learn">{BROWSE_TEXT.oneMinute}</Link>
      <Link to={ROUTES.myWealth.path} className="home__learn">{BROWSE_TEXT.myWealth}</Link>
    </header>
  );
}

export const HOME_SECTIONS: ReadonlyArray<{ kind: ProductKind; title: string }> = [
  { kind: 'term', title: BROWSE_TEXT.term },
  { kind: 'demand', title: BROWSE_TEXT.demand },
];

/** One kind's section: its title and 更多, then its products (or what stands in for them). */
export function HomeSectionFrame({ kind, title, children }: { kind: ProductKind; title: string; children: ReactNode }) {
  return (
    <section className="section" aria-labelledby={`home-${kind}`}>
      <div className="section__head">
        <h2 id={`home-${kind}`}>{title}</h2>
        <Link to={linkTo(ROUTES.list, { kind })} aria-label={`${title}${BROWSE_TEXT.more}`}>{BROWSE_TEXT.more}</Link>
      </div>
      {children}
    </section>
  );
}

/** A kind's list while its products are on their way: card-sized skeletons. */
export const HomeListLoading = ({ kind }: { kind: ProductKind }) => (
  <ul className="product-list" data-testid={`home-${kind}`} aria-busy="true">{SKELETON_CARDS}</ul>
);

const SKELETON_CARDS = productCardSkeletons(HOME_LIST_SIZE);

/** The home list's first screen: the banner and both kinds' skeletons. */
export function HomeFirstScreen({ elderSwitch }: { elderSwitch: ReactNode }) {
  return (
    <main className="page home">
      <HomeBanner elderSwitch={elderSwitch} />
      {HOME_SECTIONS.map(({ kind, title }) => <HomeSectionFrame key={kind} kind={kind} title={title}><HomeListLoading kind={kind} /></HomeSectionFrame>)}
    </main>
  );
}
