import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { CONNECTION_EVENTS } from '../tracking-events';
import { useConnection } from './use-connection';
import { useTracker } from './use-tracker';

/**
 * A warning with a 'Reconnect' action, shown only while the connection reports
 * problems (`connectionErrors`).
 *
 * @example
 * <ReconnectBanner />
 */
export function ReconnectBanner() {
	const errors = useConnection((state) => state.connectionErrors);
	const requestError = useConnection((state) => state.requestError);
	const reconnect = useConnection((state) => state.reconnect);
	const recordEvent = useTracker();
	const messages = Object.values(errors);
	if (messages.length === 0) {
		return null;
	}
	return (
		<Notice
			status="warning"
			isDismissible={false}
			actions={[
				{
					label: __('Reconnect', 'blockyard'),
					onClick: () => {
						recordEvent(CONNECTION_EVENTS.reconnectClick, { errors: messages.length });
						void reconnect();
					},
					variant: 'primary',
				},
			]}
		>
			<p>{__('There is a problem with the connection to the provider.', 'blockyard')}</p>
			{messages.map((message) => (
				<p key={message}>{message}</p>
			))}
			{requestError !== undefined ? <p role="alert">{requestError}</p> : null}
		</Notice>
	);
}
