/**
 * Element nestings the HTML standard does not allow, as the page's DOM holds them (run in the page
 * with page.evaluate). React builds the DOM by hand, so an element the parser would have moved out
 * (a <div> or a <dialog> inside a <p>) stays where the component put it; a screen reader and a
 * later parse of the same markup then disagree with the page. Only the production build is walked,
 * where React's own nesting warnings are gone, so the walk looks itself:
 * - phrasing-only parents (<p>, headings, <label>, <button>, <span>, <strong>, <dt>'s text…) holding flow content;
 * - interactive content inside <a> or <button> (a, button, input, select, textarea, label's control, [tabindex] excepted for -1);
 * - <li> outside <ul>, <ol> or <menu>; <dt>/<dd> outside <dl> (or a <div> directly in one);
 * - a <form> inside a <form>, a <main> inside a <main>.
 * Each finding: `tag > … > tag` from the outer offender to the inner one, with a short text of it.
 */
export function invalidNestings(): string[] {
  const FLOW = 'ADDRESS,ARTICLE,ASIDE,BLOCKQUOTE,DETAILS,DIALOG,DIV,DL,FIELDSET,FIGCAPTION,FIGURE,FOOTER,FORM,H1,H2,H3,H4,H5,H6,HEADER,HGROUP,HR,MAIN,MENU,NAV,OL,P,PRE,SECTION,TABLE,UL,LI'.split(',');
  const PHRASING_ONLY = 'P,H1,H2,H3,H4,H5,H6,LABEL,BUTTON,SPAN,STRONG,EM,B,I,SMALL,LEGEND,CAPTION,OPTION,SUMMARY,TIME,ABBR,CODE,Q,S,SUB,SUP,U,MARK'.split(',');
  const INTERACTIVE = 'A,BUTTON,INPUT,SELECT,TEXTAREA,DETAILS,IFRAME,EMBED,LABEL'.split(',');
  // Pairs, described at the end (no named helper inside: the function runs as text in the page, without tsx's helpers).
  const findings: Array<[Element, Element]> = [];
  for (const element of document.body.querySelectorAll('*')) {
    const tag = element.tagName;
    // Inside SVG the HTML content models do not apply.
    if (element.closest('svg')) continue;
    if (FLOW.includes(tag)) {
      const parent = element.parentElement?.closest(PHRASING_ONLY.join(','));
      // <label> and <button> may hold no flow either; a <summary>'s heading is allowed.
      if (parent && !(parent.tagName === 'SUMMARY' && /^H[1-6]$/.test(tag))) findings.push([parent, element]);
    }
    if (INTERACTIVE.includes(tag) && !(tag === 'INPUT' && (element as HTMLInputElement).type === 'hidden')) {
      const outer = element.parentElement?.closest('a[href], button');
      if (outer) findings.push([outer, element]);
    }
    if (tag === 'LI' && !['UL', 'OL', 'MENU'].includes(element.parentElement?.tagName ?? '')) findings.push([element.parentElement!, element]);
    if (tag === 'DT' || tag === 'DD') {
      const parent = element.parentElement!;
      if (!(parent.tagName === 'DL' || (parent.tagName === 'DIV' && parent.parentElement?.tagName === 'DL'))) findings.push([parent, element]);
    }
    if ((tag === 'FORM' || tag === 'MAIN') && element.parentElement?.closest(tag)) findings.push([element.parentElement.closest(tag)!, element]);
  }
  return findings.map((pair) => pair.map((element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 24);
    const className = typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : '';
    return `${element.tagName.toLowerCase()}${className}${text ? `「${text}」` : ''}`;
  }).join(' > '));
}
