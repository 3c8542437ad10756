import type { Gif } from '@blockyard/api-client';
import { BlockPlaceholder } from '@blockyard/ui';
import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Button, Notice, Spinner, TextControl } from '@wordpress/components';
import { useCallback, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { gallery } from '@wordpress/icons';
import type { FormEvent } from 'react';

import { gifImageSource, gifPadding, isEmptyCaption, paddingFor } from '../image';
import type { GifAttributes } from '../types';
import { useGifSearch } from './use-gif-search';

/** The attributes a GIF from the service sets. */
export function gifAttributes(gif: Gif, searchText: string): Partial<GifAttributes> {
	const { original } = gif.images;
	return {
		giphyUrl: gif.embed_url,
		imageUrl: original.url,
		alt: gif.title?.trim() || searchText,
		searchText,
		paddingTop: paddingFor(original.width, original.height),
	};
}

/** The GIF block's edit: search (or paste an address), the GIFs found, the GIF and its caption. */
export default function GifEdit({ attributes, setAttributes, isSelected }: BlockEditProps<GifAttributes>) {
	const blockProps = useBlockProps();
	const [text, setText] = useState(attributes.searchText ?? '');
	const onFound = useCallback(
		(gif: Gif, query: string) => setAttributes(gifAttributes(gif, query)),
		[setAttributes]
	);
	const gifs = useGifSearch(onFound);
	const src = gifImageSource(attributes.imageUrl);

	const onSubmit = (event: FormEvent) => {
		event.preventDefault();
		gifs.search(text);
	};
	const form = (
		<form className="wp-block-blockyard-gif__search" onSubmit={onSubmit}>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				hideLabelFromVision
				label={__('Search for a term or paste a Giphy URL', 'blockyard')}
				placeholder={__('Search for a term or paste a Giphy URL', 'blockyard')}
				value={text}
				onChange={setText}
			/>
			<Button
				__next40pxDefaultSize
				variant="primary"
				type="submit"
				disabled={gifs.status === 'fetching'}
				aria-disabled={gifs.status === 'fetching'}
			>
				{__('Search', 'blockyard')}
			</Button>
			{gifs.status === 'fetching' ? <Spinner /> : null}
		</form>
	);
	const notice = gifs.error ? (
		<Notice status="error" onRemove={gifs.dismissError}>
			{gifs.error}
		</Notice>
	) : null;

	if (!src) {
		return (
			<div {...blockProps}>
				<BlockPlaceholder
					label={__('GIF', 'blockyard')}
					icon={gallery}
					instructions={__('Search for a term or paste a Giphy URL', 'blockyard')}
				>
					{form}
					{notice}
				</BlockPlaceholder>
			</div>
		);
	}

	return (
		<figure {...blockProps}>
			{isSelected ? (
				<>
					{form}
					{notice}
					{gifs.results.length > 1 ? (
						<div
							className="wp-block-blockyard-gif__thumbnails"
							role="group"
							aria-label={__('GIFs found', 'blockyard')}
						>
							{gifs.results.map((gif) => (
								<button
									key={gif.id}
									type="button"
									className="wp-block-blockyard-gif__thumbnail"
									aria-label={gif.title?.trim() || gif.id}
									aria-pressed={gif.embed_url === attributes.giphyUrl}
									style={{
										backgroundImage: `url(${JSON.stringify(gifImageSource(gif.images.downsized_still.url) ?? '')})`,
									}}
									onClick={() =>
										setAttributes(gifAttributes(gif, attributes.searchText ?? text))
									}
								/>
							))}
						</div>
					) : null}
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
	);
}
