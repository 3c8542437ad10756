import { BlockNotice, BlockPlaceholder } from '@blockyard/ui';
import { Spinner } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { mapMarker } from '@wordpress/icons';

import { element } from '../class-names';
import { createMapkitMap, type MapkitController, type MapkitOptions } from '../mapkit/adapter';
import { useMapkit } from './use-mapkit';

export type MapkitCanvasProps = MapkitOptions;

/**
 * The map of the edit when MapKit draws it: MapKit JS and the editor's token loaded
 * first (a spinner meanwhile, the service's message if either fails), then the map
 * kept in step with the attributes. A click on a marker opens it in the sidebar's list.
 */
export function MapkitCanvas(props: MapkitCanvasProps) {
	const container = useRef<HTMLDivElement>(null);
	const [doc, setDoc] = useState<Document | undefined>();
	const mapkit = useMapkit(true, doc);
	const controller = useRef<MapkitController | undefined>(undefined);
	const latest = useRef(props);
	latest.current = props;

	useEffect(() => {
		setDoc(container.current?.ownerDocument);
	}, []);

	useEffect(() => {
		const parent = container.current;
		if (mapkit.status !== 'ready' || !parent) {
			return undefined;
		}
		controller.current = createMapkitMap(mapkit.library, parent, {
			...latest.current,
			onMarkerClick: (marker) => latest.current.onMarkerClick?.(marker),
		});
		return () => {
			controller.current?.destroy();
			controller.current = undefined;
		};
	}, [mapkit]);

	useEffect(() => {
		controller.current?.update({
			...props,
			onMarkerClick: (marker) => latest.current.onMarkerClick?.(marker),
		});
	});

	if (mapkit.status === 'failed') {
		return (
			<BlockPlaceholder icon={mapMarker} label={__('Map', 'blockyard')}>
				{mapkit.messages.map((message) => (
					<BlockNotice key={message} status="error">
						{message}
					</BlockNotice>
				))}
			</BlockPlaceholder>
		);
	}
	return (
		<div
			ref={container}
			className={`${element('canvas')} ${element('canvas--mapkit')}`}
			role="region"
			aria-label={__('Map', 'blockyard')}
		>
			{mapkit.status === 'loading' ? <Spinner /> : null}
		</div>
	);
}
