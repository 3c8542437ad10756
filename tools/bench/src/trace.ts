/** One event of a Chromium trace (the Trace Event Format), as far as the bench reads it. */
export interface TraceEvent {
	readonly name: string;
	readonly ph: string;
	/** Start, in microseconds. */
	readonly ts: number;
	/** Duration of a complete (`X`) event, in microseconds. */
	readonly dur?: number;
	readonly pid: number;
	readonly tid: number;
	readonly args?: { readonly data?: { readonly type?: string } };
}

type Dispatch = TraceEvent & { readonly dur: number };

const KEY_EVENTS = ['keydown', 'keypress', 'keyup'] as const;

/**
 * The `EventDispatch` events that no other dispatch on the same thread contains.
 * An event dispatched from inside a listener (Gutenberg's canvas iframe passes
 * each keydown on to the page around it; a keypress fires `input`) is part of
 * the outer event's duration and is not counted again.
 */
function outermostDispatches(events: readonly TraceEvent[]): Dispatch[] {
	const byThread = new Map<string, Dispatch[]>();
	for (const event of events) {
		if (event.name === 'EventDispatch' && event.ph === 'X' && typeof event.dur === 'number') {
			const thread = `${event.pid}:${event.tid}`;
			byThread.set(thread, [...(byThread.get(thread) ?? []), event as Dispatch]);
		}
	}
	const outermost: Dispatch[] = [];
	for (const dispatches of byThread.values()) {
		dispatches.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
		let openUntil = Number.NEGATIVE_INFINITY;
		for (const dispatch of dispatches) {
			if (dispatch.ts + dispatch.dur <= openUntil) {
				continue;
			}
			outermost.push(dispatch);
			openUntil = dispatch.ts + dispatch.dur;
		}
	}
	return outermost.sort((a, b) => a.ts - b.ts);
}

/**
 * How long the browser spent handling each keystroke, in milliseconds: the
 * durations of its keydown, keypress and keyup dispatches added up, the n-th
 * of each kind taken together, as Gutenberg's performance suite counts typing.
 */
export function keystrokeDurations(events: readonly TraceEvent[]): number[] {
	const outermost = outermostDispatches(events);
	const [downs, presses, ups] = KEY_EVENTS.map((type) =>
		outermost.filter((event) => event.args?.data?.type === type).map((event) => event.dur)
	);
	const count = Math.min(downs?.length ?? 0, presses?.length ?? 0, ups?.length ?? 0);
	return Array.from(
		{ length: count },
		(_, index) => ((downs?.[index] ?? 0) + (presses?.[index] ?? 0) + (ups?.[index] ?? 0)) / 1000
	);
}
