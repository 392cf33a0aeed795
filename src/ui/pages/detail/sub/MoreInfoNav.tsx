import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { moreInfoLinks } from '../../../../domain/catalog/more-info';
import type { DetailRoute } from '../../../../domain/catalog/template-route';
import type { DetailViewModel } from '../detail-view-model';
import { MORE_INFO_TEXT } from '../detail-texts';
import './sub-page.css';

/** The detail page's 更多信息: links to the product's synopsis, trading rules, history, fees and series. */
export const MoreInfoNav = observer(function MoreInfoNav({ route, viewModel }: { route: DetailRoute; viewModel: DetailViewModel }) {
  const titleId = useId();
  const product = viewModel.product;
  if (!product) return null;
  const links = moreInfoLinks(route, product, (viewModel.productData?.value.fees.length ?? 0) > 0);
  return (
    <nav className="detail-section more-info" aria-labelledby={titleId} data-testid="more-info">
      <h2 id={titleId} className="detail-section__title">{MORE_INFO_TEXT.title}</h2>
      <ul className="more-info__links">
        {links.map((link) => (
          <li key={link.page}>
            <Link to={{ pathname: link.path, search: `?${new URLSearchParams(link.query)}` }} data-page={link.page}>
              {MORE_INFO_TEXT.links[link.page]}
              <span className="more-info__chevron" aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});
