import { describe, expect, it } from 'vitest';

import {
	loadExportTable,
	recordWordPressImports,
	unsupportedApis,
	type UsedApis,
} from './wordpress-api-check';

function record(code: string, id = '/work/packages/x/src/edit.tsx'): UsedApis {
	const used: UsedApis = new Map();
	const plugin = recordWordPressImports(used);
	const transform = plugin.transform as (code: string, id: string) => unknown;
	transform.call({}, code, id);
	return used;
}

describe('recordWordPressImports', () => {
	it('records named value imports of @wordpress packages, not type-only ones', () => {
		const used = record(
			[
				"import { useState, type ReactNode } from '@wordpress/element';",
				"import type { BlockEditProps } from '@wordpress/blocks';",
				"import { __ } from '@wordpress/i18n';",
				"import ky from 'ky';",
			].join('\n')
		);
		expect(used).toEqual(
			new Map([
				['@wordpress/element', new Set(['useState'])],
				['@wordpress/i18n', new Set(['__'])],
			])
		);
	});

	it('ignores files in node_modules', () => {
		expect(record("import { x } from '@wordpress/element';", '/r/node_modules/a/index.js').size).toBe(0);
	});
});

describe('unsupportedApis against WordPress 6.5', () => {
	const table = loadExportTable('6.5');

	it('accepts APIs WordPress 6.5 has', () => {
		const used: UsedApis = new Map([
			['@wordpress/element', new Set(['useSyncExternalStore', 'createElement'])],
			['@wordpress/block-editor', new Set(['useBlockProps', 'InspectorControls'])],
		]);
		expect(unsupportedApis(used, table)).toEqual([]);
	});

	it('names APIs that arrived later (React 19 `use`, a newer component)', () => {
		const used: UsedApis = new Map([
			['@wordpress/element', new Set(['use'])],
			['@wordpress/components', new Set(['Button', 'NoSuchComponentYet'])],
		]);
		expect(unsupportedApis(used, table)).toEqual([
			'@wordpress/components: NoSuchComponentYet',
			'@wordpress/element: use',
		]);
	});

	it('does not check packages WordPress does not ship (they are bundled)', () => {
		expect(unsupportedApis(new Map([['@wordpress/icons', new Set(['anything'])]]), table)).toEqual([]);
	});
});
