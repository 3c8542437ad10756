import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';

import { validCenter } from './center';
import { element } from './class-names';
import { mapHeight } from './height';
import { markerColor } from './marker-color';
import { validMarkers } from './saved-markers';
import { mapStyle } from './styles';
import type { MapAttributes } from './types';
import { clampZoom } from './zoom-level';

/**
 * A pure function of the attributes: the places as a plain list (title, caption
 * and coordinates), which visitors without script and screen readers get, and
 * what the visitor's script needs to draw the map as data attributes. No script.
 */
export default function MapSave({ attributes }: BlockSaveProps<MapAttributes>) {
	const markers = validMarkers(attributes.points);
	const height = mapHeight(attributes.mapHeight);
	const center = validCenter(attributes.mapCenter);
	return (
		<div
			{...useBlockProps.save()}
			data-map-style={mapStyle(attributes.mapStyle)}
			data-map-details={String(attributes.mapDetails !== false)}
			data-zoom={clampZoom(attributes.zoom)}
			data-map-center={`${center.lat},${center.lng}`}
			data-marker-color={markerColor(attributes.markerColor)}
			data-scroll-to-zoom={String(attributes.scrollToZoom === true)}
			data-show-fullscreen-button={String(attributes.showFullscreenButton !== false)}
			data-map-height={height}
		>
			{markers.length > 0 ? (
				<ul className={element('places')}>
					{markers.map((marker) => (
						<li
							key={marker.id}
							className={element('place')}
							data-id={marker.id}
							data-latitude={marker.coordinates.latitude}
							data-longitude={marker.coordinates.longitude}
						>
							<span className={element('place-title')}>
								{marker.title || marker.placeTitle}
							</span>
							{marker.caption ? (
								<span className={element('place-caption')}>{marker.caption}</span>
							) : null}
							<span className={element('place-coordinates')}>
								{`${marker.coordinates.latitude}, ${marker.coordinates.longitude}`}
							</span>
						</li>
					))}
				</ul>
			) : null}
		</div>
	);
}
