import { hostedMailchimp, safeLinkUrl } from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

export type MailchimpConnection =
	| { readonly status: 'checking' }
	| { readonly status: 'connected' }
	/** The site has no audience connected; `connectUrl` (http(s) only) leads to setting one up. */
	| { readonly status: 'not-connected'; readonly connectUrl: string | undefined }
	/** The status could not be read: the server's message. */
	| { readonly status: 'failed'; readonly message: string };

/**
 * The site's Mailchimp connection (`hostedMailchimp.status`), read when the edit opens and
 * again with `recheck()` (the placeholder's Re-check Connection).
 */
export function useMailchimpStatus(): { connection: MailchimpConnection; recheck: () => void } {
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
				setConnection(
					answer.code === 'connected'
						? { status: 'connected' }
						: { status: 'not-connected', connectUrl: safeLinkUrl(answer.connect_url) }
				);
			},
			(error: unknown) => {
				if (controller.signal.aborted) return;
				setConnection({
					status: 'failed',
					message: error instanceof Error ? error.message : String(error),
				});
			}
		);
		return () => controller.abort();
	}, [api, round]);

	const recheck = useCallback(() => setRound((value) => value + 1), []);
	return { connection, recheck };
}
