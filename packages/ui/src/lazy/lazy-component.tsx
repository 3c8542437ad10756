import { useEffect, useSyncExternalStore } from '@wordpress/element';
import type { ComponentType } from 'react';

import { afterNextPaint } from '../scheduling/after-next-paint';
import { createLazyLoader, type LazyLoaderOptions } from './lazy-loader';

/** What `import('./module')` gives for a module whose default export is the component. */
export interface LazyModule<P> {
	/** The component. */
	readonly default: ComponentType<P>;
}

/** What the `Failed` view of a lazy component gets besides the component's own props. */
export interface LazyFailureProps {
	/** Loads the code again (with its own automatic retry). */
	readonly retry: () => void;
	/** Why the last attempt failed. */
	readonly error: unknown;
}

/** What a lazy component shows while its code loads and when it could not, and when it retries. */
export interface LazyComponentOptions<P> extends LazyLoaderOptions {
	/** Shown, with the component's props, while the code loads. Nothing by default. */
	readonly Loading?: ComponentType<P>;
	/** Shown when the code failed to load twice in a row. Nothing by default. */
	readonly Failed?: ComponentType<P & LazyFailureProps>;
}

/** A component whose code loads on first render; `preload()` starts loading it earlier. */
export type LazyComponent<P> = ComponentType<P> & {
	/** Starts loading the code now (once); resolves when it is here, rejects when it failed twice. */
	readonly preload: () => Promise<void>;
};

/**
 * Makes a component of a module loaded on first use, e.g. `lazyComponent(() => import('./bar'))`.
 * Until the module is here it renders `Loading`; a failed load is retried once by itself,
 * and a second failure renders `Failed` with a `retry` that tries again. Every instance
 * shares one load, and once loaded the component renders at once, as if it had been bundled.
 */
export function lazyComponent<P extends object>(
	load: () => Promise<LazyModule<P>>,
	options: LazyComponentOptions<P> = {}
): LazyComponent<P> {
	const { Loading, Failed, ...loaderOptions } = options;
	const loader = createLazyLoader(() => load().then((module) => module.default), loaderOptions);
	const start = () => {
		// A failure is shown by the components, not thrown at whoever started the load.
		loader.load().catch(() => undefined);
	};

	function Lazy(props: P) {
		const state = useSyncExternalStore(loader.subscribe, loader.getState, loader.getState);
		useEffect(() => {
			// After the paint of what shows meanwhile: the code's requests would otherwise
			// compete with the paint of the editor that first renders the component.
			return state.status === 'idle' ? afterNextPaint(start) : undefined;
		}, [state.status]);

		switch (state.status) {
			case 'loaded': {
				const Loaded = state.value;
				return <Loaded {...props} />;
			}
			case 'failed':
				return Failed ? <Failed {...props} retry={start} error={state.error} /> : null;
			default:
				return Loading ? <Loading {...props} /> : null;
		}
	}

	return Object.assign(Lazy, {
		preload: () => loader.load().then(() => undefined),
	});
}
