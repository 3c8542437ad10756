import { afterEach, describe, expect, it, vi } from 'vitest';

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
		const appended: Element[] = [];
		const append = container.append.bind(container);
		vi.spyOn(container, 'append').mockImplementation((...nodes) => {
			appended.push(...nodes.filter((node): node is Element => node instanceof Element));
			append(...nodes);
		});

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
});
