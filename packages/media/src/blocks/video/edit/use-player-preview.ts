import { embedPreviews } from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { useEffect, useRef, useState } from '@wordpress/element';

import { type PlayerFrame, playerFrameOf } from '../../../video-helpers/player-frame';

/**
 * How long the address must stay the same before the player shown is asked for again, in
 * milliseconds: a colour dragged across its picker asks once, when it stops.
 */
export const PLAYER_PREVIEW_DEBOUNCE_MS = 400;

/**
 * - `none`: no hosted video (no guid): the block previews its file itself;
 * - `loading`: the player is being asked for; `frame` is the one shown until it comes, if any;
 * - `ready`: the service's player, `frame`;
 * - `failed`: the lookup gave no player of the service (the site cannot embed the address, or
 *   did not answer): the block previews its file itself.
 */
export type PlayerPreview =
	| { readonly status: 'none' }
	| { readonly status: 'loading'; readonly frame?: PlayerFrame }
	| { readonly status: 'ready'; readonly frame: PlayerFrame }
	| { readonly status: 'failed' };

interface Answered {
	readonly guid: string;
	readonly address: string;
	readonly frame: PlayerFrame | undefined;
}

/**
 * The service's player for the hosted video `guid` at its saved `address`, through the editor's
 * embed-preview lookup (the host's `embedPreview`, WordPress's oEmbed proxy; without one, the
 * site's proxy through `embedPreviews.get`), as visitors get it from the site. Only the one
 * frame of the service's `/embed/{guid}` is taken of the answer (`playerFrameOf`). A private
 * video's frame carries the playback token the site gives its editors.
 */
export function usePlayerPreview(guid: string | undefined, address: string | undefined): PlayerPreview {
	const host = useHost();
	const [answered, setAnswered] = useState<Answered | undefined>(undefined);
	// The frame shown meanwhile: the same video's, with its settings as they were.
	const kept = answered?.guid === guid ? answered?.frame : undefined;
	const shown = useRef<PlayerFrame | undefined>(undefined);
	shown.current = kept;

	useEffect(() => {
		if (guid === undefined || address === undefined) {
			return undefined;
		}
		let live = true;
		const controller = new AbortController();
		const ask = async (): Promise<PlayerFrame | undefined> => {
			const preview = host.embedPreview
				? await host.embedPreview(address)
				: await embedPreviews.get(host.api, address, { signal: controller.signal });
			return preview === undefined ? undefined : playerFrameOf(preview.html, guid);
		};
		const timer = setTimeout(
			() => {
				ask().then(
					(frame) => live && setAnswered({ guid, address, frame }),
					() => live && setAnswered({ guid, address, frame: undefined })
				);
			},
			shown.current === undefined ? 0 : PLAYER_PREVIEW_DEBOUNCE_MS
		);
		return () => {
			live = false;
			clearTimeout(timer);
			controller.abort();
		};
	}, [guid, address, host]);

	if (guid === undefined || address === undefined) {
		return { status: 'none' };
	}
	if (answered?.address !== address) {
		return kept ? { status: 'loading', frame: kept } : { status: 'loading' };
	}
	return answered.frame ? { status: 'ready', frame: answered.frame } : { status: 'failed' };
}
