import {
	type Api,
	EXTERNAL_MEDIA_PAGE_SIZE,
	type ExternalMediaItem,
	type ExternalMediaList,
	type ExternalMediaService,
	hostedExternalMedia,
} from '@blockyard/api-client';
import { useTracker } from '@blockyard/connection';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

import { EXTERNAL_MEDIA_EVENTS } from '../usage-events';

/** Where a list reads from: `recent`, `/` (the albums) or an album's id, with a search or Google Photos' filter parts. */
export interface MediaListQuery {
	readonly path: string;
	readonly search?: string;
	readonly filter?: readonly string[];
}

/** The account a Google Photos list comes from. */
export interface MediaAccount {
	readonly name?: string;
	readonly image?: string;
}

export interface MediaListState {
	readonly items: readonly ExternalMediaItem[];
	/** The `page_handle` of the next page, when there is one. */
	readonly nextPage: string | undefined;
	readonly loading: boolean;
	/** The first page has come (an empty list means nothing matched). */
	readonly loaded: boolean;
	readonly account: MediaAccount | undefined;
}

const EMPTY: MediaListState = {
	items: [],
	nextPage: undefined,
	loading: false,
	loaded: false,
	account: undefined,
};

const accountOf = (list: ExternalMediaList): MediaAccount | undefined =>
	list.meta?.account ? { name: list.meta.account.name, image: list.meta.account.image } : undefined;

/** The next page's `page_handle`: the services answer a string or a number, and false or nothing at the end. */
const nextPageOf = (list: ExternalMediaList) => {
	const next = list.meta?.next_page;
	return (typeof next === 'string' && next !== '') || typeof next === 'number' ? String(next) : undefined;
};

/**
 * One source's list for `query` (none while `query` is undefined): the first page when the query
 * changes, the next on `loadMore()`. A failed call leaves the list as it was and goes to `onError`.
 * Each page that comes is recorded as the source's results (a usage event, for a connected user).
 */
export function useMediaList(
	api: Api,
	service: ExternalMediaService,
	query: MediaListQuery | undefined,
	onError: (error: unknown) => void
): MediaListState & { readonly loadMore: () => void } {
	const [state, setState] = useState<MediaListState>(EMPTY);
	const recordEvent = useTracker();
	const pages = useRef(0);
	const errorRef = useRef(onError);
	errorRef.current = onError;
	const controller = useRef<AbortController | undefined>(undefined);
	const key = query
		? JSON.stringify([service, query.path, query.search ?? '', query.filter ?? []])
		: undefined;
	const queryRef = useRef(query);
	queryRef.current = query;

	const fetchPage = useCallback(
		(pageHandle: string | undefined) => {
			const current = queryRef.current;
			if (!current) {
				return;
			}
			controller.current?.abort();
			const abort = new AbortController();
			controller.current = abort;
			setState((previous) =>
				pageHandle ? { ...previous, loading: true } : { ...EMPTY, loading: true }
			);
			hostedExternalMedia
				.list(
					api,
					service,
					{
						number: EXTERNAL_MEDIA_PAGE_SIZE,
						path: current.path,
						search: current.search,
						filter: current.filter,
						pageHandle,
					},
					abort.signal
				)
				.then(
					(list) => {
						if (abort.signal.aborted) {
							return;
						}
						pages.current = pageHandle ? pages.current + 1 : 1;
						recordEvent(EXTERNAL_MEDIA_EVENTS.sourceResults, {
							source: service,
							results: list.media.length,
							page: pages.current,
							search: Boolean(current.search),
						});
						setState((previous) => ({
							items: pageHandle ? [...previous.items, ...list.media] : list.media,
							nextPage: nextPageOf(list),
							loading: false,
							loaded: true,
							account: accountOf(list) ?? previous.account,
						}));
					},
					(error: unknown) => {
						if (abort.signal.aborted) {
							return;
						}
						setState((previous) => ({ ...previous, loading: false, loaded: true }));
						errorRef.current(error);
					}
				);
		},
		[api, service, recordEvent]
	);

	useEffect(() => {
		if (key === undefined) {
			setState(EMPTY);
			return undefined;
		}
		fetchPage(undefined);
		return () => controller.current?.abort();
	}, [key, fetchPage]);

	const loadMore = useCallback(() => {
		if (state.nextPage !== undefined && !state.loading) {
			fetchPage(state.nextPage);
		}
	}, [fetchPage, state.nextPage, state.loading]);

	return { ...state, loadMore };
}
