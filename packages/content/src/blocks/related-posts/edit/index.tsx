import { BlockPlaceholder, useHostPost, useOptionalHost, type BlockyardHost } from '@blockyard/ui';
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Button, Disabled, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { postList } from '@wordpress/icons';

import { resolveAttributes } from '../attributes';
import { layoutClass } from '../class-names';
import { RelatedPostsList, visiblePosts } from '../related-posts-list';
import type { RelatedPostsAttributes } from '../types';
import { RelatedPostsInspector } from './inspector';
import { LayoutToolbar } from './layout-toolbar';
import { useRelatedPosts } from './use-related-posts';

/**
 * The posts a visitor would see beside this one, fetched from the site as the
 * settings change nothing but their display; the sidebar and toolbar change the
 * layout and what each post shows. Links are inert in the editor.
 */
export default function RelatedPostsEdit({
	attributes,
	setAttributes,
}: BlockEditProps<RelatedPostsAttributes>) {
	const resolved = resolveAttributes(attributes);
	const host = useOptionalHost();
	const blockProps = useBlockProps({ className: layoutClass(resolved.postLayout) });
	return (
		<div {...blockProps}>
			<LayoutToolbar
				layout={resolved.postLayout}
				onChange={(postLayout) => setAttributes({ postLayout })}
			/>
			<RelatedPostsInspector attributes={resolved} setAttributes={setAttributes} />
			{host ? (
				<PostPreview host={host} attributes={resolved} />
			) : (
				<Unavailable message={__('Related posts show here on the published post.', 'blockyard')} />
			)}
		</div>
	);
}

function Unavailable({ message }: { readonly message: string }) {
	return (
		<BlockPlaceholder icon={postList} label={__('Related Posts', 'blockyard')} instructions={message} />
	);
}

interface PreviewProps {
	readonly host: BlockyardHost;
	readonly attributes: RelatedPostsAttributes;
}

/** A template in the site editor has no post to find neighbours of. */
function PostPreview({ host, attributes }: PreviewProps) {
	const post = useHostPost();
	if (post.id === undefined) {
		return <Unavailable message={__('Preview unavailable in site editor.', 'blockyard')} />;
	}
	return <RelatedPostsPreview host={host} postId={post.id} attributes={attributes} />;
}

function RelatedPostsPreview({ host, postId, attributes }: PreviewProps & { readonly postId: number }) {
	const { state, retry } = useRelatedPosts(host, postId);
	if (state.status === 'loading') {
		return <Spinner />;
	}
	if (state.status === 'failed') {
		return (
			<BlockPlaceholder
				icon={postList}
				label={__('Related Posts', 'blockyard')}
				instructions={__('The related posts could not be loaded.', 'blockyard')}
			>
				<Button variant="secondary" onClick={retry}>
					{__('Retry', 'blockyard')}
				</Button>
			</BlockPlaceholder>
		);
	}
	if (visiblePosts(state.posts, attributes.postsToShow).length === 0) {
		return (
			<Unavailable
				message={__(
					"Preview unavailable: you haven't published enough posts with similar content.",
					'blockyard'
				)}
			/>
		);
	}
	return (
		<Disabled>
			<RelatedPostsList attributes={attributes} posts={state.posts} locale={host.site.locale} />
		</Disabled>
	);
}
