import type { Api, ExternalMediaItem, ExternalMediaService } from '@blockyard/api-client';
import { Button, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { MediaGrid } from './media-grid';
import type { MediaListState } from './use-media-list';

/** What the modal gives the panel of a source. */
export interface SourcePanelProps {
	readonly api: Api;
	readonly service: ExternalMediaService;
	readonly multiple: boolean;
	readonly copying: boolean;
	readonly selected: readonly ExternalMediaItem[];
	readonly onToggle: (item: ExternalMediaItem) => void;
	/** Shows an error message above the list, or clears it (`undefined`). */
	readonly onNotice: (message: string | undefined) => void;
}

/** A source's list: the grid, a spinner while a page loads, 'Load More' while there are more, or the empty message. */
export function MediaList({
	list,
	label,
	multiple,
	copying,
	selected,
	onToggle,
	onOpenFolder = () => undefined,
}: Pick<SourcePanelProps, 'multiple' | 'copying' | 'selected' | 'onToggle'> & {
	readonly list: MediaListState & { readonly loadMore: () => void };
	readonly label: string;
	readonly onOpenFolder?: (item: ExternalMediaItem) => void;
}) {
	return (
		<div className="blockyard-external-media__list" aria-busy={list.loading || undefined}>
			{list.items.length > 0 ? (
				<MediaGrid
					label={label}
					items={list.items}
					selected={selected}
					multiple={multiple}
					onToggle={onToggle}
					onOpenFolder={onOpenFolder}
					disabled={copying}
				/>
			) : null}
			{list.loaded && !list.loading && list.items.length === 0 ? (
				<p className="blockyard-external-media__empty">
					{__('Sorry, but nothing matched your search criteria.', 'blockyard')}
				</p>
			) : null}
			{list.loading ? (
				<div style={{ display: 'flex', justifyContent: 'center', padding: '12px' }}>
					<Spinner />
				</div>
			) : null}
			{list.nextPage !== undefined && !list.loading ? (
				<div style={{ display: 'flex', justifyContent: 'center', padding: '12px' }}>
					<Button variant="secondary" disabled={copying} onClick={list.loadMore}>
						{__('Load More', 'blockyard')}
					</Button>
				</div>
			) : null}
		</div>
	);
}
