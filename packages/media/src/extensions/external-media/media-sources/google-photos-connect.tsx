import { type Api, hostedExternalMedia } from '@blockyard/api-client';
import { waitForPopupMessage } from '@blockyard/connection';
import { Button } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export interface GooglePhotosConnectProps {
	readonly api: Api;
	/** The popup is done (approved, or closed): the list is asked again, which tells which. */
	readonly onDone: () => void;
	readonly onError: (error: unknown) => void;
}

/** The connect page's message to its opener once the account is connected: `{ service: 'google_photos', connected: true }`. */
const readConnected = (data: unknown): true | undefined =>
	typeof data === 'object' &&
	data !== null &&
	'service' in data &&
	data.service === 'google_photos' &&
	'connected' in data &&
	data.connected === true
		? true
		: undefined;

/**
 * The screen of a Google Photos source that is not connected: what connecting does, where the
 * connection can be removed, and the button that opens the provider's connect popup ('Awaiting
 * authorization' until the popup answers or closes).
 */
export function GooglePhotosConnect({ api, onDone, onError }: GooglePhotosConnectProps) {
	const [awaiting, setAwaiting] = useState(false);
	const controller = useRef<AbortController | undefined>(undefined);
	useEffect(() => () => controller.current?.abort(), []);

	const connect = async () => {
		setAwaiting(true);
		const abort = new AbortController();
		controller.current = abort;
		try {
			const connection = await hostedExternalMedia.connection(api, abort.signal);
			if (connection.connect_URL) {
				await waitForPopupMessage(connection.connect_URL, {
					name: 'blockyard-google-photos',
					width: 700,
					height: 700,
					read: readConnected,
					signal: abort.signal,
				});
			}
			if (!abort.signal.aborted) {
				setAwaiting(false);
				onDone();
			}
		} catch (error) {
			if (!abort.signal.aborted) {
				setAwaiting(false);
				onError(error);
			}
		}
	};

	return (
		<div className="blockyard-external-media__connect" style={{ maxWidth: '480px', margin: '24px auto' }}>
			<p>{__('To get started, connect your site to your Google Photos library.', 'blockyard')}</p>
			<p>
				{__(
					'You can remove the connection at any time: with the Disconnect from Google Photos button here, or on your Google account’s security page.',
					'blockyard'
				)}
			</p>
			<Button variant="primary" isBusy={awaiting} disabled={awaiting} onClick={() => void connect()}>
				{awaiting
					? __('Awaiting authorization', 'blockyard')
					: __('Connect to Google Photos', 'blockyard')}
			</Button>
		</div>
	);
}
