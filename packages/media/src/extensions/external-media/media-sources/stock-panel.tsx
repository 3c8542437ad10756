import { EXTERNAL_MEDIA_PATH_RECENT } from '@blockyard/api-client';
import { Button, TextControl } from '@wordpress/components';
import { useCallback, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { mediaErrorOutcome } from '../media-errors';
import { canSearch, randomSearchTerm } from '../search';
import { sourceLabel } from '../sources';
import { MediaList, type SourcePanelProps } from './source-panel';
import { useMediaList } from './use-media-list';

/**
 * A stock source (Pexels, Openverse): a search box and 'Search' (enabled for a new, non-empty
 * term while nothing is being copied), and the results, starting with a random term's.
 */
export function StockPanel(props: SourcePanelProps) {
	const { api, service, copying, onNotice } = props;
	const [term, setTerm] = useState(() => randomSearchTerm());
	const [searched, setSearched] = useState(term);
	const onError = useCallback(
		(error: unknown) => {
			const outcome = mediaErrorOutcome(error);
			onNotice(outcome.kind === 'notice' ? outcome.message : undefined);
		},
		[onNotice]
	);
	const list = useMediaList(api, service, { path: EXTERNAL_MEDIA_PATH_RECENT, search: searched }, onError);
	const enabled = canSearch({ term, lastSearched: searched, copying });

	return (
		<>
			<form
				className="blockyard-external-media__search"
				role="search"
				style={{ display: 'flex', alignItems: 'flex-end', gap: '8px', margin: '0 0 12px' }}
				onSubmit={(event) => {
					event.preventDefault();
					if (enabled) {
						onNotice(undefined);
						setSearched(term.trim());
					}
				}}
			>
				<div style={{ flex: 1 }}>
					<TextControl
						__nextHasNoMarginBottom
						label={__('Search', 'blockyard')}
						hideLabelFromVision
						type="search"
						value={term}
						onChange={setTerm}
					/>
				</div>
				<Button type="submit" variant="primary" disabled={!enabled}>
					{__('Search', 'blockyard')}
				</Button>
			</form>
			<MediaList {...props} list={list} label={sourceLabel(service)} />
		</>
	);
}
