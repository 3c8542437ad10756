import { afterEach, describe, expect, it, vi } from 'vitest';

import { waitForPopupMessage } from './popup-message';
import { fakePopupWindow } from './test/fake-popup-window';

const URL_OF_POPUP = 'https://provider.test/connect?origin=https%3A%2F%2Fsite.test';

const readKeyring = (data: unknown) =>
	typeof data === 'object' && data !== null && 'keyring_id' in data && typeof data.keyring_id === 'number'
		? data.keyring_id
		: undefined;

const options = { name: 'connect', width: 700, height: 700, read: readKeyring, pollMs: 10 };

const readConnected = (data: unknown) =>
	typeof data === 'object' && data !== null && 'connected' in data && data.connected === true
		? true
		: undefined;

afterEach(() => {
	vi.useRealTimers();
});

describe('waitForPopupMessage', () => {
	it('opens a centred 700×700 popup and answers the message of the expected shape from its origin', async () => {
		const fake = fakePopupWindow();
		const answer = waitForPopupMessage(URL_OF_POPUP, options, fake.host);
		expect(fake.open).toHaveBeenCalledWith(
			URL_OF_POPUP,
			'connect',
			'width=700,height=700,left=400,top=200'
		);
		fake.post('https://evil.test', { keyring_id: 4 });
		fake.post('https://provider.test', { keyring_id: 5 }, { closed: false });
		fake.post('https://provider.test', { other: 1 });
		fake.post('https://provider.test', 'keyring_id=6');
		fake.post('https://provider.test', { keyring_id: 7 });
		await expect(answer).resolves.toBe(7);
		expect(fake.listeners.size).toBe(0);
	});

	it("checks the message's shape with the caller's `read`", async () => {
		const fake = fakePopupWindow();
		const answer = waitForPopupMessage(
			URL_OF_POPUP,
			{ ...options, name: 'google-photos', read: readConnected },
			fake.host
		);
		expect(fake.open).toHaveBeenCalledWith(
			URL_OF_POPUP,
			'google-photos',
			'width=700,height=700,left=400,top=200'
		);
		fake.post('https://evil.test', { connected: true });
		fake.post('https://provider.test', { connected: true }, { closed: false });
		fake.post('https://provider.test', { connected: 'yes' });
		fake.post('https://provider.test', { keyring_id: 7 });
		fake.post('https://provider.test', { connected: true });
		await expect(answer).resolves.toBe(true);
		expect(fake.listeners.size).toBe(0);
	});

	it('answers undefined when the popup is closed without a message', async () => {
		const fake = fakePopupWindow();
		const answer = waitForPopupMessage(URL_OF_POPUP, options, fake.host);
		fake.popup.closed = true;
		await expect(answer).resolves.toBeUndefined();
		expect(fake.listeners.size).toBe(0);
	});

	it('still reads a message posted just before the popup closed itself', async () => {
		const fake = fakePopupWindow();
		const answer = waitForPopupMessage(URL_OF_POPUP, { ...options, pollMs: 20 }, fake.host);
		fake.popup.closed = true;
		await new Promise((resolve) => setTimeout(resolve, 25));
		fake.post('https://provider.test', { keyring_id: 3 });
		await expect(answer).resolves.toBe(3);
	});

	it('answers undefined for a blocked popup, an address that is not http(s), or an abort', async () => {
		await expect(
			waitForPopupMessage(URL_OF_POPUP, options, fakePopupWindow(false).host)
		).resolves.toBeUndefined();
		const fake = fakePopupWindow();
		await expect(waitForPopupMessage('javascript:alert(1)', options, fake.host)).resolves.toBeUndefined();
		expect(fake.open).not.toHaveBeenCalled();
		const controller = new AbortController();
		const answer = waitForPopupMessage(
			URL_OF_POPUP,
			{ ...options, signal: controller.signal },
			fake.host
		);
		controller.abort();
		await expect(answer).resolves.toBeUndefined();
	});
});
