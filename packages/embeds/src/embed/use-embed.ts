// The states every embed block goes through: editing (the placeholder, with what the user
// typed), resolving ('Embedding…' while the provider checks the address) and embedded. A
// failure, in parsing or in the check, leaves the user's text in the input with the block's
// error message; nothing is set until an address has been read and checked.
import { hostedResolveRedirect } from '@blockyard/api-client';
import { useOptionalHost } from '@blockyard/ui';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

import type { EmbedProvider } from './provider';

/** Where an embed block is: its placeholder, checking an address, or showing the embed. */
export type EmbedStatus = 'editing' | 'resolving' | 'embedded';

export interface EmbedState {
	readonly status: EmbedStatus;
	/** What the user typed or pasted. */
	readonly text: string;
	readonly setText: (text: string) => void;
	/** The last address given could not be embedded: show the block's error message. */
	readonly failed: boolean;
	/** Reads `text` (or `pasted`, given by a form of its own) with the provider, checks it, and embeds it. */
	readonly submit: (pasted?: string) => void;
	/** Back to the placeholder with the embedded address in the input (the toolbar's Edit). */
	readonly edit: () => void;
	/** Back to the embed without changing it, when one is embedded. */
	readonly cancel: () => void;
}

export interface UseEmbedOptions<Attributes> {
	readonly provider: EmbedProvider<Attributes>;
	/** The address embedded now (the block's attribute), if any. */
	readonly url: string | undefined;
	readonly setAttributes: (attributes: Partial<Attributes>) => void;
	/**
	 * Check the embedded `url` with the provider once, when the edit opens (an address saved
	 * earlier may have stopped answering). Off by default; a block leaves it off for its
	 * example and for states that show no frame.
	 */
	readonly verifyOnLoad?: boolean;
	/**
	 * Attributes set when a check fails (such as `{ url: undefined }` for blocks that clear
	 * the embedded address): the block goes back to its placeholder with its error. Nothing is
	 * set when left out.
	 */
	readonly clearOnFailure?: Partial<Attributes>;
}

/**
 * An embed block's states, for its edit. The address a provider's `parse` returns is checked
 * with the provider (`hostedResolveRedirect.resolve` through the host's `api`): a URL that
 * answers with an error is not embedded. A short link (`shortLink` in the parse) embeds the
 * address it resolves to, parsed again, and fails without a host. Without a host (an editor that gives none) the
 * address is embedded on the parse alone, which is what guards what is saved.
 *
 * @example
 * const embed = useEmbed({ provider: googleCalendarProvider, url: attributes.url, setAttributes });
 */
export function useEmbed<Attributes>({
	provider,
	url,
	setAttributes,
	verifyOnLoad = false,
	clearOnFailure,
}: UseEmbedOptions<Attributes>): EmbedState {
	const host = useOptionalHost();
	const [editing, setEditing] = useState(!url);
	const [text, setText] = useState(url ?? '');
	const [resolving, setResolving] = useState(false);
	const [failed, setFailed] = useState(false);
	const pending = useRef<AbortController | undefined>(undefined);
	// The failure's attributes as first given: a block's literal object is new on each render.
	const clearing = useRef(clearOnFailure);

	useEffect(() => () => pending.current?.abort(), []);

	const fail = useCallback(() => {
		setResolving(false);
		setFailed(true);
		if (clearing.current) {
			setEditing(true);
			setAttributes(clearing.current);
		}
	}, [setAttributes]);

	// Once, when the edit opens with an address: check it is still embeddable and answers.
	useEffect(() => {
		if (!verifyOnLoad || !url) {
			return;
		}
		const parsed = provider.parse(url);
		if (!parsed.ok) {
			fail();
			return;
		}
		if (!host) {
			return;
		}
		const controller = new AbortController();
		pending.current = controller;
		setResolving(true);
		hostedResolveRedirect.resolve(host.api, parsed.url, controller.signal).then(
			() => {
				if (!controller.signal.aborted) {
					setResolving(false);
				}
			},
			() => {
				if (!controller.signal.aborted) {
					fail();
				}
			}
		);
		// Only the address the edit opened with is checked this way.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, []);

	const submit = useCallback(
		(pasted?: string) => {
			const given = pasted ?? text;
			if (pasted !== undefined) {
				setText(pasted);
			}
			const parsed = provider.parse(given);
			pending.current?.abort();
			if (!parsed.ok) {
				fail();
				return;
			}
			const embed = (taken: typeof parsed) => {
				setAttributes(taken.attributes);
				setText(taken.url);
				setFailed(false);
				setEditing(false);
			};
			if (!host) {
				// A short link cannot be followed without the provider.
				if (parsed.shortLink) {
					setFailed(true);
				} else {
					embed(parsed);
				}
				return;
			}
			const controller = new AbortController();
			pending.current = controller;
			setFailed(false);
			setResolving(true);
			hostedResolveRedirect.resolve(host.api, parsed.url, controller.signal).then(
				(resolved) => {
					if (!controller.signal.aborted) {
						setResolving(false);
						// A short link embeds where it leads, when that is the provider's and no short link again.
						const taken = parsed.shortLink ? provider.parse(resolved.url) : parsed;
						if (taken.ok && !taken.shortLink) {
							embed(taken);
						} else {
							setFailed(true);
						}
					}
				},
				() => {
					if (!controller.signal.aborted) {
						fail();
					}
				}
			);
		},
		[fail, host, provider, setAttributes, text]
	);

	const edit = useCallback(() => {
		setText(url ?? '');
		setFailed(false);
		setEditing(true);
	}, [url]);

	const cancel = useCallback(() => {
		pending.current?.abort();
		setResolving(false);
		setFailed(false);
		setEditing(!url);
	}, [url]);

	const status: EmbedStatus = resolving ? 'resolving' : editing || !url ? 'editing' : 'embedded';
	return { status, text, setText, failed, submit, edit, cancel };
}
