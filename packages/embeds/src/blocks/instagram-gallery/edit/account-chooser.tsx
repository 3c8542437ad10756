import { BlockPlaceholder } from '@blockyard/ui';
import { Button, RadioControl, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { gallery } from '@wordpress/icons';

import { galleryErrorMessage } from '../messages';
import { useAccounts } from './use-accounts';

/** The radio value of "Add a new account": never a token. */
export const NEW_ACCOUNT = '__blockyard_new_account__';

export interface AccountChooserProps {
	/** Called with the chosen (or newly connected) account's token. */
	readonly onChoose: (token: string) => void;
	/** An error to show from before (a gallery that failed to load). */
	readonly error?: boolean;
}

/**
 * The placeholder before an account is chosen: the site's connected accounts as a radio list
 * with "Add a new account", or only the Connect button when there are none; "Connecting…"
 * while the provider's popup is open.
 */
export function AccountChooser({ onChoose, error = false }: AccountChooserProps) {
	const { state, connect } = useAccounts();
	const [chosen, setChosen] = useState<string | undefined>(undefined);
	const label = __('Latest Instagram Posts', 'blockyard');

	if (state.status === 'loading') {
		return (
			<BlockPlaceholder label={label} icon={gallery}>
				<Spinner />
			</BlockPlaceholder>
		);
	}
	if (state.status === 'connecting') {
		return (
			<BlockPlaceholder label={label} icon={gallery}>
				<p role="status" className="blockyard-instagram-gallery__connecting">
					<Spinner />
					{__('Connecting…', 'blockyard')}
				</p>
			</BlockPlaceholder>
		);
	}

	const selected = chosen ?? state.accounts[0]?.token ?? NEW_ACCOUNT;
	const addsAccount = selected === NEW_ACCOUNT;
	const onSubmit = async () => {
		if (!addsAccount) {
			onChoose(selected);
			return;
		}
		const token = await connect();
		if (token !== undefined) {
			onChoose(token);
		}
	};
	return (
		<BlockPlaceholder
			label={label}
			icon={gallery}
			instructions={__('Show the latest photos of your Instagram account.', 'blockyard')}
		>
			<div className="blockyard-instagram-gallery__choose">
				{state.accounts.length > 0 ? (
					<RadioControl
						label={__('Select your Instagram account:', 'blockyard')}
						selected={selected}
						options={[
							...state.accounts.map((account) => ({
								label: `@${account.username}`,
								value: account.token,
							})),
							{ label: __('Add a new account', 'blockyard'), value: NEW_ACCOUNT },
						]}
						onChange={setChosen}
					/>
				) : null}
				<Button variant="primary" onClick={() => void onSubmit()}>
					{addsAccount
						? __('Connect to Instagram', 'blockyard')
						: __('Use this account', 'blockyard')}
				</Button>
				{error || state.failed ? (
					<p className="blockyard-embed__error" role="alert">
						{galleryErrorMessage()}
					</p>
				) : null}
			</div>
		</BlockPlaceholder>
	);
}
