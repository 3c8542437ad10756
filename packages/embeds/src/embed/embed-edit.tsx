// The edit every embed block renders through: the block's wrapper holding its placeholder (its
// title, icon and instructions, with its way of choosing what to embed) until the block gives
// what it embeds; then that, with the block's sidebar. The toolbar's Edit, where the block has
// one. How a block chooses is an option: a pasted address or code (`AddressEmbedEdit`, with the
// provider's check), a search (GIF), a restaurant picker (OpenTable), a popover (Tock). The
// address flow lives in its own module, so a block that chooses otherwise loads none of it.
import { BlockPlaceholder } from '@blockyard/ui';
import { useBlockProps, type BlockWrapperProps } from '@wordpress/block-editor';
import type { ReactElement, ReactNode } from 'react';

import { EmbedToolbar } from './embed-toolbar';

export interface EmbedEditProps {
	/** The block's title, on its placeholder. */
	readonly label: string;
	readonly icon?: ReactElement;
	/** One instruction, or steps shown as a numbered list. */
	readonly instructions: string | readonly string[];
	/**
	 * The block's way of choosing what to embed, in the placeholder under the instructions: the
	 * address form, a search, a restaurant picker, a popover opening from the block.
	 */
	readonly chooser: ReactNode;
	/**
	 * What the block shows in place of its placeholder (what it embeds, or 'Embedding…'), its
	 * wrapper included: the element it returns takes `blockProps`. Left out, the placeholder shows.
	 */
	readonly content?: (blockProps: BlockWrapperProps) => ReactNode;
	/** The block's sidebar panels, shown with `content`. */
	readonly inspector?: ReactNode;
	/** The toolbar's Edit, while given (back to the address form, or the block's popover). */
	readonly onEdit?: () => void;
	/** The toolbar button's label (`Edit` when left out; `Edit URL` for some blocks). */
	readonly editLabel?: string;
	/** More props for the block's wrapper (a `ref`, for a popover anchored to the block). */
	readonly blockProps?: BlockWrapperProps;
}

/**
 * An embed block's edit, from its words, its way of choosing and what it shows once chosen.
 *
 * @example
 * <EmbedEdit label={__('GIF', 'blockyard')} instructions={…} chooser={<GifSearchForm … />} content={src ? (props) => <figure {...props}>…</figure> : undefined} />
 */
export function EmbedEdit({
	label,
	icon,
	instructions,
	chooser,
	content,
	inspector,
	onEdit,
	editLabel,
	blockProps: wrapperProps,
}: EmbedEditProps) {
	const blockProps = useBlockProps(wrapperProps);
	const steps = typeof instructions === 'string' ? undefined : instructions;
	return (
		<>
			{onEdit ? <EmbedToolbar onEdit={onEdit} label={editLabel} /> : null}
			{content ? inspector : null}
			{content ? (
				content(blockProps)
			) : (
				<div {...blockProps}>
					<BlockPlaceholder
						label={label}
						icon={icon}
						instructions={typeof instructions === 'string' ? instructions : undefined}
					>
						{steps ? (
							<ol className="blockyard-embed__instructions">
								{steps.map((step) => (
									<li key={step}>{step}</li>
								))}
							</ol>
						) : null}
						{chooser}
					</BlockPlaceholder>
				</div>
			)}
		</>
	);
}
