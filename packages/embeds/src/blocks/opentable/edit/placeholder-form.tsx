import { Button, ExternalLink } from '@wordpress/components';
import { useRefEffect } from '@wordpress/compose';
import { __ } from '@wordpress/i18n';

import { EmbedError } from '../../../embed/embed-error';
import { RestaurantPicker } from './restaurant-picker';
import type { PlaceholderChoice } from './use-placeholder-choice';
import { looksLikeUrlOrScript } from './use-restaurant-search';

/** OpenTable's pages for restaurants: signing up, and the reservation widget. */
export const OPENTABLE_SIGN_UP_URL = 'https://restaurant.opentable.com/get-started/';
export const OPENTABLE_LEARN_MORE_URL = 'https://www.opentable.com/restaurant-solutions/';

/**
 * The canvas moves the focus to the next or previous field on ArrowDown and ArrowUp in a text
 * field (the editor's writing flow), before the picker's suggestions see the keys: while they
 * show, the arrows keep the focus in the field, where Enter chooses the first match.
 */
function useArrowsKeptForSuggestions() {
	return useRefEffect<HTMLFormElement>((form) => {
		const onKeyDown = (event: KeyboardEvent) => {
			const target = event.target as Element | null;
			if (
				(event.key === 'ArrowDown' || event.key === 'ArrowUp') &&
				target?.getAttribute('aria-expanded') === 'true'
			) {
				event.stopPropagation();
			}
		};
		form.addEventListener('keydown', onKeyDown);
		return () => form.removeEventListener('keydown', onKeyDown);
	}, []);
}

/**
 * The block's way of choosing, in its placeholder: the restaurant picker (where an embed code
 * may be pasted) and Embed, the error, Sign up and Learn more.
 */
export function PlaceholderForm({ choice }: { readonly choice: PlaceholderChoice }) {
	return (
		<>
			<form
				ref={useArrowsKeptForSuggestions()}
				className="wp-block-blockyard-opentable__form"
				onSubmit={choice.submit}
			>
				<RestaurantPicker
					label={__('Restaurants', 'blockyard')}
					rid={choice.chosen}
					onChange={choice.setChosen}
					onInputChange={choice.setTyped}
					onOtherText={(text) => (looksLikeUrlOrScript(text) ? choice.embedCode(text) : undefined)}
				/>
				<Button __next40pxDefaultSize variant="primary" type="submit">
					{__('Embed', 'blockyard')}
				</Button>
			</form>
			{choice.failed ? (
				<EmbedError>
					<p>
						<strong>{__('We ran into an issue', 'blockyard')}</strong>
					</p>
					<p>
						{__(
							'Please ensure this embed matches the one from your OpenTable account',
							'blockyard'
						)}
					</p>
				</EmbedError>
			) : null}
			<div className="wp-block-blockyard-opentable__links">
				<ExternalLink href={OPENTABLE_SIGN_UP_URL}>{__('Sign up', 'blockyard')}</ExternalLink>
				<ExternalLink href={OPENTABLE_LEARN_MORE_URL}>{__('Learn more', 'blockyard')}</ExternalLink>
			</div>
		</>
	);
}
