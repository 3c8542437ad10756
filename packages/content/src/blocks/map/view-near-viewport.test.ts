import { getSaveContent } from '@wordpress/blocks';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { MAP_BLOCK_NAME, registerMapBlock } from './index';
import { startView } from './view';
import { NEAR_VIEWPORT_MARGIN } from './view-near-viewport';

// The Leaflet chunk, replaced: its factory runs only when the view imports it, so `imported`
// says whether a page has asked for Leaflet yet.
const leaflet = vi.hoisted(() => ({ imported: false, drawLeaflet: vi.fn() }));
vi.mock('./view-leaflet', () => {
	leaflet.imported = true;
	return { drawLeaflet: leaflet.drawLeaflet };
});

/** An IntersectionObserver the test drives: `report` tells each observer whether its element is near. */
class StandInObserver {
	static observers: StandInObserver[] = [];
	readonly observed: Element[] = [];
	disconnected = false;
	constructor(
		private readonly callback: IntersectionObserverCallback,
		readonly options: IntersectionObserverInit = {}
	) {
		StandInObserver.observers.push(this);
	}
	observe(element: Element): void {
		this.observed.push(element);
	}
	disconnect(): void {
		this.disconnected = true;
	}
	static report(isIntersecting: boolean): void {
		for (const observer of StandInObserver.observers) {
			const entries = observer.observed.map(
				(target) => ({ target, isIntersecting }) as unknown as IntersectionObserverEntry
			);
			observer.callback(entries, observer as unknown as IntersectionObserver);
		}
	}
}

function savedMap(): HTMLElement {
	const holder = document.createElement('div');
	holder.innerHTML = getSaveContent(MAP_BLOCK_NAME, {
		points: [
			{
				id: 'm1',
				title: 'Lisbon',
				placeTitle: '',
				caption: '',
				coordinates: { latitude: 38.72, longitude: -9.14 },
			},
		],
	});
	const root = holder.firstElementChild as HTMLElement;
	document.body.append(holder);
	return root;
}

beforeAll(() => registerMapBlock());
beforeEach(() => {
	StandInObserver.observers = [];
	leaflet.imported = false;
	leaflet.drawLeaflet.mockClear();
	vi.resetModules();
});
afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('the visitor’s map near the viewport', () => {
	it('lays out its canvas at once but loads no Leaflet while the map is far from the viewport', async () => {
		vi.stubGlobal('IntersectionObserver', StandInObserver);
		const root = savedMap();
		startView(root);
		const canvas = root.querySelector('.wp-block-blockyard-map__canvas');
		expect(canvas).not.toBeNull();
		expect(StandInObserver.observers[0]?.observed).toEqual([canvas]);
		expect(StandInObserver.observers[0]?.options.rootMargin).toBe(`${NEAR_VIEWPORT_MARGIN} 0px`);
		StandInObserver.report(false);
		// Give a started import every chance to run before saying none did.
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(leaflet.imported).toBe(false);
		expect(leaflet.drawLeaflet).not.toHaveBeenCalled();
	});

	it('loads Leaflet and draws once the map comes near, and stops watching', async () => {
		vi.stubGlobal('IntersectionObserver', StandInObserver);
		const root = savedMap();
		startView(root);
		StandInObserver.report(true);
		await vi.waitFor(() => expect(leaflet.drawLeaflet).toHaveBeenCalledTimes(1));
		expect(leaflet.imported).toBe(true);
		expect(leaflet.drawLeaflet.mock.calls[0]?.[0]).toBe(root);
		expect(leaflet.drawLeaflet.mock.calls[0]?.[3]).toBe('openstreetmap');
		expect(StandInObserver.observers[0]?.disconnected).toBe(true);
	});

	it('loads Leaflet at once in a browser without IntersectionObserver', async () => {
		vi.stubGlobal('IntersectionObserver', undefined);
		const root = savedMap();
		startView(root);
		await vi.waitFor(() => expect(leaflet.drawLeaflet).toHaveBeenCalledTimes(1));
		expect(leaflet.drawLeaflet.mock.calls[0]?.[0]).toBe(root);
	});
});
