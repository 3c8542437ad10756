import { Placeholder } from '@wordpress/components';
import type { ReactElement, ReactNode } from 'react';

export interface BlockPlaceholderProps {
	readonly label: string;
	readonly instructions?: string;
	/** An icon from @wordpress/icons or an SVG element of ours (never a dashicon name). */
	readonly icon?: ReactElement;
	readonly children?: ReactNode;
}

/** The placeholder a block shows before it has what it needs. */
export function BlockPlaceholder({ label, instructions, icon, children }: BlockPlaceholderProps) {
	return (
		<Placeholder className="blockyard-placeholder" label={label} instructions={instructions} icon={icon}>
			{children}
		</Placeholder>
	);
}
