import { posts } from '@blockyard/api-client';
import { RELATED_POSTS_BLOCK_NAME, renderRelatedPostsMarkup } from '@blockyard/content';
import { INSTAGRAM_GALLERY_BLOCK_NAME, renderInstagramGalleryGrid } from '@blockyard/embeds';
import { PAYMENT_BUTTON_BLOCK_NAME } from '@blockyard/payments';

import { renderPaymentButton } from './payment-button-checkout';
import type { DynamicBlockRenderer } from './render-blocks';

/**
 * The blocks that save only their attributes, or whose saved markup the page
 * adds to, and how the preview renders each for a visitor, as the plugin's PHP
 * does in WordPress: a block added here is rendered wherever it sits in a post.
 */
export const dynamicBlocks: Readonly<Record<string, DynamicBlockRenderer>> = {
	// The post's related posts as the provider answers them; nothing when it cannot.
	[RELATED_POSTS_BLOCK_NAME]: async (attributes, { api, postId, locale }) =>
		renderRelatedPostsMarkup(attributes, await posts.related(api, postId).catch(() => []), locale),
	// The saved card with the form to the provider's checkout, as the plugin's render filter gives it.
	[PAYMENT_BUTTON_BLOCK_NAME]: (attributes, { api }, saved) => renderPaymentButton(attributes, api, saved),
	// The account's latest photos in the saved grid's place, as the plugin's render filter writes
	// them; the saved grid when the provider cannot give them.
	[INSTAGRAM_GALLERY_BLOCK_NAME]: async (attributes, { api }, saved) =>
		(await renderInstagramGalleryGrid(attributes, api)) ?? saved,
};
