import { store as blockEditorStore } from '@wordpress/block-editor';
import { Notice, PanelBody, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { useAiAvailability } from '../../feature/use-ai-availability';
import { imagesOf } from './alt-text-blocks';
import { ImageAltSuggestion } from './image-alt-suggestion';

/** A block that is gone has no attributes (one object, so that nothing re-renders for it). */
const NO_ATTRIBUTES: Readonly<Record<string, unknown>> = Object.freeze({});

export interface AltTextPanelProps {
	readonly clientId: string;
}

/**
 * The **AI alt text** panel of an image, tiled gallery or slideshow block, where the AI
 * assistant is available: a suggestion for each of its images. Its images are sent only where
 * the site's AI model can see images; elsewhere the panel says it cannot, and sends nothing.
 */
export function AltTextPanel({ clientId }: AltTextPanelProps) {
	const { isAvailable, feature } = useAiAvailability();
	// The block's name and attributes keep their identity until they change: its images are
	// read again only then.
	const { name, attributes } = useSelect(
		(select) => {
			const editor = select(blockEditorStore);
			return {
				name: editor.getBlockName(clientId) ?? '',
				attributes: editor.getBlockAttributes(clientId) ?? NO_ATTRIBUTES,
			};
		},
		[clientId]
	);
	const images = useMemo(() => imagesOf({ name, attributes }), [name, attributes]);
	if (!isAvailable) {
		return null;
	}
	let content;
	if (feature === undefined) {
		// What the site's AI model can see is on its way.
		content = <Spinner />;
	} else if (feature.acceptsImages !== true) {
		content = (
			<Notice status="info" isDismissible={false}>
				{__(
					'The site’s AI model cannot see images, so it cannot suggest alt text. Write it yourself: say what the image shows to someone who cannot see it.',
					'blockyard'
				)}
			</Notice>
		);
	} else if (images.length === 0) {
		content = <p>{__('Add an image to get an alt text suggestion for it.', 'blockyard')}</p>;
	} else {
		content = images.map((image, index) => (
			<ImageAltSuggestion
				// An image's place is what the suggestion is for: a moved image starts afresh.
				key={`${String(index)} ${image.url}`}
				clientId={clientId}
				index={index}
				image={image}
				numbered={images.length > 1}
			/>
		));
	}
	return (
		<PanelBody title={__('AI alt text', 'blockyard')} initialOpen={false}>
			<div className="blockyard-ai-suggestions">{content}</div>
		</PanelBody>
	);
}
