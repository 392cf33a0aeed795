/** A detail page before its product: the header's place, so the product's arrival moves nothing (also its prerendered first screen). */
export const DetailSkeleton = () => (
  <main className="page detail" aria-busy="true"><div className="detail__header detail__header--skeleton" /></main>
);
