import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';
import * as z from 'zod';

import { tusFolderPath } from '../resumable/tus-folder';
import { bodyOf, freshDataDir } from '../testing/fresh-provider';
import { giveToProviderUser, spawnProvider } from '../testing/spawn-provider';
import { UPLOAD_HEADERS, UPLOAD_TOKEN_HEADER } from './resumable-upload';

const jwtSchema = z.object({
	success: z.literal(true),
	data: z.object({ upload_token: z.string(), upload_action_url: z.string() }),
});

/** A provider of its own, as a user without root's rights over files, and an upload of `clip.mp4`'s 10 bytes begun on it. */
async function uploadOnItsOwnProvider() {
	const dataDir = freshDataDir();
	const uploads = join(dataDir, 'uploads');
	mkdirSync(uploads);
	giveToProviderUser(dataDir, uploads);
	const provider = spawnProvider({ BLOCKYARD_DATA_DIR: dataDir }, { unprivileged: true });
	const url = await provider.ready;
	const { nonce } = (await (await fetch(`${url}/blockyard/nonce`)).json()) as { nonce: string };
	const jwt = (
		await bodyOf(
			await fetch(`${url}/wp-admin/admin-ajax.php`, {
				method: 'POST',
				headers: { 'X-WP-Nonce': nonce },
				body: new URLSearchParams({ action: 'videopress-get-upload-jwt' }),
			}),
			jwtSchema
		)
	).data;
	const token = { 'Tus-Resumable': '1.0.0', [UPLOAD_TOKEN_HEADER]: jwt.upload_token };
	const created = await fetch(jwt.upload_action_url, {
		method: 'POST',
		headers: {
			...token,
			'Upload-Length': '10',
			'Upload-Metadata': `filename ${Buffer.from('clip.mp4').toString('base64')}`,
		},
	});
	expect(created.status).toBe(201);
	const upload = new URL(created.headers.get('location') ?? '', jwt.upload_action_url).href;
	const patch = (offset: number, bytes: string) =>
		fetch(upload, {
			method: 'PATCH',
			headers: {
				...token,
				'Upload-Offset': String(offset),
				'Content-Type': 'application/offset+octet-stream',
			},
			body: bytes,
		});
	const head = () => fetch(upload, { method: 'HEAD', headers: token });
	return { provider, dataDir, uploads, upload, patch, head };
}

/** Nothing of the server's file system: no absolute path, no name of its folders. */
const expectNoPath = (body: string, dataDir: string) => {
	expect(body).not.toContain(dataDir);
	expect(body).not.toMatch(/\/(?:tmp|root|home|var)\b|blockyard-tus|uploads/);
};

describe('the resumable upload when storage fails', () => {
	it('a last chunk whose video cannot be saved: 503 with Retry-After and no path, the chunk not counted, and sent again it makes the video', async () => {
		const { provider, dataDir, uploads, patch, head } = await uploadOnItsOwnProvider();
		expect((await patch(0, 'abcd')).status).toBe(204);

		chmodSync(uploads, 0o555);
		const refused = await patch(4, 'efghij');
		const said = await refused.text();
		expect(refused.status).toBe(503); // was 500, with the file's absolute path
		expect(refused.headers.get('Retry-After')).toBe('30');
		expect(said).toMatch(/cannot be written right now/);
		expectNoPath(said, dataDir);

		// The client asks where to go on from: before the chunk, not "whole" without a video.
		const after = await head();
		expect(after.status).toBe(200);
		expect(after.headers.get('upload-offset')).toBe('4'); // was 10, with no guid
		expect(after.headers.get('upload-length')).toBe('10');
		expect(after.headers.get(UPLOAD_HEADERS.guid)).toBeNull();

		chmodSync(uploads, 0o755);
		const resumed = await patch(4, 'efghij');
		expect(resumed.status).toBe(204);
		const guid = resumed.headers.get(UPLOAD_HEADERS.guid);
		expect(guid).toMatch(/^[A-Za-z0-9]{8}$/);
		const src = resumed.headers.get(UPLOAD_HEADERS.srcUrl) ?? '';
		expect(await (await fetch(src)).text()).toBe('abcdefghij');
		const whole = await head();
		expect(whole.headers.get('upload-offset')).toBe('10');
		expect(whole.headers.get(UPLOAD_HEADERS.guid)).toBe(guid);
		expect(provider.output().stderr).toBe('');
	}, 30_000);

	it('a chunk the upload folder cannot take: 503 with Retry-After and no path; HEAD reports what is stored, and the upload goes on from there', async () => {
		const { provider, dataDir, upload, patch, head } = await uploadOnItsOwnProvider();
		expect((await patch(0, 'abcd')).status).toBe(204);
		const file = join(tusFolderPath(dataDir), upload.split('/').pop() ?? '');

		chmodSync(file, 0o444);
		const refused = await patch(4, 'efghij');
		const said = await refused.text();
		expect(refused.status).toBe(503); // was 500 'Something went wrong receiving the file'
		expect(refused.headers.get('Retry-After')).toBe('30');
		expectNoPath(said, dataDir);
		const after = await head();
		expect(after.headers.get('upload-offset')).toBe('4');
		expect(after.headers.get(UPLOAD_HEADERS.guid)).toBeNull();

		chmodSync(file, 0o644);
		const resumed = await patch(4, 'efghij');
		expect(resumed.status).toBe(204);
		const src = resumed.headers.get(UPLOAD_HEADERS.srcUrl) ?? '';
		expect(await (await fetch(src)).text()).toBe('abcdefghij');
		expect(provider.output().stderr).toBe('');
	}, 30_000);
});
