import type { Share, ShareConfig, ShareSdk } from './messaging-share';

/** The part of the messaging app's JS-SDK (window.wx) the store uses. */
export interface WxJsSdk {
  config(options: ShareConfig & { debug: boolean; jsApiList: string[] }): void;
  ready(callback: () => void): void;
  error(callback: (reason: unknown) => void): void;
  updateAppMessageShareData(share: Share): void;
  updateTimelineShareData(share: Omit<Share, 'desc'>): void;
}

const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData'];

/** Inside the messaging app, whose page has the JS-SDK: its share menu sends our title, link, text and icon. */
export function wxShareSdk(wx: WxJsSdk): ShareSdk {
  return {
    configure: (config) => new Promise<boolean>((resolve) => {
      wx.ready(() => resolve(true));
      wx.error(() => resolve(false));
      wx.config({ ...config, debug: false, jsApiList: JS_API_LIST });
    }),
    setShare: (share) => {
      wx.updateAppMessageShareData(share);
      wx.updateTimelineShareData({ title: share.title, link: share.link, imgUrl: share.imgUrl });
    },
  };
}

const OPEN_GRAPH: Record<keyof Share, string> = { title: 'og:title', desc: 'og:description', link: 'og:url', imgUrl: 'og:image' };

/**
 * Everywhere else (a browser, a desktop during development): the page's Open Graph tags, which
 * messaging apps and browsers read for a link's preview.
 */
export function metaTagShareSdk(document: Document): ShareSdk {
  return {
    configure: async () => true,
    setShare: (share) => {
      for (const [field, property] of Object.entries(OPEN_GRAPH) as Array<[keyof Share, string]>) {
        let tag = document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`);
        if (!tag) {
          tag = document.createElement('meta');
          tag.setAttribute('property', property);
          document.head.append(tag);
        }
        tag.content = share[field];
      }
    },
  };
}
