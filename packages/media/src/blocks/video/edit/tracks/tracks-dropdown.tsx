import { MediaUploadCheck } from '@wordpress/block-editor';
import { Button, Dropdown, MenuGroup, MenuItem, Notice, ToolbarButton } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { trash, upload as uploadIcon } from '@wordpress/icons';

import type { VideoTrack } from '../../types';
import { TrackForm } from './track-form';
import { useVideoTracks } from './use-video-tracks';

export interface TracksDropdownProps {
	/** The hosted video whose tracks these are. */
	readonly guid: string;
	/** The block's tracks (`videoPressTracks`). */
	readonly tracks: readonly VideoTrack[];
	readonly onChange: (tracks: VideoTrack[]) => void;
}

const trackName = (track: VideoTrack) =>
	sprintf(
		/* translators: 1: a track's label, 2: its kind, 3: its language tag */ __(
			'%1$s (%2$s, %3$s)',
			'blockyard'
		),
		track.label,
		track.kind,
		track.srcLang
	);

function TrackList({
	tracks,
	onDelete,
}: {
	readonly tracks: readonly VideoTrack[];
	readonly onDelete: (track: VideoTrack) => void;
}) {
	if (tracks.length === 0) {
		return (
			<p className="wp-block-blockyard-video__tracks-empty">
				{__('This video has no text tracks yet.', 'blockyard')}
			</p>
		);
	}
	return (
		<ul className="wp-block-blockyard-video__tracks">
			{tracks.map((track) => (
				<li key={`${track.kind}/${track.srcLang}`}>
					<span>{trackName(track)}</span>
					<Button
						icon={trash}
						size="small"
						label={sprintf(
							/* translators: %s: a track's label, kind and language */ __(
								'Delete %s',
								'blockyard'
							),
							trackName(track)
						)}
						onClick={() => onDelete(track)}
					/>
				</li>
			))}
		</ul>
	);
}

/**
 * The toolbar's 'Text tracks' dropdown: the video's tracks (the block's and the service's),
 * each with a delete button, and 'Upload track', which opens the form that adds one: only
 * for a user who may upload (the editor's `mediaUpload` setting, as `MediaUploadCheck` tells).
 */
export function TracksDropdown({ guid, tracks, onChange }: TracksDropdownProps) {
	const state = useVideoTracks(guid, tracks, onChange);
	const [adding, setAdding] = useState(false);
	const [error, setError] = useState<string | undefined>(undefined);
	// The button that had the focus goes away (a deleted track's, the form's): the focus moves
	// to 'Upload track', so that it stays in the dropdown and the dropdown stays open.
	const uploadItem = useRef<HTMLButtonElement>(null);
	const [refocus, setRefocus] = useState(false);
	useEffect(() => {
		if (refocus && !adding) {
			uploadItem.current?.focus();
			setRefocus(false);
		}
	}, [refocus, adding]);
	const backToList = () => {
		setAdding(false);
		setRefocus(true);
	};

	const remove = (track: VideoTrack) => {
		setError(undefined);
		state.remove(track).then(
			() => setRefocus(true),
			(problem: unknown) =>
				setError(
					sprintf(
						/* translators: %s: the service's message */ __('Error: %s', 'blockyard'),
						problem instanceof Error ? problem.message : String(problem)
					)
				)
		);
	};

	return (
		<Dropdown
			className="wp-block-blockyard-video__tracks-dropdown"
			contentClassName="wp-block-blockyard-video__tracks-popover"
			popoverProps={{ placement: 'bottom-start' }}
			onToggle={(open) => {
				if (!open) {
					setAdding(false);
					setError(undefined);
				}
			}}
			renderToggle={({ isOpen, onToggle }) => (
				<ToolbarButton aria-expanded={isOpen} aria-haspopup="true" onClick={onToggle}>
					{__('Text tracks', 'blockyard')}
				</ToolbarButton>
			)}
			renderContent={() =>
				adding ? (
					<TrackForm
						tracks={state.tracks}
						onCancel={backToList}
						onSave={async (track) => {
							await state.upload(track);
							backToList();
						}}
					/>
				) : (
					<>
						<MenuGroup label={__('Text tracks', 'blockyard')}>
							<TrackList tracks={state.tracks} onDelete={remove} />
						</MenuGroup>
						{error !== undefined && (
							<Notice status="error" isDismissible={false}>
								{error}
							</Notice>
						)}
						{/* Only for someone who may upload (the editor's `mediaUpload`), as the editor's own media buttons. */}
						<MediaUploadCheck>
							<MenuGroup>
								<MenuItem ref={uploadItem} icon={uploadIcon} onClick={() => setAdding(true)}>
									{__('Upload track', 'blockyard')}
								</MenuItem>
							</MenuGroup>
						</MediaUploadCheck>
					</>
				)
			}
		/>
	);
}
