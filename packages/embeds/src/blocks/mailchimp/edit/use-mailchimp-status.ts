import { hostedMailchimp, safeLinkUrl, type MailchimpStatus } from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { serverMessage } from '../../../embed/server-message';

export type MailchimpConnection =
	| { readonly status: 'checking' }
	| { readonly status: 'connected' }
	/** The site has no audience connected; `connectUrl` (http(s) only) leads to setting one up. */
	| { readonly status: 'not-connected'; readonly connectUrl: string | undefined }
	/** The status could not be read: the server's message. */
	| { readonly status: 'failed'; readonly message: string };

const connectionOf = (answer: MailchimpStatus): MailchimpConnection =>
	answer.code === 'connected'
		? { status: 'connected' }
		: { status: 'not-connected', connectUrl: safeLinkUrl(answer.connect_url) };

export interface MailchimpStatusState {
	readonly connection: MailchimpConnection;
	/** Reads the status again (the placeholder's Re-check Connection). */
	readonly recheck: () => void;
	/**
	 * Disconnects the site's account (`hostedMailchimp.disconnect`), then shows the status the
	 * provider answers. Rejects with the server's message when it could not, leaving the
	 * connection as it was.
	 */
	readonly disconnect: () => Promise<void>;
}

/**
 * The site's Mailchimp connection (`hostedMailchimp.status`), read when the edit opens and
 * again with `recheck()`; `disconnect()` forgets it.
 */
export function useMailchimpStatus(): MailchimpStatusState {
	const { api } = useHost();
	const [connection, setConnection] = useState<MailchimpConnection>({ status: 'checking' });
	const [round, setRound] = useState(0);
	const current = useRef<AbortController | undefined>(undefined);

	useEffect(() => {
		const controller = new AbortController();
		current.current = controller;
		setConnection({ status: 'checking' });
		hostedMailchimp.status(api, controller.signal).then(
			(answer) => {
				if (controller.signal.aborted) return;
				setConnection(connectionOf(answer));
			},
			(error: unknown) => {
				if (controller.signal.aborted) return;
				setConnection({
					status: 'failed',
					message: serverMessage(
						error,
						__('The Mailchimp connection could not be checked.', 'blockyard')
					),
				});
			}
		);
		return () => controller.abort();
	}, [api, round]);

	const recheck = useCallback(() => setRound((value) => value + 1), []);
	const disconnect = useCallback(async () => {
		current.current?.abort();
		try {
			setConnection(connectionOf(await hostedMailchimp.disconnect(api)));
		} catch (error) {
			throw new Error(
				serverMessage(error, __('The Mailchimp account could not be disconnected.', 'blockyard')),
				{ cause: error }
			);
		}
	}, [api]);
	return { connection, recheck, disconnect };
}
