import type { Gif } from '@blockyard/api-client';
import { __ } from '@wordpress/i18n';

import { gifImageSource } from '../image';

export interface GifThumbnailsProps {
	/** The GIFs found (shown when there is more than one). */
	readonly gifs: readonly Gif[];
	/** The GIF shown now (its `embed_url`). */
	readonly chosen: string | undefined;
	readonly onChoose: (gif: Gif) => void;
}

/** The GIFs a search found, as buttons: the one shown is pressed, another one is chosen by a click. */
export function GifThumbnails({ gifs, chosen, onChoose }: GifThumbnailsProps) {
	if (gifs.length <= 1) {
		return null;
	}
	return (
		<div
			className="wp-block-blockyard-gif__thumbnails"
			role="group"
			aria-label={__('GIFs found', 'blockyard')}
		>
			{gifs.map((gif) => (
				<button
					key={gif.id}
					type="button"
					className="wp-block-blockyard-gif__thumbnail"
					aria-label={gif.title?.trim() || gif.id}
					aria-pressed={gif.embed_url === chosen}
					style={{
						backgroundImage: `url(${JSON.stringify(gifImageSource(gif.images.downsized_still.url) ?? '')})`,
					}}
					onClick={() => onChoose(gif)}
				/>
			))}
		</div>
	);
}
