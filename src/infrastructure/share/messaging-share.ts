import type { MessagingShare } from '../../application/ports/messaging-share';
import type { Logger } from '../../application/ports/system';
import type { ShareContent } from '../../domain/catalog/share-link';
import type { HttpClient } from '../http/http-client';
import { isObject, text } from '../http/parse';

/** The JS-SDK signature /wxShare returns for a page url. */
export interface ShareConfig {
  appId: string;
  timestamp: string;
  nonceStr: string;
  signature: string;
}

/** SPEC §3 share, with absolute link and icon. */
export interface Share {
  title: string;
  link: string;
  desc: string;
  imgUrl: string;
}

/** Where the share lands: the messaging app's JS-SDK, or the page's own link-preview tags. */
export interface ShareSdk {
  /** Resolves false when the SDK refused the signature. */
  configure(config: ShareConfig): Promise<boolean>;
  setShare(share: Share): void;
}

export interface PageAddress {
  origin: string;
  /** The page's url without its fragment: what the signature is for. */
  href(): string;
}

function toShareConfig(value: unknown): ShareConfig | null {
  if (!isObject(value)) return null;
  const config = { appId: text(value.appId), timestamp: text(value.timestamp), nonceStr: text(value.nonceStr), signature: text(value.signature) };
  return Object.values(config).every(Boolean) ? config : null;
}

/**
 * Signs the page with /wxShare, configures the SDK and sets the share. Sharing is a courtesy, not
 * the customer's errand: a refused signature is logged, and the link-preview text is still set.
 */
export class HttpMessagingShare implements MessagingShare {
  constructor(
    private readonly http: HttpClient,
    private readonly page: PageAddress,
    private readonly sdk: ShareSdk,
    private readonly logger: Logger,
  ) {}

  async offer(content: ShareContent): Promise<void> {
    const outcome = await this.http.post('/wxShare', { url: this.page.href() });
    const config = outcome.kind === 'ok' ? toShareConfig(outcome.value) : null;
    if (!config) this.logger.warn('分享签名获取失败', outcome);
    else if (!(await this.sdk.configure(config))) this.logger.warn('分享签名未被接受', config.appId);
    const { origin } = this.page;
    this.sdk.setShare({ title: content.title, desc: content.desc, link: `${origin}${content.linkPath}`, imgUrl: `${origin}${content.imgPath}` });
  }
}
