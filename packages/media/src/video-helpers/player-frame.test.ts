import { describe, expect, it } from 'vitest';

import { playerFrameOf } from './player-frame';

const GUID = 'OcobLTqC';

describe('playerFrameOf', () => {
	it("reads the service's player frame: its address, title and size", () => {
		const frame = playerFrameOf(
			`<iframe title="Harbour" src="https://videopress.com/embed/${GUID}?loop=true&amp;sbc=%23ff0000" width="640" height="360" allowfullscreen></iframe>`,
			GUID
		);
		expect(frame?.src.href).toBe(`https://videopress.com/embed/${GUID}?loop=true&sbc=%23ff0000`);
		expect(frame).toMatchObject({ title: 'Harbour', width: 640, height: 360 });
	});

	it('takes the local provider standing in for the service on this machine', () => {
		expect(
			playerFrameOf(`<iframe src="http://127.0.0.1:8787/embed/${GUID}"></iframe>`, GUID)?.src.port
		).toBe('8787');
	});

	it.each([
		['another host', `<iframe src="https://evil.example/embed/${GUID}"></iframe>`],
		['a look-alike host', `<iframe src="https://videopress.com.evil.example/embed/${GUID}"></iframe>`],
		['http on the service host', `<iframe src="http://videopress.com/embed/${GUID}"></iframe>`],
		['a user name', `<iframe src="https://user@videopress.com/embed/${GUID}"></iframe>`],
		['another video', '<iframe src="https://videopress.com/embed/AAAAAAAA"></iframe>'],
		['another page of the service', `<iframe src="https://videopress.com/v/${GUID}"></iframe>`],
		['a script address', `<iframe src="javascript:alert(1)//videopress.com/embed/${GUID}"></iframe>`],
		['a frame without an address', `<iframe srcdoc="<script>alert(1)</script>"></iframe>`],
		[
			'two frames',
			`<iframe src="https://videopress.com/embed/${GUID}"></iframe><iframe src="https://videopress.com/embed/${GUID}"></iframe>`,
		],
		[
			'a script beside the frame',
			`<iframe src="https://videopress.com/embed/${GUID}"></iframe><script>alert(1)</script>`,
		],
		[
			'a frame inside another element',
			`<div><iframe src="https://videopress.com/embed/${GUID}"></iframe></div>`,
		],
		['no frame', '<p>Harbour</p>'],
		['nothing', ''],
	])('refuses %s', (_case, html) => {
		expect(playerFrameOf(html, GUID)).toBeUndefined();
	});

	it('drops a size that is not a whole number of pixels', () => {
		const frame = playerFrameOf(
			`<iframe src="https://videopress.com/embed/${GUID}" width="100%" height="-3"></iframe>`,
			GUID
		);
		expect(frame && 'width' in frame).toBe(false);
		expect(frame && 'height' in frame).toBe(false);
	});

	it('holds the frame to the origin the caller trusts', () => {
		const html = `<iframe src="http://127.0.0.1:8787/embed/${GUID}"></iframe>`;
		expect(playerFrameOf(html, GUID, (origin) => origin === 'http://127.0.0.1:5173')).toBeUndefined();
		expect(playerFrameOf(html, GUID, (origin) => origin === 'http://127.0.0.1:8787')).toBeDefined();
	});
});
