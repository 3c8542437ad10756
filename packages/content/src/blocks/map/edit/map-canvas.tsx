import { createPortal, useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { element } from '../class-names';
import { createMap, type MapController, type MapOptions } from '../leaflet/create-map';
import type { MapCenter, MapMarker } from '../types';
import { MarkerFields, type MarkerFieldsProps } from './marker-fields';

/** How long the box rests after a change of size before the map measures it again. */
const RESIZE_DEBOUNCE_MS = 250;

export interface MapCanvasProps extends Omit<MapOptions, 'labels' | 'onMarkerClick' | 'onMove'> {
	/** The marker whose popup is open. */
	readonly activeMarkerId: string | undefined;
	readonly onActivate: (id: string | undefined) => void;
	readonly onMove: (center: MapCenter, zoom: number) => void;
	readonly onChangeMarker: (id: string, change: Parameters<MarkerFieldsProps['onChange']>[0]) => void;
	readonly onDeleteMarker: (id: string) => void;
	/** A number that changes when the map's box changed size. */
	readonly sizeKey: number;
}

/**
 * The Leaflet map of the edit: drawn once, kept in step with the attributes,
 * and the open marker's popup holding its title, caption and Delete Marker.
 */
export function MapCanvas(props: MapCanvasProps) {
	const container = useRef<HTMLDivElement>(null);
	const controller = useRef<MapController | undefined>(undefined);
	const openId = useRef<string | undefined>(undefined);
	const latest = useRef(props);
	latest.current = props;
	const [popup, setPopup] = useState<HTMLElement | undefined>();

	const options = (from: MapCanvasProps): MapOptions => ({
		markers: from.markers,
		view: from.view,
		tiles: from.tiles,
		interaction: from.interaction,
		markerColor: from.markerColor,
		fullscreenButton: from.fullscreenButton,
		labels: {
			enter: __('View fullscreen', 'blockyard'),
			exit: __('Exit fullscreen', 'blockyard'),
			cluster: (count) =>
				/* translators: %d: the number of places a cluster on the map holds. */
				sprintf(_n('%d place', '%d places', count, 'blockyard'), count),
		},
		onMarkerClick: (marker: MapMarker) => latest.current.onActivate(marker.id),
		onMove: (center, zoom) => latest.current.onMove(center, zoom),
	});

	useEffect(() => {
		const element = container.current;
		if (!element) {
			return undefined;
		}
		controller.current = createMap(element, options(latest.current));
		return () => {
			controller.current?.destroy();
			controller.current = undefined;
		};
		// The map is made once; `update` below follows every later change.
	}, []);

	useEffect(() => {
		controller.current?.update(options(props));
	});

	useEffect(() => {
		const timer = setTimeout(() => controller.current?.resize(), RESIZE_DEBOUNCE_MS);
		return () => clearTimeout(timer);
	}, [props.sizeKey]);

	const active = props.markers.find((marker) => marker.id === props.activeMarkerId);
	useEffect(() => {
		const map = controller.current;
		if (!map) {
			return;
		}
		if (!active) {
			openId.current = undefined;
			map.closePopup();
			setPopup(undefined);
			return;
		}
		if (openId.current === active.id) {
			return;
		}
		openId.current = active.id;
		const content = (container.current?.ownerDocument ?? document).createElement('div');
		content.className = element('popup');
		setPopup(content);
		map.openPopup(active, content, () => {
			if (openId.current === active.id) {
				openId.current = undefined;
				setPopup(undefined);
				latest.current.onActivate(undefined);
			}
		});
	}, [active]);

	return (
		<>
			<div
				ref={container}
				className={element('canvas')}
				role="region"
				aria-label={__('Map', 'blockyard')}
			/>
			{popup && active
				? createPortal(
						<MarkerFields
							marker={active}
							onChange={(change) => props.onChangeMarker(active.id, change)}
							onDelete={() => props.onDeleteMarker(active.id)}
						/>,
						popup
					)
				: null}
		</>
	);
}
