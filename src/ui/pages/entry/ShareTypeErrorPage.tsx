import { usePageTitle } from '../../components/use-page-title';

export const SHARE_TYPE_ERROR_TEXT = {
  title: '链接无效',
  message: '您打开的链接缺少有效的入口参数，请通过银行App或客户经理分享的链接重新进入理财商城。',
} as const;

/** /shareTypeError — the entry link had no valid shareType (SPEC §1). */
export default function ShareTypeErrorPage() {
  usePageTitle(SHARE_TYPE_ERROR_TEXT.title);
  return (
    <main className="page notice-page">
      <h1>{SHARE_TYPE_ERROR_TEXT.title}</h1>
      <p>{SHARE_TYPE_ERROR_TEXT.message}</p>
    </main>
  );
}
