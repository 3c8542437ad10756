// The service's player reports what it is doing to the page that frames it, with
// `postMessage({ type: 'blockyard-video-state', guid, state, currentTime, duration })`. These
// reports are read only from a frame on this page, and only from the video service's origin
// (or this machine's, where the local provider stands in for the service).
import * as z from 'zod/mini';

import { isPlayerOrigin } from '../player-origin';
import type { PlayerSource } from './types';

const playerReport = z.object({
	type: z.literal('blockyard-video-state'),
	guid: z.string().check(z.regex(/^[a-zA-Z0-9]{8}$/)),
	state: z.enum(['is-playing', 'is-paused', 'is-error']),
	currentTime: z.number().check(z.gte(0)),
	duration: z.number().check(z.gte(0)),
});

/** The frame of `doc` whose window is `source`, if any. */
function frameOf(doc: Document, source: MessageEventSource | null): HTMLIFrameElement | undefined {
	if (source === null) {
		return undefined;
	}
	return Array.from(doc.querySelectorAll('iframe')).find((frame) => frame.contentWindow === source);
}

/**
 * The report a message holds, when it comes from a player frame of `doc` on the service's
 * origin and has the report's shape; `undefined` for any other message.
 */
export function playerReportOf(event: MessageEvent, doc: Document = document): PlayerSource | undefined {
	if (!isPlayerOrigin(event.origin)) {
		return undefined;
	}
	const frame = frameOf(doc, event.source);
	if (!frame || new URL(frame.src, doc.baseURI).origin !== event.origin) {
		return undefined;
	}
	const parsed = playerReport.safeParse(event.data);
	if (!parsed.success) {
		return undefined;
	}
	const { guid, state, currentTime, duration } = parsed.data;
	return { id: guid, state, currentTime, duration, ...(frame.id === '' ? {} : { domId: frame.id }) };
}

/**
 * Calls `onReport` with every player report `win` receives from a frame of its document; returns
 * the function that stops listening.
 *
 * @example
 * const stop = listenToPlayers((source) => dispatch(mediaSourceStore).updateSource(source));
 */
export function listenToPlayers(onReport: (source: PlayerSource) => void, win: Window = window): () => void {
	const listener = (event: MessageEvent): void => {
		const report = playerReportOf(event, win.document);
		if (report) {
			onReport(report);
		}
	};
	win.addEventListener('message', listener);
	return () => win.removeEventListener('message', listener);
}
