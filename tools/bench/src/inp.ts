/** One entry of the Event Timing API (a PerformanceObserver of type `event`), as far as the bench reads it. */
export interface EventEntry {
	/** The event's type (`pointerdown`, `click`, `keydown`, …). */
	readonly name: string;
	/** From the event's time stamp to the next paint after its handlers ran, rounded by the browser to 8 ms. */
	readonly duration: number;
	/** The same for every event of one interaction (a tap, a key press); 0 for events that are none (hover, scroll). */
	readonly interactionId: number;
	/** The event's time stamp, on the page's clock (`performance.now()`). */
	readonly startTime?: number;
}

/** One interaction: its longest event, as Interaction to Next Paint counts it. */
export interface Interaction {
	readonly id: number;
	/** When its first event started, on the page's clock. */
	readonly startTime: number;
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
		const startTime = Math.min(entry.startTime ?? 0, known?.startTime ?? Number.POSITIVE_INFINITY);
		if (known === undefined || entry.duration > known.durationMs) {
			byId.set(entry.interactionId, {
				id: entry.interactionId,
				startTime,
				durationMs: entry.duration,
				event: entry.name,
			});
		} else {
			byId.set(entry.interactionId, { ...known, startTime });
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

/**
 * The longest interaction of each phase of a use, a phase running from its
 * start (on the page's clock) to the next one's; in the phases named in
 * `everyEvent`, the longest event of any kind (a hover's `pointerover`,
 * which is no interaction). 0 for a phase with nothing of 16 ms or more.
 */
export function worstByPhase<Phase extends string>(
	entries: readonly EventEntry[],
	starts: readonly { readonly phase: Phase; readonly at: number }[],
	everyEvent: readonly Phase[] = []
): Record<Phase, number> {
	const worst = Object.fromEntries(starts.map(({ phase }) => [phase, 0])) as Record<Phase, number>;
	const phaseAt = (time: number) => [...starts].reverse().find(({ at }) => time >= at)?.phase;
	for (const interaction of interactionsOf(entries)) {
		const phase = phaseAt(interaction.startTime);
		if (phase !== undefined) {
			worst[phase] = Math.max(worst[phase], interaction.durationMs);
		}
	}
	for (const entry of entries) {
		const phase = phaseAt(entry.startTime ?? 0);
		if (entry.interactionId <= 0 && phase !== undefined && everyEvent.includes(phase)) {
			worst[phase] = Math.max(worst[phase], entry.duration);
		}
	}
	return worst;
}
