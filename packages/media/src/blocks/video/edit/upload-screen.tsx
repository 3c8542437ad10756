import { Button, ExternalLink, Notice, Spinner, TextControl } from '@wordpress/components';
import type { ReactNode } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { RECOMMENDED_SETTINGS_URL } from '../upload/upload-errors';
import type { UploadState } from '../upload/upload-controller';

export interface UploadScreenProps {
	readonly fileName: string;
	readonly state: UploadState;
	readonly title: string;
	readonly onTitleChange: (title: string) => void;
	readonly onPause: () => void;
	readonly onResume: () => void;
	readonly onCancel: () => void;
	readonly onDone: () => void;
	/** The poster picker, shown once the upload is complete. */
	readonly poster?: ReactNode;
}

/** Whole percent of `sent` out of `total`. */
export const percentOf = (sent: number, total: number): number =>
	total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;

function ProgressBar({ percent }: { readonly percent: number }) {
	return (
		<div
			className="wp-block-blockyard-video__progress"
			role="progressbar"
			aria-label={__('Upload progress', 'blockyard')}
			aria-valuemin={0}
			aria-valuemax={100}
			aria-valuenow={percent}
			aria-valuetext={sprintf(/* translators: %d: a percentage */ __('%d %%', 'blockyard'), percent)}
		>
			<div
				className="wp-block-blockyard-video__progress-bar"
				style={{ width: `${String(percent)}%` }}
			/>
		</div>
	);
}

/** Where the upload stands, in words. */
function statusText(state: UploadState): string {
	switch (state.phase) {
		case 'preparing':
			return __('Uploading…', 'blockyard');
		case 'uploading': {
			const percent = percentOf(state.sent, state.total);
			return state.resumedFrom !== undefined && state.resumedFrom > 0
				? sprintf(
						/* translators: 1: where the upload resumed, 2: how far it is now (percentages) */
						__('Resuming the upload from %1$d %%: %2$d %% uploaded', 'blockyard'),
						percentOf(state.resumedFrom, state.total),
						percent
					)
				: sprintf(/* translators: %d: a percentage */ __('Uploading… %d %%', 'blockyard'), percent);
		}
		case 'paused':
			return sprintf(
				/* translators: %d: a percentage */ __('Paused at %d %%', 'blockyard'),
				percentOf(state.sent, state.total)
			);
		case 'complete':
			return __('Upload Complete!', 'blockyard');
		default:
			return '';
	}
}

/**
 * The resumable upload's screen: the video's title, a progress bar, Pause/Resume, the error
 * with Try again and Cancel, and 'Upload Complete!' with the poster picker and Done.
 */
export function UploadScreen(props: UploadScreenProps) {
	const { state } = props;
	const sent =
		state.phase === 'uploading' || state.phase === 'paused' || state.phase === 'error' ? state.sent : 0;
	const total = 'total' in state ? state.total : 0;
	const percent = state.phase === 'complete' ? 100 : percentOf(sent, total);
	return (
		<div className="wp-block-blockyard-video__upload">
			<p className="wp-block-blockyard-video__upload-file">{props.fileName}</p>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={__('Video title', 'blockyard')}
				placeholder={__('Video title', 'blockyard')}
				value={props.title}
				onChange={props.onTitleChange}
			/>
			{state.phase === 'error' ? (
				<Notice status="error" isDismissible={false}>
					{state.problem.message}{' '}
					{state.problem.kind === 'invalid-mime' && (
						<ExternalLink href={RECOMMENDED_SETTINGS_URL}>
							{__('See the recommended video settings', 'blockyard')}
						</ExternalLink>
					)}
				</Notice>
			) : (
				<p className="wp-block-blockyard-video__upload-status" aria-live="polite">
					{state.phase === 'preparing' && <Spinner />}
					{statusText(state)}
				</p>
			)}
			{state.phase !== 'preparing' && <ProgressBar percent={percent} />}
			{state.phase === 'complete' && props.poster}
			<div className="wp-block-blockyard-video__upload-actions">
				{state.phase === 'uploading' && (
					<Button variant="secondary" onClick={props.onPause}>
						{__('Pause', 'blockyard')}
					</Button>
				)}
				{state.phase === 'paused' && (
					<Button variant="primary" onClick={props.onResume}>
						{__('Resume', 'blockyard')}
					</Button>
				)}
				{state.phase === 'error' && (
					<Button variant="primary" onClick={props.onResume}>
						{__('Try again', 'blockyard')}
					</Button>
				)}
				{state.phase === 'complete' ? (
					<Button variant="primary" onClick={props.onDone}>
						{__('Done', 'blockyard')}
					</Button>
				) : (
					<Button variant="tertiary" onClick={props.onCancel}>
						{__('Cancel', 'blockyard')}
					</Button>
				)}
			</div>
		</div>
	);
}
