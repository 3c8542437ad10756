// The restaurant picker's search: OpenTable's restaurant search through the host's `api`, at
// most once every 500 ms (the last text typed is searched for when the wait ends), never for
// text that looks like an address or a script (an embed code being pasted).
import { restaurants } from '@blockyard/api-client';
import { useOptionalHost } from '@blockyard/ui';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/** The least time between two searches, in milliseconds. */
export const RESTAURANT_SEARCH_INTERVAL_MS = 500;

/** A restaurant the search found. */
export interface FoundRestaurant {
	readonly rid: number;
	readonly name: string;
}

/** Text that is an address or markup rather than a restaurant's name: it is not searched for. */
export function looksLikeUrlOrScript(text: string): boolean {
	return /[<>]|^\s*[a-z][a-z0-9+.-]*:|\/\/|www\.|\.[a-z]{2,}(?:[/?#]|$)/i.test(text);
}

export interface RestaurantSearch {
	/** The restaurants found for the last text searched for. */
	readonly found: readonly FoundRestaurant[];
	/** Searches for `text` (throttled); empty text, an address or a script clears the results. */
	readonly search: (text: string) => void;
}

/** The picker's throttled restaurant search. */
export function useRestaurantSearch(): RestaurantSearch {
	const host = useOptionalHost();
	const [found, setFound] = useState<readonly FoundRestaurant[]>([]);
	const latest = useRef('');
	const lastRun = useRef(Number.NEGATIVE_INFINITY);
	const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
	const pending = useRef<AbortController | undefined>(undefined);

	useEffect(
		() => () => {
			clearTimeout(timer.current);
			pending.current?.abort();
		},
		[]
	);

	const run = useCallback(() => {
		timer.current = undefined;
		const query = latest.current;
		if (!host || query === '') {
			return;
		}
		lastRun.current = Date.now();
		pending.current?.abort();
		const controller = new AbortController();
		pending.current = controller;
		restaurants.search(host.api, query, controller.signal).then(
			({ items }) => {
				if (!controller.signal.aborted) {
					setFound(items.map(({ rid, name }) => ({ rid, name })));
				}
			},
			() => {
				if (!controller.signal.aborted) {
					setFound([]);
				}
			}
		);
	}, [host]);

	const search = useCallback(
		(text: string) => {
			const query = text.trim();
			if (query === '' || looksLikeUrlOrScript(query)) {
				latest.current = '';
				pending.current?.abort();
				setFound([]);
				return;
			}
			latest.current = query;
			if (timer.current !== undefined) {
				return;
			}
			const wait = lastRun.current + RESTAURANT_SEARCH_INTERVAL_MS - Date.now();
			if (wait <= 0) {
				run();
			} else {
				timer.current = setTimeout(run, wait);
			}
		},
		[run]
	);

	return { found, search };
}
