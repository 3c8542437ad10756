import { useSyncExternalStore } from '@wordpress/element';
import type { KeyboardEvent } from 'react';
import { __ } from '@wordpress/i18n';

import type { PlaygroundStore } from '../host/playground-store';

export interface TitleFieldProps {
	readonly store: PlaygroundStore;
}

/** The post title, as one line of text like Gutenberg's. */
export function TitleField({ store }: TitleFieldProps) {
	const title = useSyncExternalStore(store.subscribe, () => store.getState().post.title);
	const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
		// A title is one line: Enter does not add a line break.
		if (event.key === 'Enter') {
			event.preventDefault();
		}
	};
	return (
		<div className="blockyard-playground__title">
			<textarea
				className="blockyard-playground__title-input"
				aria-label={__('Add title', 'blockyard')}
				placeholder={__('Add title', 'blockyard')}
				rows={1}
				value={title}
				onChange={(event) => store.setTitle(event.target.value)}
				onKeyDown={onKeyDown}
			/>
		</div>
	);
}
