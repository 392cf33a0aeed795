import { useLayoutEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { ProductKind } from '../../../domain/catalog/product';
import { EmptyState, ProductCard } from '../../components/ProductCard';
import { ElderModeSwitch } from '../../components/ElderMode';
import { usePageTitle } from '../../components/use-page-title';
import type { PageProps } from '../../app/router';
import { BROWSE_TEXT } from './browse-texts';
import type { HomeViewModel } from './home-view-model';
import { HOME_SECTIONS, HomeBanner, HomeListLoading, HomeSectionFrame } from './HomeFrame';

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
      <HomeBanner elderSwitch={<ElderModeSwitch />} />
      {HOME_SECTIONS.map(({ kind, title }) => <HomeSectionFrame key={kind} kind={kind} title={title}><HomeSection home={home} kind={kind} /></HomeSectionFrame>)}
    </main>
  );
});

/** A kind's products, or why there are none. */
const HomeSection = observer(function HomeSection({ home, kind }: { home: HomeViewModel; kind: ProductKind }) {
  const section = home.sections[kind];
  if (section.failed) return <EmptyState text={BROWSE_TEXT.listFailed} onRetry={() => void home.reload()} />;
  if (home.status !== 'loaded') return <HomeListLoading kind={kind} />;
  if (section.products.length === 0) return <EmptyState text={BROWSE_TEXT.listEmpty} />;
  return (
    <ul className="product-list" data-testid={`home-${kind}`} aria-busy="false">
      {section.products.map((product) => <ProductCard key={product.prdCode} product={product} />)}
    </ul>
  );
});
