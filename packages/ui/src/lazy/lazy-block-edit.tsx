import { BlockIcon, useBlockEditContext, useBlockProps } from '@wordpress/block-editor';
import { store as blocksStore, type BlockEditProps } from '@wordpress/blocks';
import { Button, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import { BlockPlaceholder } from '../components/block-placeholder';
import { lazyComponent, type LazyComponent, type LazyFailureProps, type LazyModule } from './lazy-component';
import type { LazyLoaderOptions } from './lazy-loader';
import { loadFailureText } from './load-failure';

/** The block type's name, title and icon, for the placeholder the block shows in its place. */
function useBlockTypeLook() {
	const { name } = useBlockEditContext();
	const blockType = useSelect((select) => select(blocksStore).getBlockType(name), [name]);
	return {
		name,
		label: blockType?.title ?? name,
		icon: <BlockIcon icon={blockType?.icon} />,
	};
}

/** The block while its editing code loads: its title, its icon and a spinner, selectable as itself. */
function LoadingBlockEdit() {
	const { label, icon } = useBlockTypeLook();
	return (
		<div {...useBlockProps({ className: 'blockyard-lazy-edit is-loading', 'aria-busy': true })}>
			<BlockPlaceholder label={label} icon={icon}>
				<Spinner />
			</BlockPlaceholder>
		</div>
	);
}

/**
 * The block when its editing code could not be loaded: what went wrong (which chunk, and
 * why: a failed fetch, a stylesheet, the time-out), and a way to try again.
 */
function FailedBlockEdit({ retry, error }: LazyFailureProps) {
	const { name, label, icon } = useBlockTypeLook();
	return (
		<div {...useBlockProps({ className: 'blockyard-lazy-edit is-failed' })}>
			<BlockPlaceholder
				label={label}
				icon={icon}
				instructions={__(
					'The editing tools of this block could not be loaded. Check your connection, then try again. Nothing in the block was changed.',
					'blockyard'
				)}
			>
				<p className="blockyard-lazy-edit__reason">{loadFailureText(error, `${name} (edit)`)}</p>
				<Button variant="secondary" onClick={retry}>
					{__('Retry', 'blockyard')}
				</Button>
			</BlockPlaceholder>
		</div>
	);
}

/**
 * A block's `edit` whose code loads the first time a block of the type shows in the editor:
 * `edit: lazyBlockEdit(() => import('./edit'))`. Until then the block shows a placeholder
 * with its title and icon (and keeps its wrapper props, so selecting it and its toolbar
 * work); a failed load is retried once by itself, then the block says so, naming the chunk
 * and why, and offers Retry; so does a load still unfinished after two minutes
 * (`LOAD_TIMEOUT_MS`).
 * It never changes the block's attributes. `save`, deprecations and metadata stay eager:
 * the editor needs them to read a post.
 *
 * @example
 * registerBlockType(metadata, { edit: lazyBlockEdit(() => import('./edit')), save });
 */
export function lazyBlockEdit<Attributes extends Record<string, unknown>>(
	load: () => Promise<LazyModule<BlockEditProps<Attributes>>>,
	options: LazyLoaderOptions = {}
): LazyComponent<BlockEditProps<Attributes>> {
	return lazyComponent(load, { ...options, Loading: LoadingBlockEdit, Failed: FailedBlockEdit });
}
