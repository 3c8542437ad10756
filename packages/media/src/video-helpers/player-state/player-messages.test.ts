// Frames with windows of their own: jsdom gives each attached iframe one (happy-dom does not).
// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { listenToPlayers, playerReportOf } from './player-messages';

const REPORT = {
	type: 'blockyard-video-state',
	guid: 'AbCd1234',
	state: 'is-playing',
	currentTime: 4,
	duration: 60,
};

/** A frame of the document at `src`, with `id`. */
function frame(src: string, id = ''): HTMLIFrameElement {
	const element = document.createElement('iframe');
	element.src = src;
	element.id = id;
	document.body.append(element);
	return element;
}

afterEach(() => {
	document.body.replaceChildren();
});

describe('the player’s reports', () => {
	it('are read from a player frame on the page, with the frame’s id', () => {
		const player = frame('https://videopress.com/embed/AbCd1234', 'video-1');
		const event = new MessageEvent('message', {
			data: REPORT,
			origin: 'https://videopress.com',
			source: player.contentWindow,
		});
		expect(playerReportOf(event)).toEqual({
			id: 'AbCd1234',
			state: 'is-playing',
			currentTime: 4,
			duration: 60,
			domId: 'video-1',
		});
	});

	it('are ignored from another origin, another window, or of another shape', () => {
		const player = frame('https://videopress.com/embed/AbCd1234');
		const other = frame('https://example.com/');
		const from = (origin: string, source: Window | null, data: unknown = REPORT) =>
			playerReportOf(new MessageEvent('message', { data, origin, source }));
		expect(from('https://example.com', other.contentWindow)).toBeUndefined();
		// The service's origin claimed by a frame of another address.
		expect(from('https://videopress.com', other.contentWindow)).toBeUndefined();
		expect(from('https://videopress.com', window)).toBeUndefined();
		expect(
			from('https://videopress.com', player.contentWindow, { ...REPORT, state: 'is-dancing' })
		).toBeUndefined();
		expect(
			from('https://videopress.com', player.contentWindow, { ...REPORT, guid: '<img>' })
		).toBeUndefined();
		expect(from('https://videopress.com', player.contentWindow, 'is-playing')).toBeUndefined();
	});

	it('reach a listener until it stops listening', () => {
		const player = frame('https://videopress.com/embed/AbCd1234');
		const onReport = vi.fn();
		const stop = listenToPlayers(onReport);
		const send = () =>
			window.dispatchEvent(
				new MessageEvent('message', {
					data: REPORT,
					origin: 'https://videopress.com',
					source: player.contentWindow,
				})
			);
		send();
		expect(onReport).toHaveBeenCalledWith(
			expect.objectContaining({ id: 'AbCd1234', state: 'is-playing' })
		);
		stop();
		send();
		expect(onReport).toHaveBeenCalledTimes(1);
	});
});
