import type { Gif } from '@blockyard/api-client';
import { RichText } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useCallback, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { gallery } from '@wordpress/icons';

import { EmbedEdit } from '../../../embed/embed-edit';
import { gifImageSource, gifPadding, isEmptyCaption } from '../image';
import type { GifAttributes } from '../types';
import { gifAttributes } from './gif-attributes';
import { GifSearchForm } from './search-form';
import { GifThumbnails } from './thumbnails';
import { useGifSearch } from './use-gif-search';

/**
 * The GIF block's edit, through `EmbedEdit`: the search (or a pasted address) is its way of
 * choosing; once a GIF is chosen, the figure: the search and the GIFs found while selected, the
 * GIF and its caption.
 */
export default function GifEdit({ attributes, setAttributes, isSelected }: BlockEditProps<GifAttributes>) {
	const [text, setText] = useState(attributes.searchText ?? '');
	const onFound = useCallback(
		(gif: Gif, query: string) => setAttributes(gifAttributes(gif, query)),
		[setAttributes]
	);
	const gifs = useGifSearch(onFound);
	const src = gifImageSource(attributes.imageUrl);
	const search = <GifSearchForm gifs={gifs} text={text} onChange={setText} />;

	return (
		<EmbedEdit
			label={__('GIF', 'blockyard')}
			icon={gallery}
			instructions={__('Search for a term or paste a Giphy URL', 'blockyard')}
			chooser={search}
			content={
				src
					? (blockProps) => (
							<figure {...blockProps}>
								{isSelected ? (
									<>
										{search}
										<GifThumbnails
											gifs={gifs.results}
											chosen={attributes.giphyUrl}
											onChoose={(gif) =>
												setAttributes(
													gifAttributes(gif, attributes.searchText ?? text)
												)
											}
										/>
									</>
								) : null}
								<div
									className="wp-block-blockyard-gif__box"
									style={{ paddingTop: gifPadding(attributes.paddingTop) }}
								>
									<img src={src} alt={attributes.alt ?? attributes.searchText ?? ''} />
								</div>
								{isSelected || !isEmptyCaption(attributes.caption) ? (
									<RichText
										tagName="figcaption"
										className="wp-block-blockyard-gif__caption"
										aria-label={__('GIF caption', 'blockyard')}
										placeholder={__('Write caption…', 'blockyard')}
										value={attributes.caption ?? ''}
										onChange={(caption: string) => setAttributes({ caption })}
									/>
								) : null}
							</figure>
						)
					: undefined
			}
		/>
	);
}
