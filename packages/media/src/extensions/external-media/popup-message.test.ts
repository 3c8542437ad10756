import { describe, expect, it, vi } from 'vitest';

import { type PopupHost, waitForPopupMessage } from './popup-message';

const POPUP_URL = 'https://provider.test/connect?origin=https%3A%2F%2Fsite.test';

function fakeWindow(blocked = false) {
	const listeners = new Set<(event: MessageEvent) => void>();
	const popup = { closed: false };
	const open = vi.fn(() => (blocked ? null : popup));
	const host = {
		open,
		addEventListener: (type: string, listener: (event: MessageEvent) => void) => {
			if (type === 'message') listeners.add(listener);
		},
		removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => {
			listeners.delete(listener);
		},
		screen: { width: 1500, height: 1100 },
	} as unknown as PopupHost;
	const post = (data: unknown, origin: string, source: unknown = popup) => {
		for (const listener of [...listeners]) listener({ data, origin, source } as MessageEvent);
	};
	return { host, popup, open, post, listeners };
}

const readConnected = (data: unknown) =>
	typeof data === 'object' && data !== null && 'connected' in data && data.connected === true
		? true
		: undefined;
const options = { name: 'google-photos', width: 700, height: 700, read: readConnected, pollMs: 10 };

describe('waitForPopupMessage', () => {
	it('answers only a message of the expected shape, from the popup, from its origin', async () => {
		const fake = fakeWindow();
		const answer = waitForPopupMessage(POPUP_URL, options, fake.host);
		expect(fake.open).toHaveBeenCalledWith(
			POPUP_URL,
			'google-photos',
			'width=700,height=700,left=400,top=200'
		);
		fake.post({ connected: true }, 'https://evil.test');
		fake.post({ connected: true }, 'https://provider.test', { closed: false });
		fake.post({ connected: 'yes' }, 'https://provider.test');
		fake.post({ connected: true }, 'https://provider.test');
		await expect(answer).resolves.toBe(true);
		expect(fake.listeners.size).toBe(0);
	});

	it('answers undefined when the popup is blocked, closed first, or not a web address', async () => {
		await expect(waitForPopupMessage(POPUP_URL, options, fakeWindow(true).host)).resolves.toBeUndefined();
		const fake = fakeWindow();
		const answer = waitForPopupMessage(POPUP_URL, options, fake.host);
		fake.popup.closed = true;
		await expect(answer).resolves.toBeUndefined();
		expect(fake.listeners.size).toBe(0);
		const other = fakeWindow();
		await expect(
			waitForPopupMessage('javascript:alert(1)', options, other.host)
		).resolves.toBeUndefined();
		expect(other.open).not.toHaveBeenCalled();
	});
});
