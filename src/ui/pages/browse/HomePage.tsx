import { useLayoutEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { ProductKind } from '../../../domain/catalog/product';
import { HOME_LIST_SIZE } from '../../../domain/catalog/product-list';
import { EmptyState, ProductCard, productCardSkeletons } from '../../components/ProductCard';
import { ElderModeSwitch } from '../../components/ElderMode';
import { usePageTitle } from '../../components/use-page-title';
import { linkTo, ROUTES, type PageProps } from '../../app/router';
import { BROWSE_TEXT } from './browse-texts';
import type { HomeViewModel } from './home-view-model';

/** / — the home list, kept alive: coming back restores the list and the scroll position without fetching. */
export const HomePage = observer(function HomePage({ viewModel: home }: PageProps<HomeViewModel>) {
  usePageTitle(BROWSE_TEXT.storeTitle);

  useLayoutEffect(() => {
    if (home.status === 'loaded') window.scrollTo(0, home.scrollY);
    // A layout-effect cleanup runs before React removes the page, while the document still has the
    // home's height; a passive cleanup or a scroll listener could see the next page's scroll instead.
    return () => home.rememberScroll(window.scrollY);
    // Only on arrival: restoring on later renders would fight the customer's scrolling.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <main className="page home">
      <header className="home__banner">
        <div className="home__top">
          <h1>{BROWSE_TEXT.storeTitle}</h1>
          <ElderModeSwitch />
        </div>
        <p>{BROWSE_TEXT.disclosure}</p>
        <Link to={ROUTES.oneMinute.path} className="home__learn">{BROWSE_TEXT.oneMinute}</Link>
        <Link to={ROUTES.myWealth.path} className="home__learn">{BROWSE_TEXT.myWealth}</Link>
      </header>
      <HomeSection home={home} kind="term" title={BROWSE_TEXT.term} />
      <HomeSection home={home} kind="demand" title={BROWSE_TEXT.demand} />
    </main>
  );
});

const HomeSection = observer(function HomeSection({ home, kind, title }: { home: HomeViewModel; kind: ProductKind; title: string }) {
  const section = home.sections[kind];
  return (
    <section className="section" aria-labelledby={`home-${kind}`}>
      <div className="section__head">
        <h2 id={`home-${kind}`}>{title}</h2>
        <Link to={linkTo(ROUTES.list, { kind })} aria-label={`${title}${BROWSE_TEXT.more}`}>{BROWSE_TEXT.more}</Link>
      </div>
      {section.failed ? (
        <EmptyState text={BROWSE_TEXT.listFailed} onRetry={() => void home.reload()} />
      ) : home.status === 'loaded' && section.products.length === 0 ? (
        <EmptyState text={BROWSE_TEXT.listEmpty} />
      ) : (
        <ul className="product-list" data-testid={`home-${kind}`} aria-busy={home.status !== 'loaded'}>
          {home.status === 'loaded'
            ? section.products.map((product) => <ProductCard key={product.prdCode} product={product} />)
            : SKELETON_CARDS}
        </ul>
      )}
    </section>
  );
});

const SKELETON_CARDS = productCardSkeletons(HOME_LIST_SIZE);
