import { createApi } from '@blockyard/api-client';
import { describe, expect, it, vi } from 'vitest';

import { videoCalls } from './video-calls';

const requests: string[] = [];
const api = createApi({
	root: 'https://site.test/wp-json/',
	platformRoot: 'https://platform.test/',
	fetch: async (input, init) => {
		const request = new Request(input, init);
		requests.push(`${request.method} ${new URL(request.url).pathname}`);
		return new Response(JSON.stringify({ generating: true }), { status: 200 });
	},
});

const vtt = new Blob(['WEBVTT\n'], { type: 'text/vtt' });
const track = { kind: 'subtitles', srclang: 'fr', label: 'Français', vtt } as const;

describe('videoCalls', () => {
	it('uses each of the host’s functions it has, and hands it the guid, the change and the signal', async () => {
		const updatePoster = vi.fn(async () => ({ poster: 'https://cdn.test/p.jpg' }));
		const uploadTrack = vi.fn(async () => ({
			kind: 'subtitles',
			srclang: 'fr',
			label: 'Français',
			src: 'https://cdn.test/fr.vtt',
		}));
		const deleteTrack = vi.fn(async () => undefined);
		const calls = videoCalls(api, { updatePoster, uploadTrack, deleteTrack });
		const signal = new AbortController().signal;
		await expect(calls.setPoster('Hb7xQ2pL', { atTime: 1200 }, signal)).resolves.toEqual({
			poster: 'https://cdn.test/p.jpg',
		});
		expect(updatePoster).toHaveBeenCalledWith('Hb7xQ2pL', { atTime: 1200 }, signal);
		await expect(calls.uploadTrack('Hb7xQ2pL', track)).resolves.toMatchObject({
			src: 'https://cdn.test/fr.vtt',
		});
		await calls.deleteTrack('Hb7xQ2pL', { kind: 'subtitles', srclang: 'fr' });
		expect(deleteTrack).toHaveBeenCalledWith('Hb7xQ2pL', { kind: 'subtitles', srclang: 'fr' }, undefined);
		expect(requests).toEqual([]);
	});

	it('refuses a host’s answer of the wrong shape', async () => {
		const calls = videoCalls(api, { uploadTrack: async () => ({ src: 42 }) as never });
		await expect(calls.uploadTrack('Hb7xQ2pL', track)).rejects.toThrow(
			'The site answered the video service’s call with something unexpected.'
		);
	});

	it('calls the service’s public API for what the host does not give', async () => {
		const calls = videoCalls(api, {
			uploadTrack: async () => ({ kind: 'subtitles', srclang: 'fr', label: 'x', src: 'y' }),
		});
		await calls.setPoster('Hb7xQ2pL', { posterAttachmentId: 5 }).catch(() => undefined);
		// The write first asks the site for its upload token.
		expect(requests[0]).toBe('POST /wp-admin/admin-ajax.php');
		requests.length = 0;
		const plain = videoCalls(api, undefined);
		await plain.setPoster('Hb7xQ2pL', { atTime: 0 }).catch(() => undefined);
		expect(requests[0]).toBe('POST /wp-admin/admin-ajax.php');
	});
});
