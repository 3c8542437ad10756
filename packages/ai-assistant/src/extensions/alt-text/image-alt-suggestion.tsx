import { useTracker } from '@blockyard/connection';
import { useHost } from '@blockyard/ui';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useInstanceId } from '@wordpress/compose';
import { useRegistry } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { buildAltTextMessages, parseAltTextReply } from '../../prompts/alt-text';
import { ReviewedSuggestion } from '../../suggestions/reviewed-suggestion';
import { SuggestionSection } from '../../suggestions/suggestion-section';
import { useTextSuggestion } from '../../suggestions/use-text-suggestion';
import { AI_EVENTS } from '../../tracking/ai-events';
import { withAltText, type BlockImage } from './alt-text-blocks';
import { surroundingText } from './surrounding-text';

export interface ImageAltSuggestionProps {
	readonly clientId: string;
	/** The image's place among the block's images. */
	readonly index: number;
	readonly image: BlockImage;
	/** Whether the block has other images (each then named by its number). */
	readonly numbered: boolean;
}

/**
 * The alt text suggestion of one image of a block: asked for on the author's click with the
 * image, its caption and the text around the block; reviewed as a word diff against the alt
 * text the image has; applied to the block as one undo step, or discarded.
 */
export function ImageAltSuggestion({ clientId, index, image, numbered }: ImageAltSuggestionProps) {
	const host = useHost();
	const registry = useRegistry();
	const recordEvent = useTracker();
	const id = useInstanceId(ImageAltSuggestion, 'blockyard-ai-alt-text');
	const { state, ask, reset, review, discard } = useTextSuggestion('alt_text', image.alt);
	const [uploading, setUploading] = useState(false);

	const onAsk = () => {
		const request = buildAltTextMessages({
			imageUrl: image.url,
			caption: image.caption,
			surroundingText: surroundingText(registry.select(blockEditorStore), clientId),
		});
		setUploading(!request.ok);
		if (request.ok) {
			void ask(() => request.messages, parseAltTextReply);
		}
	};
	const apply = (alt: string) => {
		const block = registry.select(blockEditorStore).getBlock(clientId);
		const attributes = block === null ? undefined : withAltText(block, index, alt);
		if (attributes !== undefined) {
			// The store's published types lack this action, which every supported version has.
			(
				registry.dispatch(blockEditorStore) as unknown as {
					updateBlockAttributes(clientId: string, attributes: Record<string, unknown>): void;
				}
			).updateBlockAttributes(clientId, attributes);
			recordEvent(AI_EVENTS.suggestionApply, { kind: 'alt_text', changed: 1 });
			host.notify({
				status: 'success',
				message: __('The suggested alt text was applied.', 'blockyard'),
			});
		}
		reset();
	};

	return (
		<SuggestionSection
			id={id}
			/* translators: %d: the image's number in the block. */
			title={numbered ? sprintf(__('Image %d', 'blockyard'), index + 1) : __('Alt text', 'blockyard')}
			state={state}
			noText={
				uploading
					? __(
							'The image is still uploading: ask again once it is in the media library.',
							'blockyard'
						)
					: undefined
			}
		>
			<div className="blockyard-ai-alt-text__image">
				<img src={image.url} alt="" />
				<p>
					{image.alt === ''
						? __('No alt text yet.', 'blockyard')
						: /* translators: %s: the image's alt text. */
							sprintf(__('Alt text: %s', 'blockyard'), image.alt)}
				</p>
			</div>
			<ReviewedSuggestion
				state={state}
				askLabel={
					image.alt === ''
						? __('Suggest alt text', 'blockyard')
						: __('Suggest new alt text', 'blockyard')
				}
				onAsk={onAsk}
				review={review}
				unchanged={__('The suggestion is the alt text the image has already.', 'blockyard')}
				onApply={apply}
				onDiscard={discard}
			/>
		</SuggestionSection>
	);
}
