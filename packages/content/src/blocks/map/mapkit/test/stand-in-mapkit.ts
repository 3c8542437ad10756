import type { MapkitAnnotation, MapkitCoordinate, MapkitLibrary, MapkitMap } from '../library';

/**
 * A stand-in for MapKit JS with the surface the adapter uses: it records what a map was
 * told (its type, region, annotations, the items it showed) instead of drawing, and the
 * token its authorization callback was given.
 */
export interface StandInMapkit extends MapkitLibrary {
	readonly maps: StandInMap[];
	/** Asks for a token as MapKit does, and resolves with the one given. */
	authorize(): Promise<string>;
}

export interface StandInMap extends MapkitMap {
	readonly parent: HTMLElement;
	shown: readonly MapkitAnnotation[];
	destroyed: boolean;
}

export interface StandInRegion {
	readonly center: MapkitCoordinate;
	readonly span: { readonly latitudeDelta: number; readonly longitudeDelta: number };
}

export function standInMapkit(): StandInMapkit {
	const maps: StandInMap[] = [];
	let authorization: ((done: (token: string) => void) => void) | undefined;

	class Coordinate implements MapkitCoordinate {
		constructor(
			readonly latitude: number,
			readonly longitude: number
		) {}
	}
	class CoordinateSpan {
		constructor(
			readonly latitudeDelta: number,
			readonly longitudeDelta: number
		) {}
	}
	class CoordinateRegion {
		constructor(
			readonly center: MapkitCoordinate,
			readonly span: unknown
		) {}
	}
	class MarkerAnnotation implements MapkitAnnotation {
		title: string;
		subtitle: string;
		readonly color: string;
		private readonly listeners: (() => void)[] = [];
		constructor(
			readonly coordinate: MapkitCoordinate,
			options: { title: string; subtitle: string; color: string }
		) {
			this.title = options.title;
			this.subtitle = options.subtitle;
			this.color = options.color;
		}
		addEventListener(_type: 'select', listener: () => void): void {
			this.listeners.push(listener);
		}
		/** What a click on the marker does in MapKit. */
		select(): void {
			this.listeners.forEach((listener) => listener());
		}
	}
	class Map implements StandInMap {
		mapType = 'standard';
		region: unknown;
		isZoomEnabled = true;
		annotations: MapkitAnnotation[] = [];
		shown: readonly MapkitAnnotation[] = [];
		destroyed = false;
		constructor(readonly parent: HTMLElement) {
			maps.push(this);
		}
		addAnnotations(annotations: readonly MapkitAnnotation[]): void {
			this.annotations = [...this.annotations, ...annotations];
		}
		removeAnnotations(annotations: readonly MapkitAnnotation[]): void {
			this.annotations = this.annotations.filter((annotation) => !annotations.includes(annotation));
		}
		showItems(items: readonly MapkitAnnotation[]): void {
			this.shown = items;
		}
		destroy(): void {
			this.destroyed = true;
		}
	}

	return {
		maps,
		init: ({ authorizationCallback }) => {
			authorization = authorizationCallback;
		},
		authorize: () =>
			new Promise((resolve, reject) => {
				if (!authorization) {
					reject(new Error('MapKit was not started.'));
					return;
				}
				authorization(resolve);
			}),
		Map,
		Coordinate,
		CoordinateSpan,
		CoordinateRegion,
		MarkerAnnotation,
	};
}
