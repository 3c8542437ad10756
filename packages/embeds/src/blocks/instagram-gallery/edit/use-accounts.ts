import { hostedInstagramGallery, type InstagramConnections } from '@blockyard/api-client';
import { waitForPopupMessage } from '@blockyard/connection';
import { useHost } from '@blockyard/ui';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

import { connectedAccountToken } from './connected-account';
import { readKeyringId } from '../read-gallery';

/** The connect popup's size. */
export const CONNECT_POPUP_SIZE = 700;

export type AccountsState =
	| { readonly status: 'loading' }
	| { readonly status: 'ready'; readonly accounts: InstagramConnections; readonly failed: boolean }
	| { readonly status: 'connecting'; readonly accounts: InstagramConnections };

/**
 * The site's connected Instagram accounts, and `connect()`: the provider's connect page in a
 * popup, whose message (`{ keyring_id }`, from the popup's origin only) means an account was
 * signed in to; the token of the account that was not there before is answered, or, signed in
 * again to one already listed, the token of the one with that keyring id. A closed popup
 * answers nothing.
 */
export function useAccounts(): {
	state: AccountsState;
	connect: () => Promise<string | undefined>;
} {
	const { api } = useHost();
	const [state, setState] = useState<AccountsState>({ status: 'loading' });
	const unmounted = useRef(new AbortController());

	useEffect(() => {
		const controller = new AbortController();
		unmounted.current = controller;
		hostedInstagramGallery.connections(api, controller.signal).then(
			(accounts) => {
				if (!controller.signal.aborted) setState({ status: 'ready', accounts, failed: false });
			},
			() => {
				if (!controller.signal.aborted) setState({ status: 'ready', accounts: [], failed: true });
			}
		);
		return () => controller.abort();
	}, [api]);

	const connect = useCallback(async (): Promise<string | undefined> => {
		const signal = unmounted.current.signal;
		const before = state.status === 'loading' ? [] : state.accounts;
		setState({ status: 'connecting', accounts: before });
		try {
			const url = await hostedInstagramGallery.connectUrl(api, signal);
			const keyring = await waitForPopupMessage(url, {
				name: 'blockyard-instagram-connect',
				width: CONNECT_POPUP_SIZE,
				height: CONNECT_POPUP_SIZE,
				read: readKeyringId,
				signal,
			});
			if (keyring === undefined) {
				if (!signal.aborted) setState({ status: 'ready', accounts: before, failed: false });
				return undefined;
			}
			const accounts = await hostedInstagramGallery.connections(api, signal);
			const token = connectedAccountToken(before, accounts, keyring);
			if (!signal.aborted) setState({ status: 'ready', accounts, failed: token === undefined });
			return token;
		} catch {
			if (!signal.aborted) setState({ status: 'ready', accounts: before, failed: true });
			return undefined;
		}
	}, [api, state]);

	return { state, connect };
}
