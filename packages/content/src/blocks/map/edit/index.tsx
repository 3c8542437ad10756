import { BlockNotice } from '@blockyard/ui';
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';

import { validCenter } from '../center';
import { element } from '../class-names';
import { MIN_HEIGHT } from '../constants';
import { mapHeight } from '../height';
import { markerColor } from '../marker-color';
import { mapStyle } from '../styles';
import { tileLayer } from '../tiles';
import type { MapAttributes } from '../types';
import { interactionFor, mapView } from '../zoom';
import { AddMarkerControl } from './add-marker-control';
import { ExamplePreview } from './example-preview';
import { MapInspector } from './inspector';
import { MapCanvas } from './map-canvas';
import { MapkitCanvas } from './mapkit-canvas';
import { PlaceDetails } from './place-details';
import { MapResizer } from './map-resizer';
import { SettingsErrorPlaceholder } from './settings-error-placeholder';
import { TokenPlaceholder } from './token-placeholder';
import { useAddressMarker } from './use-address-marker';
import { useMapMove } from './use-map-move';
import { useMapProvider } from './use-map-provider';
import { useMarkers } from './use-markers';

/**
 * The map in the editor: drawn with Leaflet once the site's map settings (and,
 * for Mapbox, the access token) are known; a marker added through the
 * toolbar's search; the sidebar's settings and marker list.
 */
export default function MapEdit(props: BlockEditProps<MapAttributes>) {
	const blockProps = useBlockProps();
	if (props.attributes.preview) {
		return (
			<div {...blockProps}>
				<ExamplePreview
					color={props.attributes.markerColor}
					style={mapStyle(props.attributes.mapStyle)}
				/>
			</div>
		);
	}
	return <MapEditor {...props} />;
}

function MapEditor({ attributes, setAttributes, isSelected }: BlockEditProps<MapAttributes>) {
	const blockProps = useBlockProps();
	const { settings, retry, style, provider, token } = useMapProvider(attributes.mapStyle);
	const { markers, activeId, setActiveId, addPlace, changeMarker, deleteMarker } = useMarkers(
		attributes,
		setAttributes
	);
	// Changes when the map's box changes size, for the map to measure it again.
	const [sizeKey, setSizeKey] = useState(0);
	const onMove = useMapMove(markers.length, setAttributes);
	// The search is the active provider's: Mapbox's with the token its tiles use, else the keyless one.
	const mapboxToken = provider === 'mapbox' ? token.token : '';
	const searchReady = settings.status === 'ready' && token.status === 'ready';
	const view = mapView(
		markers.map((marker) => marker.coordinates),
		validCenter(attributes.mapCenter),
		attributes.zoom
	);
	const address = useAddressMarker(
		attributes.address ?? '',
		markers.length > 0,
		addPlace,
		searchReady ? { mapboxToken } : undefined
	);

	if (settings.status === 'failed') {
		return (
			<div {...blockProps}>
				<SettingsErrorPlaceholder message={settings.message} onRetry={retry} />
			</div>
		);
	}
	if (settings.status === 'loading' || token.status === 'loading') {
		return (
			<div {...blockProps}>
				<div className={element('loading')}>
					<Spinner />
				</div>
			</div>
		);
	}
	if (token.status === 'needs-token') {
		return (
			<div {...blockProps}>
				<TokenPlaceholder token={token} />
			</div>
		);
	}

	return (
		<div {...blockProps}>
			<AddMarkerControl onChoose={addPlace} mapboxToken={mapboxToken} />
			<MapInspector
				attributes={attributes}
				setAttributes={setAttributes}
				markers={markers}
				provider={provider}
				templates={settings.settings.tiles}
				visitorsToken={(settings.settings.mapboxToken ?? '') !== ''}
				token={token}
				onStyleChange={(name) => setAttributes({ mapStyle: mapStyle(name) })}
				onChangeMarker={changeMarker}
				onDeleteMarker={deleteMarker}
			/>
			{address.notice ? (
				<BlockNotice status="warning" onRemove={address.dismiss}>
					{address.notice}
				</BlockNotice>
			) : null}
			<MapResizer
				height={mapHeight(attributes.mapHeight) ?? MIN_HEIGHT}
				showHandle={isSelected}
				onResize={() => setSizeKey((key) => key + 1)}
				onResizeStop={(height) => {
					setAttributes({ mapHeight: mapHeight(height) });
					setSizeKey((key) => key + 1);
				}}
			>
				{provider === 'mapkit' ? (
					<MapkitCanvas
						markers={markers}
						view={view}
						style={style}
						markerColor={markerColor(attributes.markerColor)}
						zoomEnabled={interactionFor(markers.length, attributes.scrollToZoom).zoomControl}
						onMarkerClick={(marker) => setActiveId(marker.id)}
					/>
				) : (
					<MapCanvas
						markers={markers}
						view={view}
						tiles={tileLayer(
							provider,
							{ style, accessToken: token.token },
							settings.settings.tiles
						)}
						interaction={interactionFor(markers.length, attributes.scrollToZoom)}
						markerColor={markerColor(attributes.markerColor)}
						fullscreenButton={attributes.showFullscreenButton}
						activeMarkerId={activeId}
						onActivate={setActiveId}
						onMove={onMove}
						onChangeMarker={changeMarker}
						onDeleteMarker={deleteMarker}
						sizeKey={sizeKey}
					/>
				)}
			</MapResizer>
			{attributes.mapDetails !== false ? <PlaceDetails markers={markers} /> : null}
		</div>
	);
}
