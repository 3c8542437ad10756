import type { ReactNode } from 'react';

/** Why what was given could not be embedded, announced as it appears (the block's own words). */
export function EmbedError({ children }: { readonly children: ReactNode }) {
	return (
		<div className="blockyard-embed__error" role="alert">
			{children}
		</div>
	);
}
