// Test-only: the video block's registered edit (loaded lazily, as in the editor) with its
// toolbar, in a host that records the save locks and notices, a site answering the block's
// calls over a stubbed `fetch`, and the stand-in tus client.
import { createApi } from '@blockyard/api-client';
import { HostProvider, type BlockyardHost } from '@blockyard/ui';
import { render } from '@testing-library/react';
import { BlockControls, BlockEdit } from '@wordpress/block-editor';
import { SlotFillProvider } from '@wordpress/components';
import { useCallback, useState } from '@wordpress/element';
import { vi } from 'vitest';

import metadata from '../block.json';
import { registerVideoBlock, VIDEO_BLOCK_NAME } from '../index';
import type { VideoAttributes } from '../types';
import { FakeUpload } from '../upload/fake-upload';
import { UploadClientContext } from './upload-client';

export interface RecordingHost extends BlockyardHost {
	readonly locks: Set<string>;
	readonly notices: { status: string; message: string }[];
}

export function recordingHost(): RecordingHost {
	const locks = new Set<string>();
	const notices: { status: string; message: string }[] = [];
	return {
		locks,
		notices,
		site: { locale: 'en_US', type: 'self-hosted', features: {} },
		api: createApi({ root: 'http://site.test/wp-json/', nonce: 'nonce-1' }),
		getPost: () => ({ id: 1, title: 'Holidays' }),
		setPostTitle: () => undefined,
		lockPostSaving: (name) => void locks.add(name),
		unlockPostSaving: (name) => void locks.delete(name),
		uploadMedia: () => Promise.reject(new Error('not in these tests')),
		notify: (notice) => void notices.push(notice),
		subscribe: () => () => undefined,
	};
}

export interface SiteRequest {
	readonly url: string;
	readonly method: string;
	readonly body: string;
}

/** Stubs `fetch` with a site answering the upload token, the poster and the video's details. */
export function stubSite(options: { poster?: string } = {}) {
	const requests: SiteRequest[] = [];
	const json = (body: unknown) =>
		new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
	vi.stubGlobal(
		'fetch',
		vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
			const request = input instanceof Request ? input : new Request(String(input), init);
			requests.push({ url: request.url, method: request.method, body: await request.clone().text() });
			if (request.url.includes('admin-ajax.php')) {
				return json({
					success: true,
					data: {
						upload_token: 'token-1',
						upload_blog_id: 1,
						upload_action_url: 'http://site.test/resumable-upload/',
					},
				});
			}
			if (request.url.endsWith('/poster')) {
				return json({ generating: false, poster: options.poster ?? 'http://site.test/poster.png' });
			}
			if (request.url.includes('videopress/meta')) {
				return json({ code: 'success', data: 200 });
			}
			return new Response('not found', { status: 404 });
		})
	);
	return requests;
}

const defaults = (): VideoAttributes =>
	Object.fromEntries(
		Object.entries(metadata.attributes).flatMap(([name, schema]) =>
			'default' in schema ? [[name, schema.default]] : []
		)
	) as unknown as VideoAttributes;

/** Renders the edit as the editor would: attributes in state, the toolbar in a region. */
export function renderVideoEdit(attributes: Partial<VideoAttributes> = {}, host = recordingHost()) {
	registerVideoBlock();
	FakeUpload.previous = [];
	FakeUpload.last = undefined;
	let current: VideoAttributes = { ...defaults(), ...attributes };

	function Harness() {
		const [state, setState] = useState(current);
		const setAttributes = useCallback((change: Partial<VideoAttributes>) => {
			current = { ...current, ...change };
			setState(current);
		}, []);
		return (
			<SlotFillProvider>
				<div role="toolbar" aria-label="Block tools">
					<BlockControls.Slot group="other" />
				</div>
				<BlockEdit
					name={VIDEO_BLOCK_NAME}
					clientId="video-1"
					isSelected
					mayDisplayControls
					attributes={state}
					setAttributes={setAttributes}
				/>
			</SlotFillProvider>
		);
	}

	const view = render(
		<HostProvider host={host}>
			<UploadClientContext.Provider value={FakeUpload}>
				<Harness />
			</UploadClientContext.Provider>
		</HostProvider>
	);
	/** The upload the block made. */
	const upload = () => {
		if (!FakeUpload.last) throw new Error('no upload was made');
		return FakeUpload.last;
	};
	return { ...view, host, upload, attributes: () => current };
}
