// The embedded frame in the editor, under an overlay until the user clicks it: until then a
// click selects the block (and scrolling passes over it) instead of going into the frame.
// Deselecting the block puts the overlay back, as the editor's own Embed block does.
import { useEffect, useState } from '@wordpress/element';

import type { EmbedFrame } from './provider';

export interface EmbedPreviewProps {
	readonly frame: EmbedFrame;
	readonly isSelected: boolean;
}

/** The provider's frame, as it is saved, with the overlay over it until clicked. */
export function EmbedPreview({ frame, isSelected }: EmbedPreviewProps) {
	const [interactive, setInteractive] = useState(false);
	useEffect(() => {
		if (!isSelected) {
			setInteractive(false);
		}
	}, [isSelected]);
	return (
		<div className="blockyard-embed__preview" style={{ position: 'relative' }}>
			<iframe
				src={frame.src}
				title={frame.title}
				sandbox={frame.sandbox}
				allow={frame.allow}
				height={frame.height}
			/>
			{interactive ? null : (
				<div
					className="blockyard-embed__overlay"
					data-testid="embed-overlay"
					aria-hidden="true"
					style={{ position: 'absolute', inset: 0 }}
					onMouseUp={() => setInteractive(true)}
				/>
			)}
		</div>
	);
}
