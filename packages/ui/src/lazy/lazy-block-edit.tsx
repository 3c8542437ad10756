import { BlockIcon, useBlockEditContext, useBlockProps } from '@wordpress/block-editor';
import { store as blocksStore, type BlockEditProps } from '@wordpress/blocks';
import { Button, Spinner } from '@wordpress/components';
import { useRefEffect } from '@wordpress/compose';
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { UNDRAWN_BLOCK_SIZE } from '../blocks/register-block-once';
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
 * How near the canvas's viewport a block comes before its edit renders, in CSS pixels above and
 * below it: about a screen ahead, so that scrolling finds the blocks drawn.
 */
export const EDIT_NEAR_THE_VIEWPORT_PX = 1000;

/** Whether `element`'s box is within {@link EDIT_NEAR_THE_VIEWPORT_PX} of its window's viewport. */
function isNearTheViewport(element: HTMLElement): boolean {
	const view = element.ownerDocument.defaultView;
	const { top, bottom } = element.getBoundingClientRect();
	return (
		view === null ||
		(top < view.innerHeight + EDIT_NEAR_THE_VIEWPORT_PX && bottom > -EDIT_NEAR_THE_VIEWPORT_PX)
	);
}

/**
 * Whether the block's edit is drawn, and the ref of the element that tells when it comes near the
 * viewport (see {@link EDIT_NEAR_THE_VIEWPORT_PX}). Drawn from the first time the block is
 * selected or near (at once where it already is when it first shows, or where the window has no
 * IntersectionObserver), and from then on: a block selected before it came near keeps its edit,
 * and the edit its state, when another is selected.
 */
function useDrawn(isSelected: boolean): [boolean, (element: HTMLElement | null) => void] {
	const [isDrawn, setDrawn] = useState(false);
	if (isSelected && !isDrawn) {
		setDrawn(true);
	}
	const ref = useRefEffect<HTMLElement>((element) => {
		const Observer = element.ownerDocument.defaultView?.IntersectionObserver;
		if (Observer === undefined || isNearTheViewport(element)) {
			setDrawn(true);
			return undefined;
		}
		const observer = new Observer(
			(entries) => {
				if (entries.some((entry) => entry.isIntersecting)) {
					observer.disconnect();
					setDrawn(true);
				}
			},
			{ rootMargin: `${EDIT_NEAR_THE_VIEWPORT_PX}px 0px` }
		);
		observer.observe(element);
		return () => observer.disconnect();
	}, []);
	return [isDrawn || isSelected, ref];
}

/**
 * The height a block stands in with before its edit is drawn: the guess the canvas uses for a
 * block it has not laid out yet, so that a long post's blocks do not all start inside the
 * viewport, as empty wrappers would.
 */
const DEFERRED_STYLE = { minBlockSize: UNDRAWN_BLOCK_SIZE } as const;

/** The block before it has come near the viewport: its wrapper alone, selectable as itself. */
function DeferredBlockEdit({ nearRef }: { readonly nearRef: (element: HTMLElement | null) => void }) {
	return (
		<div
			{...useBlockProps({
				ref: nearRef,
				className: 'blockyard-lazy-edit is-deferred',
				style: DEFERRED_STYLE,
			})}
		/>
	);
}

/**
 * A block's `edit` whose code loads the first time a block of the type shows in the editor:
 * `edit: lazyBlockEdit(() => import('./edit'))`. A block renders its edit once it has come
 * near the canvas's viewport (or is selected); until then it is its wrapper alone, so a long
 * post's blocks far from where the author works cost its load, and the editing that walks the
 * canvas's elements, nothing. Until its code is here the block shows a placeholder
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
	const Edit = lazyComponent(load, { ...options, Loading: LoadingBlockEdit, Failed: FailedBlockEdit });
	function EditNearTheViewport(props: BlockEditProps<Attributes>) {
		const [isDrawn, nearRef] = useDrawn(props.isSelected);
		return isDrawn ? <Edit {...props} /> : <DeferredBlockEdit nearRef={nearRef} />;
	}
	return Object.assign(EditNearTheViewport, { preload: Edit.preload });
}
