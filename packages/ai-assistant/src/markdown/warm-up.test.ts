import { afterEach, describe, expect, it, vi } from 'vitest';

/** The elements appended to `container` from now on, as they are appended (and still appended). */
function elementsAppendedTo(container: Element): Element[] {
	const appended: Element[] = [];
	const append = container.append.bind(container);
	vi.spyOn(container, 'append').mockImplementation((...nodes) => {
		appended.push(...nodes.filter((node): node is Element => node instanceof Element));
		append(...nodes);
	});
	return appended;
}

describe('warmUpMarkdown', () => {
	afterEach(() => {
		vi.useRealTimers();
	});

	it('lays the samples out once, hidden, in idle time, and leaves nothing behind', async () => {
		// A module of its own: other tests' blocks may have warmed the shared one up.
		vi.resetModules();
		const { WARM_UP_CLASS, warmUpMarkdown } = await import('./warm-up');
		vi.useFakeTimers();
		const container = document.createElement('div');
		document.body.append(container);
		const appended = elementsAppendedTo(container);

		warmUpMarkdown(container);
		warmUpMarkdown(container);
		expect(appended).toEqual([]);
		vi.runAllTimers();

		expect(appended).toHaveLength(1);
		const [probe] = appended;
		expect(probe?.className).toBe(WARM_UP_CLASS);
		expect(probe?.getAttribute('aria-hidden')).toBe('true');
		for (const kind of ['strong', 'em', 'code', 'h1', 'ul', 'ol', 'blockquote', 'table', 'pre', 'a']) {
			expect(probe?.querySelector(kind), kind).not.toBeNull();
		}
		expect(container.childElementCount).toBe(0);

		warmUpMarkdown(container);
		vi.runAllTimers();
		expect(appended).toHaveLength(1);
	});

	it('stops when its block leaves the page first, and a later block starts it again', async () => {
		vi.resetModules();
		const { WARM_UP_CLASS, warmUpMarkdown } = await import('./warm-up');
		const gone = document.createElement('div');
		document.body.append(gone);
		warmUpMarkdown(gone);
		gone.remove();

		const next = document.createElement('div');
		document.body.append(next);
		const appended = elementsAppendedTo(next);
		// Refused while the first one runs; taken once it has noticed its block is gone.
		await vi.waitFor(
			() => {
				warmUpMarkdown(next);
				expect(appended.map((element) => element.className)).toEqual([WARM_UP_CLASS]);
			},
			{ timeout: 10_000, interval: 20 }
		);
		expect(gone.childElementCount).toBe(0);
		next.remove();
	});
});
