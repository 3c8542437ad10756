import { hostedVideopress } from '@blockyard/api-client';
import { useHost, useSaveLock } from '@blockyard/ui';
import { BlockControls, InspectorControls, useBlockProps, type SelectedMedia } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Spinner, ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { aspectRatioClassNames } from '../aspect-ratio';
import { CAPTION_CLASS, figureStyle, playerAddress } from '../markup';
import type { VideoAttributes } from '../types';
import { ExampleFrame } from './example-frame';
import { PosterPanel } from './poster/poster-panel';
import { PosterPicker } from './poster/poster-picker';
import { TracksDropdown } from './tracks/tracks-dropdown';
import { useCoreVideoFallback } from './core-video-fallback';
import { VideoSettings } from './settings';
import { UploadScreen } from './upload-screen';
import { useInterruptedUploads } from './use-interrupted-uploads';
import { usePlayerPreview } from './use-player-preview';
import { usePoster } from './use-poster';
import { holdsSaving, useResumableUpload } from './use-resumable-upload';
import { isFile, VideoPlaceholder } from './video-placeholder';
import { VideoPreview } from './video-preview';
import { useVideoAvailability } from './use-video-availability';
import { useVideoMeta } from './use-video-meta';
import { useVideoFileRefusal } from './video-file-check';

const withoutExtension = (name: string): string => name.replace(/\.[A-Za-z0-9]{1,8}$/, '');

/** A media library item's video fields, as the media modal hands them over. */
function videoFromMedia(media: SelectedMedia): Partial<VideoAttributes> {
	const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
	const guid =
		text(media['videopress_guid']) ??
		text((media['jetpack_videopress'] as { guid?: unknown } | undefined)?.guid);
	return {
		id: typeof media['id'] === 'number' ? media['id'] : undefined,
		src: text(media['url']) ?? text(media['source_url']),
		guid,
		title: text(media['title']) ?? '',
	};
}

function Loader({ text }: { readonly text: string }) {
	return (
		<div className="wp-block-blockyard-video__loader" role="status">
			<Spinner />
			{text}
		</div>
	);
}

/**
 * The hosted video in the editor: the placeholder (upload a video or pick one from the media
 * library), the resumable upload's screen while a file goes up (the post cannot be saved
 * meanwhile), 'Generating preview…' while the service makes the poster, then the preview
 * with its caption, Replace and the text-tracks dropdown in the toolbar, and the poster
 * picker in the sidebar (and on the upload's screen once it is complete).
 * The inserter's example (`isVideoPressExample`) is a drawn frame and its caption, with no request.
 */
export default function VideoEdit(props: BlockEditProps<VideoAttributes>) {
	return props.attributes.isVideoPressExample ? (
		<VideoExample caption={props.attributes.caption} />
	) : (
		<VideoEditor {...props} />
	);
}

/** The inserter's example: a drawn frame with its play button, and the caption, with no request. */
function VideoExample({ caption }: { readonly caption: string }) {
	return (
		<figure {...useBlockProps()}>
			<ExampleFrame />
			{caption ? <figcaption className={CAPTION_CLASS}>{caption}</figcaption> : null}
		</figure>
	);
}

function VideoEditor({ attributes, setAttributes, clientId, isSelected }: BlockEditProps<VideoAttributes>) {
	const { api, notify } = useHost();
	const { src, guid, poster, caption, fileForImmediateUpload } = attributes;
	const upload = useResumableUpload();
	const interrupted = useInterruptedUploads();
	const [title, setTitle] = useState(attributes.title);
	useSaveLock(`blockyard/video/${clientId}`, holdsSaving(upload.state));

	// The media item's details (once the upload, if any, is done); one the service does not
	// host, or that cannot be read, turns the block into a core video block.
	const video = useVideoMeta(upload.state || attributes.isVideoPressExample ? undefined : attributes.id);
	useCoreVideoFallback(clientId, attributes, video);
	const itemGuid = video.meta?.guid;
	useEffect(() => {
		if (itemGuid && itemGuid !== guid) {
			setAttributes({ guid: itemGuid });
		}
	}, [itemGuid, guid, setAttributes]);

	// A block inserted with its file (a transform, a drop) starts uploading it at once, when the
	// site may host videos (its plan, its module) and accepts the file's type.
	const { begin } = upload;
	const refusalOf = useVideoFileRefusal();
	const availability = useVideoAvailability();
	useEffect(() => {
		if (isFile(fileForImmediateUpload) && availability.state !== 'checking') {
			setAttributes({ fileForImmediateUpload: undefined });
			const refusal =
				availability.state === 'unavailable'
					? availability.reason
					: refusalOf(fileForImmediateUpload);
			if (refusal !== undefined) {
				notify({ status: 'error', message: refusal });
				return;
			}
			setTitle(withoutExtension(fileForImmediateUpload.name));
			begin(fileForImmediateUpload);
		}
	}, [fileForImmediateUpload, availability, setAttributes, begin, refusalOf, notify]);

	// The finished upload's video becomes the block's at once, so a save keeps it.
	const finished = upload.state?.phase === 'complete' ? upload.state.video : undefined;
	useEffect(() => {
		if (finished) {
			setAttributes({
				guid: finished.guid,
				id: finished.media_id,
				src: finished.src,
				poster: undefined,
			});
		}
	}, [finished, setAttributes]);

	const previewWait = usePoster(upload.state ? undefined : guid, poster, (url) =>
		setAttributes({ poster: url })
	);

	// The service's player, as visitors get it, through the editor's embed-preview lookup.
	const player = usePlayerPreview(upload.state ? undefined : guid, playerAddress(attributes));

	const blockProps = useBlockProps({
		style: src ? figureStyle(attributes.maxWidth) : undefined,
	});

	if (upload.file && upload.state && upload.state.phase !== 'cancelled') {
		const onDone = () => {
			setAttributes({ title });
			const id = finished?.media_id;
			if (id !== undefined && title !== '') {
				hostedVideopress.updateMeta(api, { id, title }).catch(() =>
					notify({
						status: 'error',
						message: __('The video’s title could not be saved.', 'blockyard'),
					})
				);
			}
			upload.close();
		};
		return (
			<div {...blockProps}>
				<UploadScreen
					fileName={upload.file.name}
					state={upload.state}
					title={title}
					onTitleChange={setTitle}
					onPause={upload.pause}
					onResume={upload.resume}
					onCancel={upload.cancel}
					onDone={onDone}
					poster={
						finished && (
							<PosterPicker
								guid={finished.guid}
								src={finished.src}
								poster={poster}
								onPoster={(url) => setAttributes({ poster: url })}
							/>
						)
					}
				/>
			</div>
		);
	}

	if (!src) {
		return (
			<div {...blockProps}>
				<VideoPlaceholder
					onFile={(file) => {
						setTitle(withoutExtension(file.name));
						begin(file);
					}}
					onMedia={(media) => setAttributes(videoFromMedia(media))}
					interrupted={interrupted.uploads}
					onForget={interrupted.forget}
				/>
			</div>
		);
	}

	return (
		<figure {...blockProps}>
			<VideoSettings attributes={attributes} setAttributes={setAttributes} video={video} />
			<BlockControls group="other">
				<ToolbarGroup>
					<ToolbarButton
						label={__('Replace', 'blockyard')}
						onClick={() => setAttributes({ id: undefined, guid: undefined, src: undefined })}
					>
						{__('Replace', 'blockyard')}
					</ToolbarButton>
				</ToolbarGroup>
				{guid && (
					<ToolbarGroup>
						<TracksDropdown
							guid={guid}
							tracks={attributes.videoPressTracks}
							onChange={(videoPressTracks) => setAttributes({ videoPressTracks })}
						/>
					</ToolbarGroup>
				)}
			</BlockControls>
			{guid && (
				<InspectorControls>
					<PosterPanel
						guid={guid}
						src={src}
						poster={poster}
						onPoster={(url) => setAttributes({ poster: url })}
					/>
				</InspectorControls>
			)}
			{previewWait || (player.status === 'loading' && !player.frame) ? (
				<Loader text={previewWait ?? __('Loading the player…', 'blockyard')} />
			) : (
				<VideoPreview
					src={src}
					player={
						guid && (player.status === 'ready' || player.status === 'loading') && player.frame
							? { guid, frame: player.frame }
							: undefined
					}
					poster={poster}
					caption={caption}
					isSelected={isSelected}
					tracks={attributes.videoPressTracks}
					onCaptionChange={(next) => setAttributes({ caption: next })}
					onVideoSize={(width, height) => {
						const classNames = aspectRatioClassNames(
							attributes.videoPressClassNames,
							width,
							height
						);
						if (classNames !== attributes.videoPressClassNames) {
							setAttributes({ videoPressClassNames: classNames });
						}
					}}
				/>
			)}
		</figure>
	);
}
