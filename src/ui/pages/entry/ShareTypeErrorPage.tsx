import { usePageTitle } from '../../components/use-page-title';
import { InvalidEntry, SHARE_TYPE_ERROR_TEXT } from './InvalidEntry';

/** /shareTypeError — the entry link had no valid shareType (SPEC §1). */
export default function ShareTypeErrorPage() {
  usePageTitle(SHARE_TYPE_ERROR_TEXT.title);
  return <InvalidEntry />;
}
