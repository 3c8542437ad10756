import { Placeholder } from '@wordpress/components';
import { useRefEffect } from '@wordpress/compose';
import type { ReactElement, ReactNode } from 'react';

export interface BlockPlaceholderProps {
	readonly label: string;
	readonly instructions?: string;
	/** An icon from @wordpress/icons or an SVG element of ours (never a dashicon name). */
	readonly icon?: ReactElement;
	readonly children?: ReactNode;
}

/**
 * A hidden element to put in a block's placeholder (`BlockPlaceholder` has one; a
 * `MediaPlaceholder` takes it as a child): when the placeholder goes while the block holds the
 * focus (its form submitted, files chosen, the block's edit drawn in place of the loading one),
 * the block's wrapper takes the focus, as in Gutenberg's blocks, so the keyboard stays in the
 * block instead of falling to the canvas's body.
 */
export function FocusKeptInBlock() {
	const ref = useRefEffect<HTMLElement>(
		(element) => () => {
			const document = element.ownerDocument;
			const block = element.closest('[data-block]');
			const clientId = block?.getAttribute('data-block');
			if (!clientId || !block?.contains(document.activeElement)) {
				return;
			}
			// After the commit that removes the placeholder: the block shows what took its place.
			queueMicrotask(() => {
				if (document.activeElement === null || document.activeElement === document.body) {
					document.querySelector<HTMLElement>(`[data-block="${clientId}"]`)?.focus();
				}
			});
		},
		[]
	);
	return <span hidden ref={ref} />;
}

/** The placeholder a block shows before it has what it needs. */
export function BlockPlaceholder({ label, instructions, icon, children }: BlockPlaceholderProps) {
	return (
		<Placeholder className="blockyard-placeholder" label={label} instructions={instructions} icon={icon}>
			{children}
			<FocusKeptInBlock />
		</Placeholder>
	);
}
