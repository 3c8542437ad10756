import { renderHook } from '@testing-library/react';
import { createReduxStore, createRegistry, RegistryProvider, type DataRegistry } from '@wordpress/data';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { registeredStore, useRegisteredStore } from './use-registered-store';

const counter = createReduxStore('blockyard-test/counter', {
	reducer: (state: number = 0, action: { type: string }) => (action.type === 'ADD' ? state + 1 : state),
	actions: { add: () => ({ type: 'ADD' }) },
	selectors: { count: (state: number) => state },
});

const within = (registry: DataRegistry) =>
	function Wrapper({ children }: { children: ReactNode }) {
		return <RegistryProvider value={registry}>{children}</RegistryProvider>;
	};

describe('useRegisteredStore', () => {
	it('registers the store in the component’s registry the first time, and keeps its state after', () => {
		const registry = createRegistry();
		expect(registry.select(counter.name)).toBeUndefined();

		const { rerender } = renderHook(() => useRegisteredStore(counter), { wrapper: within(registry) });
		void registry.dispatch(counter).add();
		rerender();

		expect(registry.select(counter).count()).toBe(1);
	});

	it('uses the store a registry above has, and gives two editors’ registries one each', () => {
		const parent = createRegistry();
		parent.register(counter);
		void parent.dispatch(counter).add();
		const child = createRegistry({}, parent);
		const other = createRegistry();

		renderHook(() => useRegisteredStore(counter), { wrapper: within(child) });
		renderHook(() => useRegisteredStore(counter), { wrapper: within(other) });

		expect(Object.hasOwn(child.stores, counter.name)).toBe(false);
		expect(child.select(counter).count()).toBe(1);
		expect(other.select(counter).count()).toBe(0);
	});

	it('registers outside a component too, once, for code given an editor’s registry', () => {
		const registry = createRegistry();

		void registry.dispatch(registeredStore(counter, registry)).add();
		void registry.dispatch(registeredStore(counter, registry)).add();

		expect(registry.select(counter).count()).toBe(2);
	});
});
