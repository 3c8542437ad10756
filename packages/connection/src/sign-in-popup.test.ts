import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { openSignInPopup } from './sign-in-popup';
import { fakePopupWindow } from './test/fake-popup-window';

const ORIGIN = 'https://provider.test';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('openSignInPopup', () => {
	it('opens a centred 780×700 window', () => {
		const { host, open } = fakePopupWindow();
		void openSignInPopup('https://provider.test/sign-in', { expectedOrigin: ORIGIN, window: host });
		expect(open).toHaveBeenCalledWith(
			'https://provider.test/sign-in',
			'blockyard-sign-in',
			'width=780,height=700,left=600,top=250'
		);
	});

	it('resolves the keyring id sent from the expected origin once the window closes', async () => {
		const { host, popup, post, listeners } = fakePopupWindow();
		const result = openSignInPopup('https://provider.test/sign-in', {
			expectedOrigin: ORIGIN,
			window: host,
		});
		post(ORIGIN, { keyring_id: 42 });
		vi.advanceTimersByTime(500);
		popup.closed = true;
		vi.advanceTimersByTime(100);
		await expect(result).resolves.toEqual({ keyringId: 42 });
		expect(listeners.size).toBe(0);
	});

	it('keeps the account’s id_token and user the window sent with the keyring id', async () => {
		const { host, popup, post } = fakePopupWindow();
		const result = openSignInPopup('https://provider.test/sign-in', {
			expectedOrigin: ORIGIN,
			window: host,
		});
		const user = { ID: 5, login: 'ann', display_name: 'Ann', email: 'ann@example.test', extra: true };
		post(ORIGIN, { keyring_id: '42', id_token: 'eyJ.token', user });
		popup.closed = true;
		vi.advanceTimersByTime(100);
		await expect(result).resolves.toEqual({ keyringId: 42, idToken: 'eyJ.token', user });
	});

	it('ignores a message whose token or user is of the wrong shape, keeping an earlier valid one', async () => {
		const { host, popup, post } = fakePopupWindow();
		const result = openSignInPopup('https://provider.test/sign-in', {
			expectedOrigin: ORIGIN,
			window: host,
		});
		post(ORIGIN, { keyring_id: 42 });
		post(ORIGIN, { keyring_id: 43, id_token: 12 });
		post(ORIGIN, { keyring_id: 44, user: 'ann' });
		post(ORIGIN, { keyring_id: -1 });
		popup.closed = true;
		vi.advanceTimersByTime(100);
		await expect(result).resolves.toEqual({ keyringId: 42 });
	});

	it('ignores messages from other origins', async () => {
		const { host, popup, post } = fakePopupWindow();
		const result = openSignInPopup('https://provider.test/sign-in', {
			expectedOrigin: ORIGIN,
			window: host,
		});
		post('https://evil.test', { keyring_id: 42 });
		popup.closed = true;
		vi.advanceTimersByTime(100);
		await expect(result).resolves.toBeNull();
	});

	it('ignores messages from the expected origin that another window sent', async () => {
		const { host, popup, post } = fakePopupWindow();
		const result = openSignInPopup('https://provider.test/sign-in', {
			expectedOrigin: ORIGIN,
			window: host,
		});
		// Another tab or frame of the provider's origin is not the window the user signed in with.
		post(ORIGIN, { keyring_id: 7 }, { closed: false });
		post(ORIGIN, { keyring_id: 8 }, null);
		popup.closed = true;
		vi.advanceTimersByTime(100);
		await expect(result).resolves.toBeNull();
	});

	it('resolves null when the window closes without a keyring id, or never opens', async () => {
		const closed = fakePopupWindow();
		const result = openSignInPopup('u', { expectedOrigin: ORIGIN, window: closed.host });
		closed.post(ORIGIN, { something: 'else' });
		closed.popup.closed = true;
		vi.advanceTimersByTime(100);
		await expect(result).resolves.toBeNull();

		const blocked = fakePopupWindow(false);
		await expect(
			openSignInPopup('u', { expectedOrigin: ORIGIN, window: blocked.host })
		).resolves.toBeNull();
	});
});
