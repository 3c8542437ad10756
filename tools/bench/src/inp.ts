/** One entry of the Event Timing API (a PerformanceObserver of type `event`), as far as the bench reads it. */
export interface EventEntry {
	/** The event's type (`pointerdown`, `click`, `keydown`, …). */
	readonly name: string;
	/** From the event's time stamp to the next paint after its handlers ran, rounded by the browser to 8 ms. */
	readonly duration: number;
	/** The same for every event of one interaction (a tap, a key press); 0 for events that are none (hover, scroll). */
	readonly interactionId: number;
}

/** One interaction: its longest event, as Interaction to Next Paint counts it. */
export interface Interaction {
	readonly id: number;
	/** The longest duration among its events, in milliseconds. */
	readonly durationMs: number;
	/** The type of that longest event. */
	readonly event: string;
}

/** The events the bench's observer reports: only those that took at least this long (the API's lowest allowed threshold). */
export const EVENT_DURATION_THRESHOLD_MS = 16;

/** Each interaction of the entries once, with its longest event; hovers and other non-interactions (id 0) left out. */
export function interactionsOf(entries: readonly EventEntry[]): Interaction[] {
	const byId = new Map<number, Interaction>();
	for (const entry of entries) {
		if (entry.interactionId <= 0) {
			continue;
		}
		const known = byId.get(entry.interactionId);
		if (known === undefined || entry.duration > known.durationMs) {
			byId.set(entry.interactionId, {
				id: entry.interactionId,
				durationMs: entry.duration,
				event: entry.name,
			});
		}
	}
	return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * Interaction to Next Paint as Chromium computes it for a page: the worst interaction,
 * or, past 50 interactions, one of the worst ignored for every 50 (the 98th percentile,
 * so that one outlier of a long visit does not decide it). `null` when no interaction
 * reached the observer's threshold.
 */
export function interactionToNextPaint(entries: readonly EventEntry[]): Interaction | null {
	const worstFirst = interactionsOf(entries).sort((a, b) => b.durationMs - a.durationMs);
	if (worstFirst.length === 0) {
		return null;
	}
	return worstFirst[Math.min(Math.floor(worstFirst.length / 50), worstFirst.length - 1)] ?? null;
}
