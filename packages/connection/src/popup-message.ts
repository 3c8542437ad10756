/** What {@link waitForPopupMessage} needs of the window it runs in (the real `window` by default). */
export type PopupHost = Pick<Window, 'open' | 'addEventListener' | 'removeEventListener'> & {
	readonly screen?: { readonly width: number; readonly height: number };
};

/** How {@link waitForPopupMessage} opens its popup and which messages it takes. */
export interface PopupMessageOptions<T> {
	/** The popup's window name (one popup per name). */
	readonly name: string;
	/** The popup's size in pixels, centred on the screen. */
	readonly width: number;
	readonly height: number;
	/** The message's data as `T`, or `undefined` for a message of another shape (ignored). */
	readonly read: (data: unknown) => T | undefined;
	/** How often to check whether the user closed the popup; default 500 ms. */
	readonly pollMs?: number;
	/** Aborting ends the wait (the answer is `undefined`). */
	readonly signal?: AbortSignal;
}

/** The origin of an http(s) address, or `undefined` for any other. */
function webOrigin(url: string): string | undefined {
	try {
		const address = new URL(url);
		return address.protocol === 'https:' || address.protocol === 'http:' ? address.origin : undefined;
	} catch {
		return undefined;
	}
}

/**
 * Opens `url` in a centred popup and answers the first message it posts that `read` accepts,
 * or `undefined` when the popup is blocked or closed first, or the wait is aborted. A message
 * counts only when its `event.origin` is the popup address's origin and it comes from that
 * popup: another page or frame cannot answer for it. The accounts' connect popups (an Instagram
 * account, Google Photos) use it; `read` is the caller's check of the message's shape.
 *
 * @example
 * const keyringId = await waitForPopupMessage(connectUrl, { name: 'connect', width: 700, height: 700, read: readKeyringId });
 */
export function waitForPopupMessage<T>(
	url: string,
	options: PopupMessageOptions<T>,
	host: PopupHost = window
): Promise<T | undefined> {
	const origin = webOrigin(url);
	if (origin === undefined || options.signal?.aborted) {
		return Promise.resolve(undefined);
	}
	const left = Math.max(0, ((host.screen?.width ?? options.width) - options.width) / 2);
	const top = Math.max(0, ((host.screen?.height ?? options.height) - options.height) / 2);
	const popup = host.open(
		url,
		options.name,
		`width=${options.width},height=${options.height},left=${left},top=${top}`
	);
	if (!popup) {
		return Promise.resolve(undefined);
	}
	return new Promise((resolve) => {
		let settled = false;
		const finish = (value: T | undefined) => {
			if (settled) {
				return;
			}
			settled = true;
			host.removeEventListener('message', onMessage);
			clearInterval(poll);
			options.signal?.removeEventListener('abort', onAbort);
			resolve(value);
		};
		const onMessage = (event: MessageEvent) => {
			if (event.origin !== origin || event.source !== popup) {
				return;
			}
			const value = options.read(event.data);
			if (value !== undefined) {
				finish(value);
			}
		};
		const onAbort = () => finish(undefined);
		host.addEventListener('message', onMessage);
		options.signal?.addEventListener('abort', onAbort);
		// A popup posts its message and closes itself at once: a closed popup ends the wait only
		// after a moment more, so its last message is read first.
		const poll = setInterval(() => {
			if (popup.closed) {
				setTimeout(() => finish(undefined), options.pollMs ?? 500);
			}
		}, options.pollMs ?? 500);
	});
}
