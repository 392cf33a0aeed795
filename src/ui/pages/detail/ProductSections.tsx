import { observer } from 'mobx-react-lite';
import { LoadableSection } from '../../components/LoadableSection';
import { EmptyState } from '../../components/ProductCard';
import { Swiper } from '../../components/Swiper';
import type { DetailViewModel } from './detail-view-model';
import { CYCLES_TEXT, DOCUMENTS_TEXT, ELEMENTS_TEXT, OPEN_END_TEXT, TRAITS_TEXT } from './detail-texts';
import { Link } from 'react-router-dom';
import { documentPageQuery } from '../../../domain/catalog/document-address';
import { ROUTES } from '../../app/router';
import './documents.css';

/** The selling points (t200002) in the swiper; its box is kept while they load, and gone when there are none. */
export const TraitsSwiper = observer(function TraitsSwiper({ viewModel }: { viewModel: DetailViewModel }) {
  const traits = viewModel.traits;
  if (!traits || (traits.state === 'loaded' && traits.value.length === 0)) return null;
  if (traits.state === 'failed') return <EmptyState text={TRAITS_TEXT.failed} onRetry={() => void traits.load()} />;
  if (traits.state !== 'loaded') return <div className="swiper swiper--skeleton" aria-hidden="true" />;
  const slides = traits.value.map((trait) => (
    <p className="trait" key={trait.title}>
      <strong>{trait.title}</strong>
      {trait.desc && <span>{trait.desc}</span>}
    </p>
  ));
  return <Swiper label={TRAITS_TEXT.title} slides={slides} texts={TRAITS_TEXT} />;
});

/** SPEC §9's open-end regular net-value traits (/regularOpen). */
export const OpenEndTraits = observer(function OpenEndTraits({ viewModel }: { viewModel: DetailViewModel }) {
  if (viewModel.openEndTraits.length === 0) return null;
  return (
    <section className="detail-section" data-testid="open-end-traits" aria-label={OPEN_END_TEXT.title}>
      <h2 className="detail-section__title">{OPEN_END_TEXT.title}</h2>
      <ul className="detail-section__list">
        {viewModel.openEndTraits.map((trait) => <li key={trait}>{trait}</li>)}
      </ul>
    </section>
  );
});

/** A cycle product's coming cycles (queryConfirmDate). */
export const CyclesSection = observer(function CyclesSection({ viewModel }: { viewModel: DetailViewModel }) {
  if (!viewModel.confirmDates) return null;
  return (
    <LoadableSection data={viewModel.confirmDates} texts={CYCLES_TEXT} isEmpty={(dates) => dates.length === 0} testId="confirm-dates">
      {() => (
        <table className="detail-table">
          <thead>
            <tr><th scope="col">{CYCLES_TEXT.cycle}</th><th scope="col">{CYCLES_TEXT.start}</th><th scope="col">{CYCLES_TEXT.next}</th></tr>
          </thead>
          <tbody>
            {viewModel.confirmDateRows.map((row) => <tr key={row.join()}>{row.map((cell, i) => <td key={i}>{cell}</td>)}</tr>)}
          </tbody>
        </table>
      )}
    </LoadableSection>
  );
});

/** The product's elements (t200003) as a list of names and values. */
export const ElementsSection = observer(function ElementsSection({ viewModel }: { viewModel: DetailViewModel }) {
  if (!viewModel.productData) return null;
  return (
    <LoadableSection data={viewModel.productData} texts={ELEMENTS_TEXT} isEmpty={(data) => data.elements.length === 0} testId="product-elements">
      {() => (
        <dl className="facts facts--plain">
          {viewModel.elementRows.map(([name, value]) => (
            <div className="facts__row" key={name}><dt>{name}</dt><dd>{value}</dd></div>
          ))}
        </dl>
      )}
    </LoadableSection>
  );
});

/** The instruction documents (t100011), each opened inside the store by /pdf. */
export const DocumentsSection = observer(function DocumentsSection({ viewModel }: { viewModel: DetailViewModel }) {
  if (!viewModel.documents) return null;
  return (
    <LoadableSection data={viewModel.documents} texts={DOCUMENTS_TEXT} isEmpty={(documents) => documents.length === 0} testId="documents">
      {(documents) => (
        <ul className="detail-section__list documents">
          {documents.map((document) => (
            <li key={document.webAddress}>
              <Link to={{ pathname: ROUTES.document.path, search: `?${new URLSearchParams(documentPageQuery(document))}` }}>{document.insName}</Link>
            </li>
          ))}
        </ul>
      )}
    </LoadableSection>
  );
});
