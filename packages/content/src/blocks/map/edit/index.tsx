import type { MapPlace } from '@blockyard/api-client';
import { BlockNotice, BlockPlaceholder } from '@blockyard/ui';
import { BlockControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Button, Dropdown, ResizableBox, Spinner, ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { useCallback, useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { mapMarker } from '@wordpress/icons';

import { validCenter } from '../center';
import { element } from '../class-names';
import { MIN_HEIGHT } from '../constants';
import { mapHeight } from '../height';
import { markerColor } from '../marker-color';
import { addMarker, deleteMarker, editMarker, markerFromPlace } from '../markers';
import { validMarkers } from '../saved-markers';
import { chooseProvider } from '../provider';
import { mapStyle } from '../styles';
import { tileLayer } from '../tiles';
import type { MapAttributes, MapCenter, MapMarker } from '../types';
import { clampZoom, interactionFor, isZoomSettable, mapView, zoomAfterMarkerChange } from '../zoom';
import { ExamplePreview } from './example-preview';
import { MapInspector } from './inspector';
import { MapCanvas } from './map-canvas';
import { PlaceSearch } from './place-search';
import { TokenPlaceholder } from './token-placeholder';
import { useAccessToken } from './use-access-token';
import { useAddressMarker } from './use-address-marker';
import { useMapSettings } from './use-map-settings';

/** How long the map rests after a move before its centre and zoom are stored. */
const MOVE_DEBOUNCE_MS = 1000;

type MarkerChange = Partial<Pick<MapMarker, 'title' | 'caption'>>;

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
				<ExamplePreview color={props.attributes.markerColor} />
			</div>
		);
	}
	return <MapEditor {...props} />;
}

function MapEditor({ attributes, setAttributes, isSelected }: BlockEditProps<MapAttributes>) {
	const blockProps = useBlockProps();
	const { state: settings, retry } = useMapSettings();
	const style = mapStyle(attributes.mapStyle);
	const provider = chooseProvider({
		style,
		cookie: typeof document === 'undefined' ? undefined : document.cookie,
		siteSetting: settings.status === 'ready' ? settings.settings.provider : undefined,
	});
	const token = useAccessToken(settings.status === 'ready' && provider === 'mapbox');
	const markers = useMemo(() => validMarkers(attributes.points), [attributes.points]);
	const [activeId, setActiveId] = useState<string | undefined>();
	const [sizeKey, setSizeKey] = useState(0);

	const latest = useRef({ markers, zoom: attributes.zoom });
	latest.current = { markers, zoom: attributes.zoom };
	const setMarkers = useCallback(
		(next: readonly MapMarker[]) => {
			const { markers: previous, zoom } = latest.current;
			setAttributes({
				points: [...next],
				zoom: zoomAfterMarkerChange(previous.length, next.length, zoom),
			});
		},
		[setAttributes]
	);
	const addPlace = useCallback(
		(place: MapPlace) => {
			const marker = markerFromPlace(place);
			setMarkers(addMarker(latest.current.markers, marker));
			setActiveId(marker.id);
		},
		[setMarkers]
	);
	const onChangeMarker = (id: string, change: MarkerChange) => setMarkers(editMarker(markers, id, change));
	const onDeleteMarker = (id: string) => {
		setActiveId(undefined);
		setMarkers(deleteMarker(markers, id));
	};

	const moveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
	useEffect(() => () => clearTimeout(moveTimer.current), []);
	const onMove = useCallback(
		(center: MapCenter, zoom: number) => {
			clearTimeout(moveTimer.current);
			moveTimer.current = setTimeout(() => {
				if (isZoomSettable(latest.current.markers.length)) {
					setAttributes({ mapCenter: center, zoom: clampZoom(zoom) });
				}
			}, MOVE_DEBOUNCE_MS);
		},
		[setAttributes]
	);

	const address = useAddressMarker(attributes.address ?? '', markers.length > 0, addPlace);

	if (settings.status === 'failed') {
		return (
			<div {...blockProps}>
				<BlockPlaceholder icon={mapMarker} label={__('Map', 'blockyard')}>
					<BlockNotice status="error">{settings.message}</BlockNotice>
					<Button variant="secondary" onClick={retry}>
						{__('Try again', 'blockyard')}
					</Button>
				</BlockPlaceholder>
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

	const height = mapHeight(attributes.mapHeight) ?? MIN_HEIGHT;
	return (
		<div {...blockProps}>
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
								onChoose={(place) => {
									addPlace(place);
									onClose();
								}}
							/>
						)}
					/>
				</ToolbarGroup>
			</BlockControls>
			<MapInspector
				attributes={attributes}
				setAttributes={setAttributes}
				markers={markers}
				provider={provider}
				token={token}
				onStyleChange={(name) => setAttributes({ mapStyle: mapStyle(name) })}
				onChangeMarker={onChangeMarker}
				onDeleteMarker={onDeleteMarker}
			/>
			{address.notice ? (
				<BlockNotice status="warning" onRemove={address.dismiss}>
					{address.notice}
				</BlockNotice>
			) : null}
			<ResizableBox
				className={element('resizable')}
				size={{ width: '100%', height }}
				minHeight={MIN_HEIGHT}
				grid={[10, 10]}
				enable={{
					top: false,
					right: false,
					bottom: true,
					left: false,
					topRight: false,
					bottomRight: false,
					bottomLeft: false,
					topLeft: false,
				}}
				showHandle={isSelected}
				onResize={() => setSizeKey((key) => key + 1)}
				onResizeStop={(_event, _direction, box) => {
					setAttributes({ mapHeight: mapHeight(box.offsetHeight) });
					setSizeKey((key) => key + 1);
				}}
			>
				<MapCanvas
					markers={markers}
					view={mapView(
						markers.map((marker) => marker.coordinates),
						validCenter(attributes.mapCenter),
						attributes.zoom
					)}
					tiles={tileLayer(provider, { style, accessToken: token.token }, settings.settings.tiles)}
					interaction={interactionFor(markers.length, attributes.scrollToZoom)}
					markerColor={markerColor(attributes.markerColor)}
					fullscreenButton={attributes.showFullscreenButton}
					activeMarkerId={activeId}
					onActivate={setActiveId}
					onMove={onMove}
					onChangeMarker={onChangeMarker}
					onDeleteMarker={onDeleteMarker}
					sizeKey={sizeKey}
				/>
			</ResizableBox>
		</div>
	);
}
