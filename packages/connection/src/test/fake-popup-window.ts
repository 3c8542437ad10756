import { vi } from 'vitest';

import type { PopupHost } from '../popup-message';
import type { PopupOpener } from '../sign-in-popup';

/**
 * A window for the popup tests: its `open` hands back a popup the test closes (or `null` when
 * `opens` is false, as a blocked popup), and the test posts its messages. The opener sits at
 * (100, 50) and is 1780×1100; the screen is 1500×1100.
 */
export function fakePopupWindow(opens = true) {
	const listeners = new Set<(event: MessageEvent) => void>();
	const popup = { closed: false };
	const open = vi.fn(() => (opens ? popup : null));
	const host = {
		open,
		screenX: 100,
		screenY: 50,
		outerWidth: 1780,
		outerHeight: 1100,
		screen: { width: 1500, height: 1100 },
		addEventListener: (type: string, listener: (event: MessageEvent) => void) => {
			if (type === 'message') listeners.add(listener);
		},
		removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => {
			listeners.delete(listener);
		},
	} as unknown as PopupHost & PopupOpener;
	/** A message as the popup (or, with `source`, another window) would post it. */
	const post = (origin: string, data: unknown, source: unknown = popup) => {
		for (const listener of [...listeners]) listener({ origin, data, source } as MessageEvent);
	};
	return { host, popup, open, post, listeners };
}
