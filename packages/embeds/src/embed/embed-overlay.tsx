// An overlay over an embed's preview until the user clicks it: until then a click selects the
// block (and scrolling passes over it) instead of going into the embed. Deselecting the block
// puts it back. For previews that are not a frame (a widget's stand-in, a card); a frame has
// `EmbedPreview`.
import { useEffect, useState } from '@wordpress/element';
import type { ReactNode } from 'react';

export interface EmbedOverlayProps {
	readonly isSelected: boolean;
	/** The preview under the overlay. */
	readonly children: ReactNode;
	readonly className?: string;
}

/**
 * The block's preview with the overlay over it until clicked. Links in the preview never
 * navigate the editor away.
 *
 * @example
 * <EmbedOverlay isSelected={isSelected}><TockWidget name={name} /></EmbedOverlay>
 */
export function EmbedOverlay({ isSelected, children, className }: EmbedOverlayProps) {
	const [interactive, setInteractive] = useState(false);
	useEffect(() => {
		if (!isSelected) {
			setInteractive(false);
		}
	}, [isSelected]);
	return (
		<div
			className={['blockyard-embed__preview', className].filter(Boolean).join(' ')}
			style={{ position: 'relative' }}
			onClickCapture={(event) => {
				if (event.target instanceof Element && event.target.closest('a')) {
					event.preventDefault();
				}
			}}
		>
			{children}
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
