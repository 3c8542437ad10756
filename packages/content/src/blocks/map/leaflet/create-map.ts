import * as L from 'leaflet';

import { element } from '../class-names';
import type { TileLayerSpec } from '../tiles';
import type { MapCenter, MapMarker } from '../types';
import type { MapView } from '../zoom';
import { fullscreenControl, type FullscreenLabels } from './fullscreen-control';
import { ensureMapStyles } from './map-styles';
import { MarkerLayer } from './marker-layer';

export interface MapOptions {
	readonly markers: readonly MapMarker[];
	readonly view: MapView;
	readonly tiles: TileLayerSpec;
	readonly interaction: { readonly zoomControl: boolean; readonly scrollWheelZoom: boolean };
	readonly markerColor: string;
	readonly fullscreenButton: boolean;
	readonly labels: FullscreenLabels & { readonly cluster: (count: number) => string };
	readonly onMarkerClick?: ((marker: MapMarker) => void) | undefined;
	/** The person moved or zoomed the map (not the map fitting itself). */
	readonly onMove?: ((center: MapCenter, zoom: number) => void) | undefined;
}

export interface MapController {
	readonly map: L.Map;
	update(options: MapOptions): void;
	/** The popup of `marker`, holding `content`, with the map centred on the marker. */
	openPopup(marker: MapMarker, content: HTMLElement, onClose?: () => void): void;
	closePopup(): void;
	/** After the container changed size. */
	resize(): void;
	destroy(): void;
}

/** The largest zoom tiles exist for; Leaflet scales them beyond, up to the block's 22. */
const MAX_NATIVE_ZOOM = 19;

/**
 * A Leaflet map in `container` drawn from `options`, kept in step with
 * `update`. The edit and the visitor's script both draw through it.
 */
export function createMap(container: HTMLElement, options: MapOptions): MapController {
	ensureMapStyles(container.ownerDocument);
	const map = L.map(container, {
		zoomControl: false,
		scrollWheelZoom: options.interaction.scrollWheelZoom,
		maxZoom: 22,
		minZoom: 0,
		worldCopyJump: true,
	});
	const zoomControl = L.control.zoom({ position: 'topleft' });
	let tiles = L.tileLayer(options.tiles.url, {
		attribution: options.tiles.attribution,
		maxZoom: 22,
		maxNativeZoom: MAX_NATIVE_ZOOM,
	}).addTo(map);
	let fullscreen: L.Control | undefined;
	let current = options;
	let appliedView = '';
	let applyingView = false;

	const applyView = (view: MapView) => {
		const key = JSON.stringify(view);
		if (key === appliedView) {
			return;
		}
		appliedView = key;
		applyingView = true;
		try {
			if (view.kind === 'fit') {
				map.fitBounds(L.latLngBounds(view.bounds.map(([lat, lng]) => L.latLng(lat, lng))), {
					paddingTopLeft: L.point(...view.paddingTopLeft),
					paddingBottomRight: L.point(...view.paddingBottomRight),
					animate: false,
				});
			} else {
				map.setView([view.center.lat, view.center.lng], view.zoom, { animate: false });
			}
		} finally {
			applyingView = false;
		}
	};

	const applyInteraction = ({ zoomControl: showZoom, scrollWheelZoom }: MapOptions['interaction']) => {
		if (showZoom) {
			zoomControl.addTo(map);
			map.doubleClickZoom.enable();
			map.touchZoom.enable();
		} else {
			zoomControl.remove();
			map.doubleClickZoom.disable();
			map.touchZoom.disable();
		}
		if (scrollWheelZoom) {
			map.scrollWheelZoom.enable();
		} else {
			map.scrollWheelZoom.disable();
		}
	};

	const applyFullscreen = (wanted: boolean) => {
		if (wanted && !fullscreen) {
			fullscreen = fullscreenControl(container, current.labels).addTo(map);
		} else if (!wanted && fullscreen) {
			fullscreen.remove();
			fullscreen = undefined;
		}
	};

	const applyTiles = (spec: TileLayerSpec) => {
		container.classList.toggle(element('canvas--muted'), spec.muted);
		if (spec.url !== current.tiles.url || spec.attribution !== current.tiles.attribution) {
			tiles.remove();
			tiles = L.tileLayer(spec.url, {
				attribution: spec.attribution,
				maxZoom: 22,
				maxNativeZoom: MAX_NATIVE_ZOOM,
			}).addTo(map);
		}
	};

	applyView(options.view);
	applyInteraction(options.interaction);
	applyFullscreen(options.fullscreenButton);
	container.classList.toggle(element('canvas--muted'), options.tiles.muted);
	const layerOptions = (from: MapOptions) => ({
		markers: from.markers,
		color: from.markerColor,
		clusterLabel: from.labels.cluster,
		onMarkerClick: from.onMarkerClick,
	});
	const markers = new MarkerLayer(map, layerOptions(options));
	map.on('moveend', () => {
		if (!applyingView) {
			const center = map.getCenter();
			current.onMove?.({ lng: center.lng, lat: center.lat }, map.getZoom());
		}
	});

	return {
		map,
		update(next) {
			applyTiles(next.tiles);
			current = next;
			applyInteraction(next.interaction);
			applyFullscreen(next.fullscreenButton);
			applyView(next.view);
			markers.update(layerOptions(next));
		},
		openPopup(marker, content, onClose) {
			const at = L.latLng(marker.coordinates.latitude, marker.coordinates.longitude);
			// Centring on the marker is the block's doing, not the user's: it is not a move to keep.
			// The popup opens above the centre, so it needs no panning of its own.
			applyingView = true;
			try {
				map.panTo(at, { animate: false });
			} finally {
				applyingView = false;
			}
			const popup = L.popup({ offset: L.point(0, -36), maxWidth: 280, autoPan: false })
				.setLatLng(at)
				.setContent(content);
			if (onClose) {
				popup.on('remove', onClose);
			}
			popup.openOn(map);
		},
		closePopup() {
			map.closePopup();
		},
		resize() {
			map.invalidateSize({ animate: false });
		},
		destroy() {
			markers.remove();
			map.remove();
		},
	};
}
