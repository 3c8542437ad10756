import type { ProcessEnd, RunningProvider } from './services.d.mts';

/** How a process ended, in words: `exit code 3`, `signal SIGKILL`. */
export declare function describeEnd(end: ProcessEnd): string;

export interface SupervisedProvider {
	/** The provider's URL (the same port after a restart). */
	readonly url: string;
	readonly nonce: string;
	/** The provider running now: a new one after a restart. */
	current(): RunningProvider;
	/** Stops it for good: no restart follows. */
	stop(): Promise<void>;
}

/**
 * Starts the provider and starts it again, once, when it ends without being stopped (saying so
 * through `log`, with its exit code or signal); when it ends again, or cannot start again,
 * calls `giveUp` with the reason.
 */
export declare function superviseProvider(options: {
	start: () => Promise<RunningProvider>;
	log: (line: string) => void;
	giveUp: (reason: string) => void;
}): Promise<SupervisedProvider>;
