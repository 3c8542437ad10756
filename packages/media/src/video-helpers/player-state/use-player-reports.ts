import { registerStoreOnce } from '@blockyard/ui';
import { useRegistry } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';

import { listenToPlayers } from './player-messages';
import { mediaSourceStore } from './store';

/**
 * A ref for a block's element: while it is on the page, the reports of the player of `guid`
 * framed in the element's document (the editor's canvas, which may be a frame of its own) go
 * into the `blockyard/media-source` store, and the source is forgotten when the player leaves.
 *
 * @example
 * const ref = usePlayerReports(guid);
 * return <figure ref={ref}>…</figure>;
 */
export function usePlayerReports(guid: string | undefined): (element: HTMLElement | null) => void {
	const [element, setElement] = useState<HTMLElement | null>(null);
	const registry = useRegistry();
	useEffect(() => {
		const win = element?.ownerDocument.defaultView;
		if (!win || guid === undefined) {
			return undefined;
		}
		// The editor's registry has the store once a block reports into it, whatever registered it.
		registerStoreOnce(mediaSourceStore, registry);
		const { updateSource, removeSource } = registry.dispatch(mediaSourceStore);
		const stop = listenToPlayers((source) => {
			if (source.id === guid) {
				void updateSource(source);
			}
		}, win);
		return () => {
			stop();
			void removeSource(guid);
		};
	}, [element, guid, registry]);
	return setElement;
}
