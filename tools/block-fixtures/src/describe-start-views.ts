import { afterEach, describe, expect, it, vi } from 'vitest';

/** A block with visitor behaviour, as a package's `views.ts` lists it. */
export interface StartableView {
	readonly selector: string;
	readonly load: () => Promise<{ readonly startView: (element: HTMLElement) => void }>;
}

/** A package's `startViews(root, views)`: starts `views` on the elements of `root` they match. */
export type StartViews = (root: ParentNode, views: readonly StartableView[]) => Promise<void>;

function page(html: string): HTMLElement {
	const root = document.createElement('div');
	root.innerHTML = html;
	document.body.append(root);
	return root;
}

/** A view of `.selector` whose start records each element, with its load counted. */
function fakeView(selector: string) {
	const startedOn: HTMLElement[] = [];
	const load = vi.fn(async () => ({ startView: (element: HTMLElement) => void startedOn.push(element) }));
	const view: StartableView = { selector, load };
	return { view, load, startedOn };
}

/**
 * The tests of the visitor-script starter, `startViews` of @blockyard/ui, which every
 * package's visitor script calls with its own table (docs/decisions/0031-content-visitor-scripts.md).
 * Each package's own test file adds a test that its `start…Views(root)` uses its table.
 *
 * @example
 * describeStartViews(startViews);
 */
export function describeStartViews(startViews: StartViews): void {
	describe('startViews', () => {
		afterEach(() => {
			document.body.innerHTML = '';
		});

		it('loads the view of each block present and starts it on each of its elements', async () => {
			const root = page('<div class="a" id="a1"></div><p><span class="a" id="a2"></span></p>');
			const a = fakeView('.a');
			const b = fakeView('.b');

			await startViews(root, [a.view, b.view]);

			expect(a.load).toHaveBeenCalledTimes(1);
			expect(a.startedOn.map((element) => element.id)).toEqual(['a1', 'a2']);
			expect(b.load).not.toHaveBeenCalled();
		});

		it('starts a view once per element, however often it runs', async () => {
			const root = page('<div class="a" id="a1"></div>');
			const a = fakeView('.a');

			await Promise.all([startViews(root, [a.view]), startViews(root, [a.view])]);
			await startViews(document, [a.view]);
			expect(a.startedOn.map((element) => element.id)).toEqual(['a1']);

			root.insertAdjacentHTML('beforeend', '<div class="a" id="a2"></div>');
			await startViews(root, [a.view]);
			expect(a.startedOn.map((element) => element.id)).toEqual(['a1', 'a2']);
		});

		it('starts the root itself when it is such a block', async () => {
			const root = page('<div class="a" id="inner"></div>');
			root.classList.add('a');
			root.id = 'outer';
			const a = fakeView('.a');
			await startViews(root, [a.view]);
			expect(a.startedOn.map((element) => element.id)).toEqual(['outer', 'inner']);
		});

		it('starts the other views when one fails to load, then rejects; a later run retries it', async () => {
			const root = page('<div class="a"></div><div class="b"></div>');
			const a = fakeView('.a');
			const startedB: HTMLElement[] = [];
			const b: StartableView = {
				selector: '.b',
				load: vi
					.fn()
					.mockRejectedValueOnce(new Error('offline'))
					.mockResolvedValue({ startView: (element: HTMLElement) => void startedB.push(element) }),
			};

			await expect(startViews(root, [b, a.view])).rejects.toThrow(AggregateError);
			expect(a.startedOn).toHaveLength(1);
			expect(startedB).toHaveLength(0);

			await startViews(root, [b, a.view]);
			expect(startedB).toHaveLength(1);
			expect(a.startedOn).toHaveLength(1);
		});
	});
}
