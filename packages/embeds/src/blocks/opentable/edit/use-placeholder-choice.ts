// What the placeholder's form chooses: restaurants from the picker, or an embed code (or
// address) typed into it, read by the provider's parse and set with the block's rules.
import { useState } from '@wordpress/element';
import type { FormEvent } from 'react';

import { parseOpenTable } from '../parse';
import type { OpenTableAttributes } from '../types';
import { restaurantsChange } from './attributes';
import { looksLikeUrlOrScript } from './use-restaurant-search';

export interface PlaceholderChoice {
	/** The restaurants chosen in the picker, not yet embedded. */
	readonly chosen: number[];
	readonly setChosen: (rid: number[]) => void;
	/** The text being typed in the picker. */
	readonly setTyped: (text: string) => void;
	/** What was given is not OpenTable's: show the error. */
	readonly failed: boolean;
	/** Reads an embed code or address into the block, or fails. */
	readonly embedCode: (text: string) => void;
	/** Embed: the code typed, else the restaurants chosen. */
	readonly submit: (event: FormEvent) => void;
}

/** The placeholder form's state and what its Embed does. */
export function usePlaceholderChoice(
	attributes: OpenTableAttributes,
	setAttributes: (attributes: Partial<OpenTableAttributes>) => void,
	defaultLanguage: string
): PlaceholderChoice {
	const [chosen, setChosen] = useState<number[]>([]);
	const [typed, setTyped] = useState('');
	const [failed, setFailed] = useState(false);

	const embedCode = (text: string) => {
		const parsed = parseOpenTable(text);
		if (!parsed.ok) {
			setFailed(true);
			return;
		}
		setFailed(false);
		setTyped('');
		const read = parsed.attributes;
		setAttributes({
			...read,
			...restaurantsChange(attributes, read.rid ?? []),
			lang: read.lang ?? attributes.lang ?? defaultLanguage,
		});
	};

	const submit = (event: FormEvent) => {
		event.preventDefault();
		if (typed.trim() !== '' && looksLikeUrlOrScript(typed)) {
			embedCode(typed);
			return;
		}
		if (chosen.length === 0) {
			setFailed(typed.trim() !== '');
			return;
		}
		setFailed(false);
		setAttributes({ ...restaurantsChange(attributes, chosen), lang: attributes.lang ?? defaultLanguage });
	};

	return { chosen, setChosen, setTyped, failed, embedCode, submit };
}
