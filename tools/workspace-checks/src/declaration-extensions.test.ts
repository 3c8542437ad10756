// Each package's build rewrites the relative imports of its emitted declarations to the
// files they name, so TypeScript finds them under node16/nodenext resolution too.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { addDeclarationExtensions } from '../../../scripts/lib/declaration-extensions.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(files: Record<string, string>): void {
	dir = mkdtempSync(join(tmpdir(), 'blockyard-dts-'));
	for (const [name, text] of Object.entries(files)) {
		mkdirSync(join(dir, name, '..'), { recursive: true });
		writeFileSync(join(dir, name), text);
	}
}

describe('addDeclarationExtensions', () => {
	it('names the file of every relative import, re-export and import type', () => {
		write({
			'index.d.ts': [
				"import type { Week } from './week';",
				"export * from './blocks/hours';",
				"export * as plugin from './plugin';",
				'export { type Api } from "./api";',
				"export declare const make: () => import('./week').Week;",
				"import { z } from 'zod/mini';",
				"import data from './data.json';",
				'',
			].join('\n'),
			'week.d.ts': 'export type Week = string[];\n',
			'blocks/hours.d.ts': "import type { Week } from '../week';\nexport type Hours = Week;\n",
			'plugin/index.d.ts': 'export {};\n',
			'api.d.ts': 'export type Api = 1;\n',
			'data.json': '{}',
		});
		addDeclarationExtensions(dir);
		expect(readFileSync(join(dir, 'index.d.ts'), 'utf8')).toBe(
			[
				"import type { Week } from './week.js';",
				"export * from './blocks/hours.js';",
				"export * as plugin from './plugin/index.js';",
				'export { type Api } from "./api.js";',
				"export declare const make: () => import('./week.js').Week;",
				"import { z } from 'zod/mini';",
				"import data from './data.json';",
				'',
			].join('\n')
		);
		expect(readFileSync(join(dir, 'blocks/hours.d.ts'), 'utf8')).toContain("from '../week.js'");
	});

	it('fails, naming the file and the import, when a relative import names no declaration', () => {
		write({ 'index.d.ts': "export * from './gone';\n" });
		expect(() => addDeclarationExtensions(dir)).toThrow('index.d.ts: ./gone');
	});
});
