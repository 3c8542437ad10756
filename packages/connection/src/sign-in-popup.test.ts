import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { openSignInPopup, type PopupOpener } from './sign-in-popup';

const ORIGIN = 'https://provider.test';

/** A window whose `open` hands back a popup the test closes, and whose messages the test sends. */
function fakeWindow(opens = true) {
	const listeners = new Set<(event: MessageEvent) => void>();
	const popup = { closed: false };
	const open = vi.fn(() => (opens ? popup : null));
	const opener = {
		open,
		screenX: 100,
		screenY: 50,
		outerWidth: 1780,
		outerHeight: 1100,
		addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
		removeEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
			listeners.delete(listener),
	} as unknown as PopupOpener;
	/** A message as the popup (or, with `source`, another window) would post it. */
	const send = (origin: string, data: unknown, source: unknown = popup) =>
		listeners.forEach((listener) => listener({ origin, data, source } as unknown as MessageEvent));
	return { opener, open, popup, send, listeners };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('openSignInPopup', () => {
	it('opens a centred 780×700 window', () => {
		const { opener, open } = fakeWindow();
		void openSignInPopup('https://provider.test/sign-in', { expectedOrigin: ORIGIN, window: opener });
		expect(open).toHaveBeenCalledWith(
			'https://provider.test/sign-in',
			'blockyard-sign-in',
			'width=780,height=700,left=600,top=250'
		);
	});

	it('resolves the keyring id sent from the expected origin once the window closes', async () => {
		const { opener, popup, send, listeners } = fakeWindow();
		const result = openSignInPopup('https://provider.test/sign-in', {
			expectedOrigin: ORIGIN,
			window: opener,
		});
		send(ORIGIN, { keyring_id: 42 });
		vi.advanceTimersByTime(500);
		popup.closed = true;
		vi.advanceTimersByTime(100);
		await expect(result).resolves.toEqual({ keyringId: 42 });
		expect(listeners.size).toBe(0);
	});

	it('ignores messages from other origins', async () => {
		const { opener, popup, send } = fakeWindow();
		const result = openSignInPopup('https://provider.test/sign-in', {
			expectedOrigin: ORIGIN,
			window: opener,
		});
		send('https://evil.test', { keyring_id: 42 });
		popup.closed = true;
		vi.advanceTimersByTime(100);
		await expect(result).resolves.toBeNull();
	});

	it('ignores messages from the expected origin that another window sent', async () => {
		const { opener, popup, send } = fakeWindow();
		const result = openSignInPopup('https://provider.test/sign-in', {
			expectedOrigin: ORIGIN,
			window: opener,
		});
		// Another tab or frame of the provider's origin is not the window the user signed in with.
		send(ORIGIN, { keyring_id: 7 }, { closed: false });
		send(ORIGIN, { keyring_id: 8 }, null);
		popup.closed = true;
		vi.advanceTimersByTime(100);
		await expect(result).resolves.toBeNull();
	});

	it('resolves null when the window closes without a keyring id, or never opens', async () => {
		const closed = fakeWindow();
		const result = openSignInPopup('u', { expectedOrigin: ORIGIN, window: closed.opener });
		closed.send(ORIGIN, { something: 'else' });
		closed.popup.closed = true;
		vi.advanceTimersByTime(100);
		await expect(result).resolves.toBeNull();

		const blocked = fakeWindow(false);
		await expect(
			openSignInPopup('u', { expectedOrigin: ORIGIN, window: blocked.opener })
		).resolves.toBeNull();
	});
});
