import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const block = (criteria: string, threshold: string): HTMLElement => {
	const element = document.createElement('div');
	element.dataset.criteria = criteria;
	element.dataset.threshold = threshold;
	element.hidden = criteria === 'after-visits';
	return element;
};

/** A fresh page load: the view module anew, with the visits cookie as given. */
async function load(visitsSoFar?: number) {
	document.cookie = 'blockyard_visits=; max-age=0; path=/';
	if (visitsSoFar !== undefined) {
		document.cookie = `blockyard_visits=${visitsSoFar}; path=/`;
	}
	vi.resetModules();
	return import('./view');
}

const visits = () => /blockyard_visits=(\d+)/.exec(document.cookie)?.[1];

beforeEach(() => {
	document.cookie = 'blockyard_visits=; max-age=0; path=/';
});

afterEach(() => {
	document.cookie = 'blockyard_visits=; max-age=0; path=/';
});

describe('the Repeat Visitor view', () => {
	it('counts a page load once, however many blocks the page has', async () => {
		const { startView } = await load(1);
		startView(block('after-visits', '3'));
		startView(block('before-visits', '3'));
		expect(visits()).toBe('2');
	});

	it('starts counting at 1 on a first visit', async () => {
		const { startView } = await load();
		startView(block('after-visits', '3'));
		expect(visits()).toBe('1');
	});

	it('flips after-visits and before-visits content at the threshold', async () => {
		const shown = [];
		for (const before of [0, 1, 2, 3]) {
			const { startView } = await load(before);
			const after = block('after-visits', '2');
			const first = block('before-visits', '2');
			startView(after);
			startView(first);
			shown.push([!after.hidden, !first.hidden]);
		}
		expect(shown).toEqual([
			[false, true],
			[false, true],
			[true, false],
			[true, false],
		]);
	});

	it('uses the defaults for data it cannot read', async () => {
		const { startView } = await load(3);
		const element = block('whenever', 'many');
		startView(element);
		// after-visits, threshold 3: the 4th visit shows it.
		expect(element.hidden).toBe(false);
	});
});
