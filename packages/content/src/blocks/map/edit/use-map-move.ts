import type { BlockEditProps } from '@wordpress/blocks';
import { useCallback, useEffect, useRef } from '@wordpress/element';

import type { MapAttributes, MapCenter } from '../types';
import { clampZoom, isZoomSettable } from '../zoom';

/** How long the map rests after a move before its centre and zoom are stored. */
export const MOVE_DEBOUNCE_MS = 1000;

/**
 * What to do when the author moves the map: once it has rested for {@link MOVE_DEBOUNCE_MS},
 * store its centre and zoom, unless the map then has markers enough to be fitted to them
 * (`markerCount`, as of the latest render).
 */
export function useMapMove(
	markerCount: number,
	setAttributes: BlockEditProps<MapAttributes>['setAttributes']
): (center: MapCenter, zoom: number) => void {
	const latestCount = useRef(markerCount);
	latestCount.current = markerCount;
	const moveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
	useEffect(() => () => clearTimeout(moveTimer.current), []);
	return useCallback(
		(center: MapCenter, zoom: number) => {
			clearTimeout(moveTimer.current);
			moveTimer.current = setTimeout(() => {
				if (isZoomSettable(latestCount.current)) {
					setAttributes({ mapCenter: center, zoom: clampZoom(zoom) });
				}
			}, MOVE_DEBOUNCE_MS);
		},
		[setAttributes]
	);
}
