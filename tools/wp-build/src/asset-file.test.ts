import { describe, expect, it } from 'vitest';

import { assetFile } from './asset-file';

describe('assetFile', () => {
	it('lists each dependency once, sorted, with a version that follows the script content', () => {
		const first = assetFile(['wp-i18n', 'react', 'wp-i18n'], 'console.log(1)');
		expect(first).toMatch(
			/^<\?php return array\('dependencies' => array\('react', 'wp-i18n'\), 'version' => '[0-9a-f]{20}', 'chunks' => array\(\)\);\n$/
		);
		expect(assetFile(['react'], 'console.log(1)')).not.toBe(assetFile(['react'], 'console.log(2)'));
	});

	it('lists the chunks the script loads on first use, sorted', () => {
		expect(assetFile([], '', ['chunks/b-1.js', 'chunks/a-2.js'])).toContain(
			"'chunks' => array('chunks/a-2.js', 'chunks/b-1.js')"
		);
	});

	it('cannot be made to break out of the PHP string', () => {
		expect(assetFile(["x');evil();//"], '')).toContain("'x);evil();//'");
	});
});
