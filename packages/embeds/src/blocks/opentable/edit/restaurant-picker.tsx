// A combobox of restaurants: typing searches OpenTable (up to 20 suggestions, throttled), each
// chosen restaurant is a token. The field (the editor's token field) says how many results
// there are: '%d result(s) found, use up and down arrow keys to navigate.' or 'No results.'.
import { FormTokenField } from '@wordpress/components';
import { useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { useRestaurantSearch, type FoundRestaurant } from './use-restaurant-search';

/** The most suggestions shown at once. */
export const MAX_RESTAURANT_SUGGESTIONS = 20;

/** A restaurant as a token: its name and id (`Harbour Grill (#1004)`). */
export const restaurantToken = ({ name, rid }: FoundRestaurant): string => `${name} (#${rid})`;

/** The restaurant id of a token: `… (#1004)` or a bare number; `undefined` for other text. */
export function restaurantIdOfToken(token: string): number | undefined {
	const match = /\(#([0-9]{1,12})\)\s*$/.exec(token) ?? /^\s*#?([0-9]{1,12})\s*$/.exec(token);
	const id = match ? Number(match[1]) : NaN;
	return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export interface RestaurantPickerProps {
	readonly label: string;
	/** The restaurants chosen. */
	readonly rid: readonly number[];
	readonly onChange: (rid: number[]) => void;
	/** The text being typed (not yet a token): an embed code may be pasted here. */
	readonly onInputChange?: (text: string) => void;
	/** Tokens that are no restaurant (an embed code typed and entered). */
	readonly onOtherText?: (text: string) => void;
}

/** The restaurants chosen, as tokens, and a search for more. */
export function RestaurantPicker({
	label,
	rid,
	onChange,
	onInputChange,
	onOtherText,
}: RestaurantPickerProps) {
	const { found, search } = useRestaurantSearch();
	// Names of restaurants met, so a chosen one shows its name, not only its id.
	const names = useRef(new Map<number, string>());
	for (const restaurant of found) {
		names.current.set(restaurant.rid, restaurant.name);
	}
	const tokens = rid.map((id) => {
		const name = names.current.get(id);
		return name === undefined ? String(id) : restaurantToken({ rid: id, name });
	});
	return (
		<FormTokenField
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={label}
			value={tokens}
			suggestions={found.map(restaurantToken)}
			maxSuggestions={MAX_RESTAURANT_SUGGESTIONS}
			// Enter takes the first restaurant found, so the keyboard chooses without the arrows.
			__experimentalAutoSelectFirstMatch
			placeholder={__('Enter your restaurant name', 'blockyard')}
			onInputChange={(text) => {
				onInputChange?.(text);
				search(text);
			}}
			onChange={(values) => {
				const chosen: number[] = [];
				for (const value of values) {
					const text = typeof value === 'string' ? value : value.value;
					const id = restaurantIdOfToken(text);
					if (id === undefined) {
						onOtherText?.(text);
					} else if (!chosen.includes(id)) {
						chosen.push(id);
					}
				}
				onChange(chosen);
			}}
		/>
	);
}
