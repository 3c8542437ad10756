import type { BlockyardHost } from '@blockyard/ui';
import { PanelBody, TextareaControl } from '@wordpress/components';
import { useSyncExternalStore } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { PostTerms } from './load-post';
import { PostCategoriesField } from './post-categories-field';
import { PostTagsField } from './post-tags-field';

export interface PostPanelProps {
	readonly host: BlockyardHost;
	/** The site's categories and the post's tags, as loaded with the post. */
	readonly terms: PostTerms;
}

/**
 * The settings sidebar's "Post" panel: the post's excerpt, tags and categories, changed
 * through the host's `editPost` (each change one undo step) and saved with the post.
 */
export function PostPanel({ host, terms }: PostPanelProps) {
	const post = useSyncExternalStore(host.subscribe, host.getPost);
	const editPost = host.editPost;
	if (editPost === undefined) {
		return null;
	}
	return (
		<PanelBody title={__('Post', 'blockyard')} className="blockyard-playground__post-panel">
			<TextareaControl
				__nextHasNoMarginBottom
				label={__('Excerpt', 'blockyard')}
				help={__('A short summary of the post, which visitors see under its title.', 'blockyard')}
				value={post.excerpt ?? ''}
				onChange={(excerpt) => editPost({ excerpt })}
			/>
			<PostTagsField host={host} tags={post.tags ?? []} loaded={terms.tags} />
			<PostCategoriesField
				categories={terms.categories}
				checked={post.categories ?? []}
				onChange={(categories) => editPost({ categories })}
			/>
		</PanelBody>
	);
}
