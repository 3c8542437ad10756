import { element } from '../class-names';
import type { MapMarker } from '../types';

/**
 * The place details below the map in the editor, as visitors see them below theirs:
 * each place's title and caption.
 */
export function PlaceDetails({ markers }: { readonly markers: readonly MapMarker[] }) {
	if (markers.length === 0) {
		return null;
	}
	return (
		<ul className={element('places')}>
			{markers.map((marker) => (
				<li key={marker.id} className={element('place')}>
					<span className={element('place-title')}>{marker.title || marker.placeTitle}</span>
					{marker.caption ? (
						<span className={element('place-caption')}>{marker.caption}</span>
					) : null}
				</li>
			))}
		</ul>
	);
}
