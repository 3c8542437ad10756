import { Button, Notice, Spinner, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';

import type { GifSearch } from './use-gif-search';

export interface GifSearchFormProps {
	readonly gifs: GifSearch;
	/** What is typed in the field. */
	readonly text: string;
	readonly onChange: (text: string) => void;
}

/** The GIF block's way of choosing: words or a GIF address, Search, and the search's error. */
export function GifSearchForm({ gifs, text, onChange }: GifSearchFormProps) {
	const onSubmit = (event: FormEvent) => {
		event.preventDefault();
		gifs.search(text);
	};
	return (
		<>
			<form className="wp-block-blockyard-gif__search" onSubmit={onSubmit}>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					hideLabelFromVision
					label={__('Search for a term or paste a Giphy URL', 'blockyard')}
					placeholder={__('Search for a term or paste a Giphy URL', 'blockyard')}
					value={text}
					onChange={onChange}
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
			{gifs.error ? (
				<Notice status="error" onRemove={gifs.dismissError}>
					{gifs.error}
				</Notice>
			) : null}
		</>
	);
}
