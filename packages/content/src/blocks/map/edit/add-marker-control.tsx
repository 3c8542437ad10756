import type { MapPlace } from '@blockyard/api-client';
import { BlockControls } from '@wordpress/block-editor';
import { Dropdown, ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { mapMarker } from '@wordpress/icons';

import { PlaceSearch } from './place-search';

/**
 * The toolbar's Add a marker: a search for a place (with the token of the map's Mapbox
 * tiles, `''` for the keyless search), closed once one is chosen.
 */
export function AddMarkerControl({
	onChoose,
	mapboxToken,
}: {
	readonly onChoose: (place: MapPlace) => void;
	readonly mapboxToken: string;
}) {
	return (
		<BlockControls>
			<ToolbarGroup>
				<Dropdown
					popoverProps={{ placement: 'bottom-start' }}
					renderToggle={({ isOpen, onToggle }) => (
						<ToolbarButton
							icon={mapMarker}
							label={__('Add a marker', 'blockyard')}
							aria-expanded={isOpen}
							onClick={onToggle}
						/>
					)}
					renderContent={({ onClose }) => (
						<PlaceSearch
							mapboxToken={mapboxToken}
							onChoose={(place) => {
								onChoose(place);
								onClose();
							}}
						/>
					)}
				/>
			</ToolbarGroup>
		</BlockControls>
	);
}
