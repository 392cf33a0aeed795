import { useId } from 'react';
import type { SynopsisSection } from '../../../../domain/catalog/published';
import { ServerHtml } from '../../../components/ServerHtml';
import { SubPageBody } from './SubPageBody';
import { SubPageFrame } from './SubPageFrame';
import type { SynopsisViewModel } from './sub-page-view-model';
import type { PageProps } from '../../../app/router';
import { SYNOPSIS_TEXT } from './sub-page-texts';
import { PAST_PERFORMANCE_CAVEAT } from '../detail-texts';

/** SPEC §2 synopsis / sales material (every *Synopsis route): the sections of t200007, sanitised, and the past-performance caveat. */
export default function SynopsisPage({ viewModel, query }: PageProps<SynopsisViewModel, 'prdCode'>) {
  return (
    <SubPageFrame title={SYNOPSIS_TEXT.title} testId="synopsis-page" viewModel={viewModel} prdCode={query.prdCode}>
      {(synopsis) => (
        <SubPageBody data={synopsis} texts={SYNOPSIS_TEXT} isEmpty={(sections) => sections.length === 0}>
          {(sections) => (
            <>
              {sections.map((section, index) => <SynopsisBlock key={`${index}-${section.title}`} section={section} />)}
              {/* Sales material may quote past yields or net values. */}
              <p className="sub-page__note" data-testid="sub-page-note">{PAST_PERFORMANCE_CAVEAT}</p>
            </>
          )}
        </SubPageBody>
      )}
    </SubPageFrame>
  );
}

function SynopsisBlock({ section }: { section: SynopsisSection }) {
  const titleId = useId();
  return (
    <section className="detail-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="detail-section__title">{section.title}</h2>
      <ServerHtml className="server-html" html={section.html} />
    </section>
  );
}
