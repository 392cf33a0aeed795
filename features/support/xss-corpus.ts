/**
 * The usual ways to smuggle code into a page through text (features/security.feature): each entry,
 * if it ever ran, would call window.__xss with its own name.
 */
export const XSS_CORPUS: Readonly<Record<string, string>> = {
  script: '<script>__xss("script")</script>',
  onerror: '<img src=x onerror=__xss("onerror")>',
  svgOnload: '<svg onload=__xss("svgOnload")><circle r=1></circle></svg>',
  svgScript: '<svg><script>__xss("svgScript")</script></svg>',
  javascriptLink: '<a href="javascript:__xss(\'javascriptLink\')">查看详情</a>',
  javascriptLinkTabbed: '<a href="jav&#x09;ascript:__xss(\'javascriptLinkTabbed\')">查看</a>',
  iframeSrcdoc: '<iframe srcdoc="<script>parent.__xss(\'iframeSrcdoc\')</script>"></iframe>',
  entityEncoded: '<img src=x onerror="&#95;&#95;xss(&#39;entityEncoded&#39;)">',
  attributeBreakout: '"><img src=x onerror=__xss("attributeBreakout")>',
  detailsToggle: '<details open ontoggle=__xss("detailsToggle")>',
  autofocus: '<input autofocus onfocus=__xss("autofocus")>',
  objectData: '<object data="javascript:__xss(\'objectData\')"></object>',
  formAction: '<form><button formaction="javascript:__xss(\'formAction\')">提交</button></form>',
  mutation: '<math><mtext><table><mglyph><style><img src=x onerror=__xss("mutation")>',
  urlEncoded: '%3Cscript%3E__xss("urlEncoded")%3C%2Fscript%3E',
};

/** All of it as one text, as a hostile bank answer would carry it. */
export const XSS_MARKUP = Object.values(XSS_CORPUS).join('');

/** What the customer sees where the text is shown as text (React escapes it): the first entry, verbatim. */
export const XSS_VISIBLE_MARK = XSS_CORPUS.script;
