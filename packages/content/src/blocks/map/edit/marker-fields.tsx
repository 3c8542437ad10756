import { Button, TextareaControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { MapMarker } from '../types';

export interface MarkerFieldsProps {
	readonly marker: MapMarker;
	readonly onChange: (change: Partial<Pick<MapMarker, 'title' | 'caption'>>) => void;
	readonly onDelete: () => void;
}

/** A marker's title and caption, and Delete Marker: in its popup on the map and in the sidebar's list. */
export function MarkerFields({ marker, onChange, onDelete }: MarkerFieldsProps) {
	return (
		<>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={__('Marker title', 'blockyard')}
				value={marker.title}
				onChange={(title) => onChange({ title })}
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={__('Marker caption', 'blockyard')}
				value={marker.caption}
				rows={2}
				onChange={(caption) => onChange({ caption })}
			/>
			<Button variant="link" isDestructive onClick={onDelete}>
				{__('Delete Marker', 'blockyard')}
			</Button>
		</>
	);
}
