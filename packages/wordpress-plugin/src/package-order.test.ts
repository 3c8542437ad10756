import { describe, expect, it } from 'vitest';

import { packageOrder, type PackageManifest } from './package-order';

const manifests = new Map<string, PackageManifest>([
	[
		'editor',
		{
			name: '@blockyard/editor',
			dependencies: { '@blockyard/content': '0.1.0', '@blockyard/ui': '0.1.0' },
		},
	],
	[
		'content',
		{ name: '@blockyard/content', dependencies: { '@blockyard/ui': '0.1.0', '@wordpress/icons': '^17' } },
	],
	['ui', { name: '@blockyard/ui', dependencies: { '@blockyard/api-client': '0.1.0' } }],
	['api-client', { name: '@blockyard/api-client', dependencies: { ky: '^1' } }],
	['wordpress-plugin', { name: '@blockyard/wordpress-plugin', private: true }],
]);

describe('packageOrder', () => {
	it('puts every package after the packages it depends on, and leaves private ones out', () => {
		expect(packageOrder(manifests)).toEqual(['api-client', 'ui', 'content', 'editor']);
	});

	it('refuses a cycle', () => {
		const cyclic = new Map<string, PackageManifest>([
			['a', { name: '@blockyard/a', dependencies: { '@blockyard/b': '1' } }],
			['b', { name: '@blockyard/b', dependencies: { '@blockyard/a': '1' } }],
		]);
		expect(() => packageOrder(cyclic)).toThrow(/cycle/);
	});
});
