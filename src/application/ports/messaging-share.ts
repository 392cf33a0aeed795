import type { ShareContent } from '../../domain/catalog/share-link';

/**
 * The messaging app's share menu (mode 01): what a customer's "share" sends — title, link,
 * description and icon (SPEC §3 share). Set once a page knows what it shows.
 */
export interface MessagingShare {
  offer(content: ShareContent): Promise<void>;
}
