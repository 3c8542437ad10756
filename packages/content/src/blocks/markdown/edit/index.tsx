import { BlockControls, store as blockEditorStore, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

import { element } from '../class-names';
import type { MarkdownAttributes } from '../types';
import { RenderedMarkdown } from './rendered-markdown';
import { useMarkdown } from './use-markdown';

type Pane = 'source' | 'preview';

/**
 * Selected: the markdown source in a text area, or its preview, switched in the toolbar.
 * Not selected: the rendered markdown (what visitors see), or a placeholder when empty.
 * Losing selection always brings the source back for next time.
 */
export default function MarkdownEdit({
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps<MarkdownAttributes>) {
	const [pane, setPane] = useState<Pane>('source');
	const blockProps = useBlockProps();
	const { rendering, setSource } = useMarkdown(attributes, setAttributes, {
		typing: isSelected && pane === 'source',
	});
	const { removeBlock } = useDispatch(blockEditorStore);
	const { source } = attributes;

	useEffect(() => {
		if (!isSelected) {
			setPane('source');
		}
	}, [isSelected]);

	const placeholder = __('Write your _Markdown_ **here**…', 'blockyard');

	if (!isSelected) {
		return (
			<div {...blockProps}>
				{source.trim() === '' ? (
					<p className={element('placeholder')}>{placeholder}</p>
				) : (
					<RenderedMarkdown rendering={rendering} />
				)}
			</div>
		);
	}

	const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
		if (event.key === 'Backspace' && source === '') {
			event.preventDefault();
			removeBlock(clientId);
		}
	};

	return (
		<div {...blockProps}>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton isPressed={pane === 'source'} onClick={() => setPane('source')}>
						{__('Markdown', 'blockyard')}
					</ToolbarButton>
					<ToolbarButton isPressed={pane === 'preview'} onClick={() => setPane('preview')}>
						{__('Preview', 'blockyard')}
					</ToolbarButton>
				</ToolbarGroup>
			</BlockControls>
			{pane === 'preview' ? (
				<RenderedMarkdown rendering={rendering} />
			) : (
				<textarea
					className={element('source')}
					aria-label={__('Markdown source', 'blockyard')}
					placeholder={placeholder}
					value={source}
					rows={Math.max(3, source.split('\n').length)}
					spellCheck
					onChange={(event) => setSource(event.target.value)}
					onKeyDown={onKeyDown}
				/>
			)}
		</div>
	);
}
