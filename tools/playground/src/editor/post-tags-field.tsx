import { terms, type Term } from '@blockyard/api-client';
import type { BlockyardHost } from '@blockyard/ui';
import { FormTokenField } from '@wordpress/components';
import { useDebounce } from '@wordpress/compose';
import { useCallback, useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { errorMessage } from './describe-error';

/** As many suggestions as WordPress's tag panel offers. */
const MAX_SUGGESTIONS = 20;

export interface PostTagsFieldProps {
	readonly host: BlockyardHost;
	/** The ids of the post's tags. */
	readonly tags: readonly number[];
	/** The post's tags as loaded, to name their ids. */
	readonly loaded: readonly Term[];
}

const sameName = (a: string, b: string): boolean => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * The post's tags by name, as WordPress's tag panel has them: the site's tags are suggested as
 * the author types, and a name the site lacks becomes a new tag as soon as it is entered
 * (`terms.createTag`), so the post only ever holds ids of tags that exist.
 */
export function PostTagsField({ host, tags, loaded }: PostTagsFieldProps) {
	const { api } = host;
	// Every tag the field has seen, by id: the loaded ones, those suggested and those it made.
	const [known, setKnown] = useState<ReadonlyMap<number, Term>>(
		() => new Map(loaded.map((tag) => [tag.id, tag]))
	);
	const [suggestions, setSuggestions] = useState<readonly string[]>([]);
	// Only the latest change counts: an earlier one whose new tags arrive later is dropped.
	const latestChange = useRef(0);
	const search = useRef<AbortController | undefined>(undefined);
	const learn = useCallback((found: readonly Term[]) => {
		setKnown((current) => new Map([...current, ...found.map((tag) => [tag.id, tag] as const)]));
	}, []);

	const suggest = useCallback(
		(input: string) => {
			search.current?.abort();
			const controller = new AbortController();
			search.current = controller;
			terms
				.list(api, 'tags', { search: input, perPage: MAX_SUGGESTIONS, signal: controller.signal })
				.then(
					(found) => {
						learn(found);
						setSuggestions(found.map((tag) => tag.name));
					},
					// A failed suggestion is no harm: the author may still type the name.
					() => undefined
				);
		},
		[api, learn]
	);
	const debouncedSuggest = useDebounce(suggest, 300);
	useEffect(
		() => () => {
			debouncedSuggest.cancel();
			search.current?.abort();
		},
		[debouncedSuggest]
	);

	// Ids set from elsewhere (the AI suggestions, an undo, a kept draft) are named by the site.
	const unknown = tags.filter((id) => !known.has(id));
	const unknownKey = unknown.join(',');
	useEffect(() => {
		if (unknownKey === '') {
			return undefined;
		}
		const controller = new AbortController();
		const include = unknownKey.split(',').map(Number);
		terms.list(api, 'tags', { include, perPage: include.length, signal: controller.signal }).then(
			learn,
			// Unnamed, the field still shows the id, and the post keeps it.
			() => undefined
		);
		return () => controller.abort();
	}, [api, learn, unknownKey]);

	const names = useMemo(() => tags.map((id) => known.get(id)?.name ?? String(id)), [tags, known]);

	/** The tag of this name: one the field knows, or the site's (made when it has none). */
	const idOf = async (name: string): Promise<Term> => {
		const found = [...known.values()].find((tag) => sameName(tag.name, name));
		return found ?? { id: await terms.tagIdOf(api, name), name, slug: '' };
	};

	const onChange = (tokens: (string | { readonly value: string })[]) => {
		const wanted: string[] = [];
		for (const token of tokens) {
			const name = (typeof token === 'string' ? token : token.value).trim();
			if (name !== '' && !wanted.some((other) => sameName(other, name))) wanted.push(name);
		}
		const change = ++latestChange.current;
		Promise.all(wanted.map(idOf)).then(
			(found) => {
				learn(found);
				if (change === latestChange.current) {
					host.editPost?.({ tags: [...new Set(found.map((tag) => tag.id))] });
				}
			},
			(error: unknown) =>
				host.notify({
					status: 'error',
					// translators: %s: why the tag could not be added.
					message: sprintf(__('The tag could not be added: %s', 'blockyard'), errorMessage(error)),
				})
		);
	};

	return (
		<FormTokenField
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={__('Tags', 'blockyard')}
			value={names}
			suggestions={[...suggestions]}
			maxSuggestions={MAX_SUGGESTIONS}
			onInputChange={debouncedSuggest}
			onChange={onChange}
			messages={{
				added: __('Tag added.', 'blockyard'),
				removed: __('Tag removed.', 'blockyard'),
				remove: __('Remove tag', 'blockyard'),
				__experimentalInvalid: __('Invalid tag', 'blockyard'),
			}}
		/>
	);
}
