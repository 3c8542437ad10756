import * as L from 'leaflet';

import { indexMarkers, type MarkerIndex } from '../clusters';
import type { MapMarker } from '../types';
import { clusterIcon, pinIcon } from './marker-icons';

export interface MarkerLayerOptions {
	readonly markers: readonly MapMarker[];
	readonly color: string;
	/** The accessible name of a cluster of `count` places. */
	readonly clusterLabel: (count: number) => string;
	readonly onMarkerClick?: ((marker: MapMarker) => void) | undefined;
}

/**
 * The markers of a map, clustered: on every move only what the view shows is
 * drawn (single markers and clusters of the rest), so a thousand places cost a
 * few dozen elements. A cluster zooms in on a click; a marker calls `onMarkerClick`.
 */
export class MarkerLayer {
	private readonly group = L.layerGroup();
	private index: MarkerIndex;
	private icon: L.DivIcon;

	constructor(
		private readonly map: L.Map,
		private options: MarkerLayerOptions
	) {
		this.index = indexMarkers(options.markers);
		this.icon = pinIcon(options.color);
		this.group.addTo(map);
		map.on('moveend', this.redraw);
		this.redraw();
	}

	update(options: MarkerLayerOptions): void {
		const markersChanged = options.markers !== this.options.markers;
		const colorChanged = options.color !== this.options.color;
		this.options = options;
		if (markersChanged) {
			this.index = indexMarkers(options.markers);
		}
		if (colorChanged) {
			this.icon = pinIcon(options.color);
		}
		this.redraw();
	}

	remove(): void {
		this.map.off('moveend', this.redraw);
		this.group.remove();
	}

	/** The number of markers and clusters drawn now. */
	get drawnCount(): number {
		return this.group.getLayers().length;
	}

	private readonly redraw = (): void => {
		let bounds: L.LatLngBounds;
		try {
			bounds = this.map.getBounds();
		} catch {
			// A map whose view is not set yet has no bounds.
			return;
		}
		const items = this.index.visible(
			{
				west: bounds.getWest(),
				south: bounds.getSouth(),
				east: bounds.getEast(),
				north: bounds.getNorth(),
			},
			this.map.getZoom()
		);
		this.group.clearLayers();
		for (const item of items) {
			if (item.kind === 'marker') {
				const { marker } = item;
				const title = marker.title || marker.placeTitle;
				const layer = L.marker([marker.coordinates.latitude, marker.coordinates.longitude], {
					icon: this.icon,
					title,
					keyboard: true,
				});
				layer.on('click', () => this.options.onMarkerClick?.(marker));
				layer.on('add', () => nameElement(layer.getElement(), title));
				this.group.addLayer(layer);
			} else {
				const layer = L.marker([item.latitude, item.longitude], {
					icon: clusterIcon(item.count),
					keyboard: true,
				});
				layer.on('click', () =>
					this.map.setView([item.latitude, item.longitude], item.expansionZoom)
				);
				layer.on('add', () => nameElement(layer.getElement(), this.options.clusterLabel(item.count)));
				this.group.addLayer(layer);
			}
		}
	};
}

function nameElement(element: HTMLElement | undefined, name: string): void {
	element?.setAttribute('role', 'button');
	element?.setAttribute('aria-label', name);
}
