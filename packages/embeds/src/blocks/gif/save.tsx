import { safeRichText } from '@blockyard/api-client';
import { RichText, useBlockProps } from '@wordpress/block-editor';

import { gifImageSource, gifPadding, isEmptyCaption } from './image';
import type { GifAttributes } from './types';

/**
 * The GIF as an image in a box of its proportions, with its caption; nothing before a GIF
 * is chosen.
 */
export default function save({ attributes }: { attributes: GifAttributes }) {
	const src = gifImageSource(attributes.imageUrl);
	if (!src) {
		return null;
	}
	const { alt, searchText, paddingTop } = attributes;
	const caption = safeRichText(attributes.caption);
	return (
		<figure {...useBlockProps.save()}>
			<div className="wp-block-blockyard-gif__box" style={{ paddingTop: gifPadding(paddingTop) }}>
				<img src={src} alt={alt ?? searchText ?? ''} loading="lazy" />
			</div>
			{isEmptyCaption(caption) ? null : (
				<RichText.Content
					tagName="figcaption"
					className="wp-block-blockyard-gif__caption"
					value={caption}
				/>
			)}
		</figure>
	);
}
