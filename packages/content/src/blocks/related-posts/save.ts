/**
 * Saves the attributes only (in the block comment): the posts are chosen when a
 * visitor loads the page, by the plugin's PHP in WordPress and by the preview
 * in the playground (docs/decisions/0026-related-posts-on-the-server.md).
 */
export default function RelatedPostsSave(): null {
	return null;
}
