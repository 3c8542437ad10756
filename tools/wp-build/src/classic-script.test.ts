import { describe, expect, it } from 'vitest';

import { CHUNKS_GLOBAL, toClassicScript, type EsChunk } from './classic-script';
import { wordpressExternal } from './wordpress-externals';

const options = { handle: 'blockyard-widgets', global: 'blockyard.widgets', external: wordpressExternal };

/** Runs `script` with `globals` as the window and returns the window. */
function run(script: string, globals: Record<string, unknown>): Record<string, unknown> {
	const window: Record<string, unknown> = { ...globals };
	new Function('window', script)(window);
	return window;
}

describe('toClassicScript', () => {
	it('reads WordPress’s globals for every kind of import, and sets the global to the entry’s exports', () => {
		const chunks: EsChunk[] = [
			{
				fileName: 'index.js',
				isEntry: true,
				code: `import React from "react";
import * as element from "@wordpress/element";
import { __ as translate } from "@wordpress/i18n";
import { shared } from "./chunks/shared-1.js";
const label = translate("Hi") + element.version + React.version + shared;
const load = () => import("./chunks/later-2.js");
export { label, load, shared as "default" };`,
			},
			{
				fileName: 'chunks/shared-1.js',
				isEntry: false,
				code: `const s = "!";\nexport { s as shared };`,
			},
			{
				fileName: 'chunks/later-2.js',
				isEntry: false,
				code: `import { shared } from "./shared-1.js";
import { x } from "./other-3.js";
export { useState } from "@wordpress/element";
const later = shared + x;
export { later };`,
			},
			{ fileName: 'chunks/other-3.js', isEntry: false, code: `const x = 1;\nexport { x };` },
		];
		const { script, chunks: lazy, externals } = toClassicScript(chunks, options);

		const window = run(script, {
			React: { version: 'R' },
			wp: {
				element: { version: 'E', useState: 'useState' },
				i18n: { __: (text: string) => `«${text}»` },
			},
		});
		const widgets = (window.blockyard as Record<string, Record<string, unknown>>).widgets;
		expect(widgets?.label).toBe('«Hi»ER!');
		expect(widgets?.default).toBe('!');
		expect(script).toContain('import("./chunks/later-2.js")');
		expect(
			Object.keys((window[CHUNKS_GLOBAL] as Record<string, object>)['blockyard-widgets'] ?? {})
		).toEqual(['chunks/shared-1.js', 'index.js']);

		expect([...lazy.keys()]).toEqual(['chunks/later-2.js', 'chunks/other-3.js']);
		const later = lazy.get('chunks/later-2.js') ?? '';
		expect(later).toContain(
			`const { shared } = window.${CHUNKS_GLOBAL}["blockyard-widgets"]["chunks/shared-1.js"];`
		);
		expect(later).toContain('import { x } from "./other-3.js";');
		expect(later).toMatch(
			/const \{ "useState": (\w+) \} = window\.wp\.element; export \{ \1 as "useState" \};/
		);
		expect(later).not.toContain('@wordpress/element');
		expect(externals).toEqual(['@wordpress/element', '@wordpress/i18n', 'react']);
	});

	it('fails on an import that is neither bundled nor a WordPress script', () => {
		const chunks: EsChunk[] = [
			{ fileName: 'index.js', isEntry: true, code: `import { a } from "left-out";\nexport { a };` },
		];
		expect(() => toClassicScript(chunks, options)).toThrow(/imports left-out/);
	});
});
