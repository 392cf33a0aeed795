import { useId } from 'react';
import { feeGroupsOf, type FeeGroup } from '../../../../domain/catalog/more-info';
import { SubPageBody } from './SubPageBody';
import { SubPageFrame } from './SubPageFrame';
import type { FeesViewModel } from './sub-page-view-model';
import type { PageProps } from '../../../app/router';
import { FEES_TEXT } from './sub-page-texts';

/** SPEC §2 /poundage: the product's fee rates (t200003 feeList), one table per kind of fee. */
export default function FeesPage({ viewModel, query }: PageProps<FeesViewModel, 'prdCode'>) {
  return (
    <SubPageFrame title={FEES_TEXT.title} testId="fees-page" viewModel={viewModel} prdCode={query.prdCode}>
      {(fees) => (
        <SubPageBody data={fees} texts={FEES_TEXT} isEmpty={(fees) => fees.length === 0}>
          {(fees) => feeGroupsOf(fees).map((group) => <FeeTable key={group.feeType} group={group} />)}
        </SubPageBody>
      )}
    </SubPageFrame>
  );
}

function FeeTable({ group }: { group: FeeGroup }) {
  const titleId = useId();
  return (
    <section className="detail-section" aria-labelledby={titleId} data-fee-type={group.feeType}>
      <h2 id={titleId} className="detail-section__title">{FEES_TEXT.groups[group.feeType]}</h2>
      <table className="detail-table fee-table" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{FEES_TEXT.fee}</th>
            <th scope="col">{FEES_TEXT.condition}</th>
            <th scope="col">{FEES_TEXT.rate}</th>
          </tr>
        </thead>
        <tbody>
          {group.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row">{line.feeName}</th>
              <td>{line.feeDesc || FEES_TEXT.always}</td>
              <td>{line.feeRate}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
