import { describe, expect, it } from 'vitest';

import { hostedVideopress, isApiError, media } from '@blockyard/api-client';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

async function privateVideo(): Promise<{ guid: string; file: string }> {
	const created = await media.upload(
		provider.api,
		new Blob([new Uint8Array([0, 0, 0, 24])], { type: 'video/mp4' }),
		'clip.mp4'
	);
	await hostedVideopress.updateMeta(provider.api, { id: created.id, privacy_setting: 1 });
	const item = await media.get(provider.api, created.id);
	return { guid: item.jetpack_videopress?.guid ?? '', file: item.source_url };
}

describe('hostedVideopress.playbackJwt', () => {
	it('gets a token that opens the private video’s player and file, which answer 403 without it', async () => {
		const { guid, file } = await privateVideo();
		const player = `${provider.origin}embed/${guid}`;
		expect((await fetch(player)).status).toBe(403);
		expect((await fetch(file)).status).toBe(403);

		const { metadata_token: token, expires_in } = await hostedVideopress.playbackJwt(provider.api, guid);
		expect(expires_in).toBeGreaterThan(0);
		expect((await fetch(`${player}?metadata_token=${token}`)).status).toBe(200);
		expect((await fetch(`${file}?metadata_token=${token}`)).status).toBe(200);
	});

	it('is refused without the site’s credentials, and answers 404 for an unknown video', async () => {
		const { guid } = await privateVideo();
		const anonymous = provider.apiWith({ nonce: undefined });
		const refused: unknown = await hostedVideopress.playbackJwt(anonymous, guid).catch((e: unknown) => e);
		expect(isApiError(refused)).toBe(true);
		expect(refused).toMatchObject({ status: 403 });
		const unknown: unknown = await hostedVideopress
			.playbackJwt(provider.api, 'Zz9Zz9Zz')
			.catch((e: unknown) => e);
		expect(unknown).toMatchObject({ status: 404, code: 'unknown_video' });
	});
});
