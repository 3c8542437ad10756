import {
	EXTERNAL_MEDIA_PATH_ALBUMS,
	EXTERNAL_MEDIA_PATH_RECENT,
	type ExternalMediaItem,
	hostedExternalMedia,
} from '@blockyard/api-client';
import { Button, SelectControl } from '@wordpress/components';
import { useCallback, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { filterParts, type GooglePhotosFilters } from '../google-photos-filters';
import { mediaErrorOutcome } from '../media-errors';
import { GooglePhotosConnect } from './google-photos-connect';
import { GooglePhotosFiltersBar } from './google-photos-filters-bar';
import { MediaList, type SourcePanelProps } from './source-panel';
import { type MediaListQuery, useMediaList } from './use-media-list';

type View = 'photos' | 'albums';

/**
 * Google Photos: the connect screen until the account is connected (and again whenever a call
 * answers `authorization_required`); then the account, 'Disconnect from Google Photos', the
 * Photos/Albums view, the breadcrumb inside an album and, for the photos, the filters.
 */
export function GooglePhotosPanel(props: SourcePanelProps) {
	const { api, service, copying, onNotice } = props;
	const [authenticated, setAuthenticated] = useState(true);
	const [view, setView] = useState<View>('photos');
	const [album, setAlbum] = useState<{ readonly id: string; readonly name: string } | undefined>(undefined);
	const [filters, setFilters] = useState<GooglePhotosFilters>({});

	const onError = useCallback(
		(error: unknown) => {
			const outcome = mediaErrorOutcome(error);
			if (outcome.kind === 'connect') {
				setAuthenticated(false);
			} else {
				onNotice(outcome.message);
			}
		},
		[onNotice]
	);

	const filter = filterParts(filters, new Date());
	const query: MediaListQuery | undefined = !authenticated
		? undefined
		: album
			? { path: album.id }
			: view === 'albums'
				? { path: EXTERNAL_MEDIA_PATH_ALBUMS }
				: { path: EXTERNAL_MEDIA_PATH_RECENT, filter };
	const list = useMediaList(api, service, query, onError);

	if (!authenticated) {
		return (
			<GooglePhotosConnect
				api={api}
				onDone={() => {
					onNotice(undefined);
					setAuthenticated(true);
				}}
				onError={onError}
			/>
		);
	}

	const disconnect = () => {
		hostedExternalMedia.disconnect(api).then(
			() => setAuthenticated(false),
			(error: unknown) => onError(error)
		);
	};

	const openAlbum = (item: ExternalMediaItem) =>
		setAlbum({ id: item.ID, name: item.title || (typeof item.name === 'string' ? item.name : '') });

	return (
		<>
			<div
				className="blockyard-external-media__google-header"
				style={{
					display: 'flex',
					flexWrap: 'wrap',
					alignItems: 'flex-end',
					gap: '12px',
					margin: '0 0 12px',
				}}
			>
				<SelectControl
					__nextHasNoMarginBottom
					label={__('View', 'blockyard')}
					value={view}
					options={[
						{ value: 'photos', label: __('Photos', 'blockyard') },
						{ value: 'albums', label: __('Albums', 'blockyard') },
					]}
					onChange={(next: string) => {
						setView(next === 'albums' ? 'albums' : 'photos');
						setAlbum(undefined);
					}}
				/>
				<div style={{ display: 'flex', alignItems: 'center', gap: '8px', marginLeft: 'auto' }}>
					{list.account?.image ? (
						<img
							src={list.account.image}
							alt=""
							width={32}
							height={32}
							style={{ borderRadius: '50%', objectFit: 'cover' }}
						/>
					) : null}
					{list.account?.name ? (
						<span className="blockyard-external-media__account">{list.account.name}</span>
					) : null}
					<Button variant="tertiary" disabled={copying} onClick={disconnect}>
						{__('Disconnect from Google Photos', 'blockyard')}
					</Button>
				</div>
			</div>
			{album ? (
				<nav
					className="blockyard-external-media__breadcrumb"
					aria-label={__('Breadcrumb', 'blockyard')}
					style={{ margin: '0 0 12px' }}
				>
					<Button variant="link" onClick={() => setAlbum(undefined)}>
						{__('Albums', 'blockyard')}
					</Button>
					<span aria-hidden="true"> → </span>
					<span aria-current="page">{album.name}</span>
				</nav>
			) : null}
			{view === 'photos' && !album ? (
				<GooglePhotosFiltersBar applied={filters} onApply={setFilters} disabled={copying} />
			) : null}
			<MediaList
				{...props}
				list={list}
				label={album?.name ?? __('Google Photos', 'blockyard')}
				onOpenFolder={openAlbum}
			/>
		</>
	);
}
