import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';

export interface DisconnectButtonProps {
	/** The button's words, e.g. "Disconnect Mailchimp". */
	readonly label: string;
	/** What disconnecting means for the site, under the button. */
	readonly help?: string;
	/** Forgets the account on the provider; rejects when it could not. */
	readonly onDisconnect: () => Promise<void>;
	/** The message shown when `onDisconnect` rejected with `error`. */
	readonly failureMessage: (error: unknown) => string;
}

/**
 * A service account's Disconnect in a block's sidebar, as the editor's other account buttons
 * are: no confirmation, busy (and not pressable again) while the provider answers, and the
 * reason shown in an alert when it could not.
 */
export function DisconnectButton({ label, help, onDisconnect, failureMessage }: DisconnectButtonProps) {
	const [busy, setBusy] = useState(false);
	const [failure, setFailure] = useState<string | undefined>(undefined);
	const disconnect = async () => {
		setBusy(true);
		setFailure(undefined);
		try {
			await onDisconnect();
		} catch (error) {
			setFailure(failureMessage(error));
			setBusy(false);
		}
	};
	return (
		<>
			<Button
				variant="secondary"
				isDestructive
				isBusy={busy}
				disabled={busy}
				onClick={() => void disconnect()}
			>
				{label}
			</Button>
			{help ? <p className="components-base-control__help">{help}</p> : null}
			{failure ? (
				<p className="blockyard-embed__error" role="alert">
					{failure}
				</p>
			) : null}
		</>
	);
}
