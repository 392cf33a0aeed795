/** SPEC §1: the words of the invalid-entry page. */
export const SHARE_TYPE_ERROR_TEXT = {
  title: '链接无效',
  message: '您打开的链接缺少有效的入口参数，请通过银行App或客户经理分享的链接重新进入理财商城。',
} as const;

/** The invalid-entry page's content: also its prerendered first screen (issue 19). */
export const InvalidEntry = () => (
  <main className="page notice-page">
    <h1>{SHARE_TYPE_ERROR_TEXT.title}</h1>
    <p>{SHARE_TYPE_ERROR_TEXT.message}</p>
  </main>
);
