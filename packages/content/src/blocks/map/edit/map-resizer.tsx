import { ResizableBox } from '@wordpress/components';
import type { ReactNode } from 'react';

import { element } from '../class-names';
import { MIN_HEIGHT } from '../constants';

/** Only the bottom edge resizes the map. */
const BOTTOM_EDGE = {
	top: false,
	right: false,
	bottom: true,
	left: false,
	topRight: false,
	bottomRight: false,
	bottomLeft: false,
	topLeft: false,
};

export interface MapResizerProps {
	/** The map's height, in pixels. */
	readonly height: number;
	/** The resize handle shows while the block is selected. */
	readonly showHandle: boolean;
	/** The box is being resized. */
	readonly onResize: () => void;
	/** The box was resized to `height` pixels (its measured height). */
	readonly onResizeStop: (height: number) => void;
	readonly children: ReactNode;
}

/** The map's box, full width, resized from its bottom edge in steps of 10 pixels and no lower than the least height. */
export function MapResizer({ height, showHandle, onResize, onResizeStop, children }: MapResizerProps) {
	return (
		<ResizableBox
			className={element('resizable')}
			size={{ width: '100%', height }}
			minHeight={MIN_HEIGHT}
			grid={[10, 10]}
			enable={BOTTOM_EDGE}
			showHandle={showHandle}
			onResize={onResize}
			onResizeStop={(_event, _direction, box) => onResizeStop(box.offsetHeight)}
		>
			{children}
		</ResizableBox>
	);
}
