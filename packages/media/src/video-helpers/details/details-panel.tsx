import { PanelBody, TextareaControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { ChaptersSummary } from './chapters-summary';
import { descriptionRows } from '../description-rows';

/** The video's details the panel edits. */
export interface VideoDetails {
	readonly title: string;
	readonly description: string;
}

export interface DetailsPanelProps {
	readonly values: VideoDetails;
	/** Called with the field that changed. */
	readonly onChange: (change: Partial<VideoDetails>) => void;
	/** While the video's media item loads, the fields are shown but cannot be edited. */
	readonly isLoading: boolean;
	/** The video's duration, when known: chapters after it are left out. */
	readonly durationMs?: number;
}

/**
 * The Details panel of a hosted video's sidebar: its title and description, and the chapters the
 * description lists. The block mounts it in its `InspectorControls`.
 */
export function DetailsPanel({ values, onChange, isLoading, durationMs }: DetailsPanelProps) {
	return (
		<PanelBody title={__('Details', 'blockyard')}>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={__('Title', 'blockyard')}
				placeholder={__('Video title', 'blockyard')}
				value={values.title}
				disabled={isLoading}
				onChange={(title) => onChange({ title })}
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={__('Description', 'blockyard')}
				placeholder={__('Video description', 'blockyard')}
				value={values.description}
				rows={descriptionRows(values.description)}
				disabled={isLoading}
				onChange={(description) => onChange({ description })}
			/>
			<ChaptersSummary description={values.description} durationMs={durationMs} />
		</PanelBody>
	);
}
