import { Button, FormFileUpload, Notice, SelectControl, Spinner, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import {
	canSaveTrack,
	completeTrackForm,
	duplicateTrackError,
	isTrackFile,
	TRACK_FILE_ACCEPT,
	trackDefaults,
} from '../../../../video-helpers/tracks';
import { isTrackKind } from '../../../../video-helpers/track-kind';
import type { VideoTrack, VideoTrackKind } from '../../types';
import type { NewTrack } from './use-video-tracks';

const KIND_OPTIONS: readonly { readonly value: VideoTrackKind; readonly label: string }[] = [
	{ value: 'subtitles', label: __('Subtitles', 'blockyard') },
	{ value: 'captions', label: __('Captions', 'blockyard') },
	{ value: 'descriptions', label: __('Descriptions', 'blockyard') },
	{ value: 'chapters', label: __('Chapters', 'blockyard') },
	{ value: 'metadata', label: __('Metadata', 'blockyard') },
];

export interface TrackFormProps {
	/** The video's tracks now: a kind and language among them cannot be added again. */
	readonly tracks: readonly VideoTrack[];
	/** Sends the track; rejects with the message to show. */
	readonly onSave: (track: NewTrack) => Promise<void>;
	readonly onCancel: () => void;
}

/**
 * The form that adds a text track: a WebVTT file (needed before Save; other files are
 * refused with a message), its kind, language and label (English subtitles, `en`, unless
 * changed). A kind and language the video has already is refused before anything is sent;
 * a failure of the service shows as 'Error: {message}'.
 */
export function TrackForm({ tracks, onSave, onCancel }: TrackFormProps) {
	const defaults = trackDefaults();
	const [kind, setKind] = useState<VideoTrackKind>(
		isTrackKind(defaults.kind) ? defaults.kind : 'subtitles'
	);
	const [srcLang, setSrcLang] = useState(defaults.srcLang);
	const [label, setLabel] = useState(defaults.label);
	const [file, setFile] = useState<File | undefined>(undefined);
	const [refusedFile, setRefusedFile] = useState<string | undefined>(undefined);
	const [error, setError] = useState<string | undefined>(undefined);
	const [saving, setSaving] = useState(false);

	const form = { kind, srcLang, label, file };
	const duplicate = duplicateTrackError(tracks, form);
	const complete = canSaveTrack(form) && duplicate === undefined;

	const chooseFile = (chosen: File | undefined) => {
		if (!chosen) {
			return;
		}
		if (isTrackFile(chosen)) {
			setFile(chosen);
			setRefusedFile(undefined);
		} else {
			setFile(undefined);
			setRefusedFile(chosen.name);
		}
	};

	const save = () => {
		if (!complete || saving || !file) {
			return;
		}
		setSaving(true);
		setError(undefined);
		onSave({ ...completeTrackForm(form), file }).catch((problem: unknown) => {
			setSaving(false);
			setError(
				sprintf(
					/* translators: %s: the service's message */ __('Error: %s', 'blockyard'),
					problem instanceof Error ? problem.message : String(problem)
				)
			);
		});
	};

	return (
		<form
			className="wp-block-blockyard-video__track-form"
			aria-label={__('Upload track', 'blockyard')}
			onSubmit={(event) => {
				event.preventDefault();
				save();
			}}
		>
			<div className="wp-block-blockyard-video__track-file">
				<FormFileUpload
					accept={TRACK_FILE_ACCEPT}
					onChange={(event) => chooseFile(event.currentTarget.files?.[0])}
					render={({ openFileDialog }) => (
						<Button variant="secondary" onClick={openFileDialog}>
							{file
								? __('Replace track file', 'blockyard')
								: __('Select track file', 'blockyard')}
						</Button>
					)}
				/>
				<span>{file ? file.name : __('No file selected (.vtt)', 'blockyard')}</span>
			</div>
			{refusedFile !== undefined && (
				<p className="wp-block-blockyard-video__track-message" role="alert">
					{sprintf(
						/* translators: %s: a file name */
						__('“%s” is not a WebVTT file. Choose a .vtt file.', 'blockyard'),
						refusedFile
					)}
				</p>
			)}
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={__('Kind', 'blockyard')}
				value={kind}
				options={KIND_OPTIONS.map((option) => ({ ...option }))}
				onChange={(value) => setKind(value)}
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={__('Source language', 'blockyard')}
				help={__('A language tag, such as en or pt-BR.', 'blockyard')}
				value={srcLang}
				onChange={setSrcLang}
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={__('Label', 'blockyard')}
				value={label}
				onChange={setLabel}
			/>
			{duplicate !== undefined && (
				<p className="wp-block-blockyard-video__track-message" role="alert">
					{duplicate}
				</p>
			)}
			{error !== undefined && (
				<Notice status="error" isDismissible={false}>
					{error}
				</Notice>
			)}
			<div className="wp-block-blockyard-video__track-actions">
				<Button variant="tertiary" onClick={onCancel} disabled={saving}>
					{__('Cancel', 'blockyard')}
				</Button>
				{/* Busy rather than disabled while it sends: a disabled button would drop the focus, and the dropdown with it. */}
				<Button variant="primary" type="submit" disabled={!complete} isBusy={saving}>
					{__('Save', 'blockyard')}
				</Button>
				{saving && <Spinner />}
			</div>
		</form>
	);
}
