import { describe, expect, it } from 'vitest';

import { packageChunkName, packageOwners, type SplitChunk } from '../package-chunks';

const chunk = (fileName: string, parts: Partial<SplitChunk> & { moduleIds: string[] }): SplitChunk => ({
	fileName,
	isEntry: false,
	facadeModuleId: null,
	imports: [],
	dynamicImports: [],
	...parts,
});

/**
 * A page that loads its editor on demand and each package on demand: content and forms share a
 * policy module, the page's own editor uses a helper the content registration uses too, and the
 * content block's edit loads on first use.
 */
const build: SplitChunk[] = [
	chunk('page.js', {
		isEntry: true,
		moduleIds: ['/p/src/main.ts'],
		dynamicImports: ['editor.js', 'content.js', 'forms.js'],
	}),
	chunk('editor.js', { moduleIds: ['/p/src/editor.ts'], imports: ['helper.js'] }),
	chunk('helper.js', { moduleIds: ['/packages/ui/src/helper.ts'] }),
	chunk('content.js', {
		facadeModuleId: '/p/src/editor/packages/content.ts',
		moduleIds: ['/p/src/editor/packages/content.ts', '/packages/content/src/register.ts'],
		imports: ['policy.js', 'helper.js', 'icon.js'],
		dynamicImports: ['content-edit.js'],
	}),
	chunk('forms.js', {
		facadeModuleId: '/p/src/editor/packages/forms.ts',
		moduleIds: ['/p/src/editor/packages/forms.ts'],
		imports: ['policy.js'],
	}),
	chunk('policy.js', { moduleIds: ['/packages/api-client/src/policy.ts'] }),
	chunk('icon.js', { moduleIds: ['/node_modules/@wordpress/icons/people.mjs'] }),
	chunk('content-edit.js', { moduleIds: ['/packages/content/src/edit.tsx'], imports: ['policy.js'] }),
];

describe('packageOwners', () => {
	const owners = packageOwners(build);

	it('gives each package what only its registration loads, and `shared` what several do', () => {
		expect(owners.get('/packages/content/src/register.ts')).toBe('content');
		expect(owners.get('/node_modules/@wordpress/icons/people.mjs')).toBe('content');
		expect(owners.get('/p/src/editor/packages/forms.ts')).toBe('forms');
		expect(owners.get('/packages/api-client/src/policy.ts')).toBe('shared');
	});

	it('leaves the page’s own modules, and what loads on first use, where the bundler put them', () => {
		expect(owners.has('/packages/ui/src/helper.ts')).toBe(false);
		expect(owners.has('/p/src/editor.ts')).toBe(false);
		expect(owners.has('/packages/content/src/edit.tsx')).toBe(false);
	});

	it('names the groups `blockyard-<owner>`', () => {
		const name = packageChunkName(() => owners);
		expect(name('/packages/content/src/register.ts')).toBe('blockyard-content');
		expect(name('/packages/api-client/src/policy.ts')).toBe('blockyard-shared');
		expect(name('/packages/ui/src/helper.ts')).toBeNull();
	});
});
