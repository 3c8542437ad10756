import { __ } from '@wordpress/i18n';
import type { MouseEvent } from 'react';

import { element } from '../class-names';

/**
 * The rendered markdown, as visitors will see it. A link in it asks before it leaves the
 * editor, and leaves only when the user agrees: the editor page goes to the link's address.
 */
export function RenderedMarkdown({ html }: { html: string }) {
	const onClick = (event: MouseEvent<HTMLDivElement>) => {
		const target = event.target as Element;
		const link = target.closest?.('a[href]');
		if (!link || !event.currentTarget.contains(link)) {
			return;
		}
		event.preventDefault();
		if (window.confirm(__('Are you sure you wish to leave this page?', 'blockyard'))) {
			window.location.assign(new URL(link.getAttribute('href') ?? '', window.location.href).href);
		}
	};

	return (
		// Clicks bubble here from the links inside; the links themselves are focusable and take Enter.
		<div className={element('preview')} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
	);
}
