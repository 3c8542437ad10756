import { createApi } from '@blockyard/api-client';
import { testHost, TEST_SITE_ROOT } from '@blockyard/block-edit-harness';
import { HostProvider, type BlockyardHost } from '@blockyard/ui';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { dispatch } from '@wordpress/data';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { VideoPlaceholder } from './video-placeholder';

beforeAll(() => {
	// The placeholder offers an upload only in an editor that can upload.
	(dispatch('core/block-editor') as { updateSettings: (settings: object) => void }).updateSettings({
		mediaUpload: () => undefined,
	});
});

afterEach(cleanup);

/** A site whose VideoPress module is `active` (or that has no module route: `undefined`), recording what is asked. */
function siteWithModule(active: boolean | undefined, refuseActivation = false) {
	const asked: string[] = [];
	const api = createApi({
		root: TEST_SITE_ROOT,
		nonce: 'nonce-1',
		fetch: async (input, init) => {
			const request = new Request(input, init);
			const path = new URL(request.url).pathname;
			asked.push(`${request.method} ${path}`);
			const json = (body: unknown, status = 200) =>
				new Response(JSON.stringify(body), {
					status,
					headers: { 'Content-Type': 'application/json' },
				});
			if (active === undefined) {
				return json({ code: 'rest_no_route', message: 'No route.' }, 404);
			}
			if (path.endsWith('/module/videopress/active')) {
				return refuseActivation
					? json({ code: 'forbidden', message: 'You may not turn modules on.' }, 403)
					: json({ code: 'success', message: 'The requested Jetpack module was activated.' });
			}
			return json({ module: 'videopress', name: 'VideoPress', description: '', active });
		},
	});
	return { asked, api };
}

function renderPlaceholder(host: BlockyardHost) {
	const onFile = vi.fn();
	const view = render(
		<HostProvider host={host}>
			<VideoPlaceholder onFile={onFile} onMedia={vi.fn()} interrupted={[]} onForget={vi.fn()} />
		</HostProvider>
	);
	return { ...view, onFile };
}

const disabled = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-disabled');

describe('the hosted video on a site whose VideoPress module is off', () => {
	it('disables Upload and Media Library, says why, and turns the module on at the author’s word', async () => {
		const { api, asked } = siteWithModule(false);
		const view = renderPlaceholder(testHost({ api }));
		// Until the site answers, the buttons wait.
		expect(view.container.textContent).toContain('Checking whether this site can host videos…');
		expect(disabled('Upload')).toBe('true');
		await screen.findByText(
			'Uploading and choosing videos needs the VideoPress module, which is off on this site.'
		);
		expect(disabled('Media Library')).toBe('true');
		expect(view.container.querySelector('input[type="file"]')).toBeNull();

		fireEvent.click(screen.getByRole('button', { name: 'Turn on VideoPress' }));
		await waitFor(() => expect(view.container.querySelector('input[type="file"]')).not.toBeNull());
		expect(asked).toEqual([
			'GET /wp-json/jetpack/v4/module/videopress',
			'POST /wp-json/jetpack/v4/module/videopress/active',
		]);
	});

	it('says why the module could not be turned on, and keeps the buttons off', async () => {
		const { api } = siteWithModule(false, true);
		const view = renderPlaceholder(testHost({ api }));
		fireEvent.click(await screen.findByRole('button', { name: 'Turn on VideoPress' }));
		await screen.findByText('VideoPress could not be turned on: You may not turn modules on.');
		expect(view.container.querySelector('input[type="file"]')).toBeNull();
	});

	it('asks the site once for every block of the editor', async () => {
		const { api, asked } = siteWithModule(true);
		const host = testHost({ api });
		renderPlaceholder(host);
		renderPlaceholder(host);
		await waitFor(() => expect(document.querySelectorAll('input[type="file"]')).toHaveLength(2));
		expect(asked).toEqual(['GET /wp-json/jetpack/v4/module/videopress']);
	});

	it('is no reason to stop an author where the site has no modules to ask', async () => {
		const { api } = siteWithModule(undefined);
		const view = renderPlaceholder(testHost({ api }));
		await waitFor(() => expect(view.container.querySelector('input[type="file"]')).not.toBeNull());
	});

	it('is not asked on the hosted platform, which has no modules', () => {
		const { api, asked } = siteWithModule(false);
		const host = testHost({ api });
		const view = renderPlaceholder({ ...host, site: { ...host.site, type: 'simple' } });
		expect(view.container.querySelector('input[type="file"]')).not.toBeNull();
		expect(asked).toEqual([]);
	});
});
