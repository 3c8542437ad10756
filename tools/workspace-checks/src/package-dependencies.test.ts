// The dependency direction holds in the manifests too, not only in the imports: a
// package may only depend (in any dependency field) on @blockyard packages its
// layer may import, by the same table the lint rule uses.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { layerConstraints } from '../../../eslint.config.js';

const root = resolve(import.meta.dirname, '../../..');

interface Manifest {
	readonly name: string;
	readonly dependencies?: Record<string, string>;
	readonly devDependencies?: Record<string, string>;
	readonly peerDependencies?: Record<string, string>;
	readonly nx?: { readonly tags?: readonly string[] };
}

/** Folders the root's `workspaces` leaves out (`!tools/local-registry`: an install of its own). */
const notWorkspaces = new Set(
	(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces
		.filter((pattern) => pattern.startsWith('!'))
		.map((pattern) => join(root, pattern.slice(1)))
);

const manifests: Manifest[] = ['packages', 'tools']
	.flatMap((folder) => readdirSync(join(root, folder)).map((name) => join(root, folder, name)))
	.filter((dir) => !notWorkspaces.has(dir))
	.map((dir) => join(dir, 'package.json'))
	.filter((path) => existsSync(path))
	.map((path) => JSON.parse(readFileSync(path, 'utf8')) as Manifest);

const byName = new Map(manifests.map((manifest) => [manifest.name, manifest]));
const layerOf = (manifest: Manifest) => manifest.nx?.tags?.find((tag) => tag.startsWith('layer:'));

/** `from`'s @blockyard dependencies that its layer may not depend on. */
function wrongDependencies(from: Manifest): string[] {
	const allowed = layerConstraints.find((constraint) => constraint.sourceTag === layerOf(from));
	const names = Object.keys({ ...from.dependencies, ...from.devDependencies, ...from.peerDependencies });
	return names
		.filter((name) => name.startsWith('@blockyard/'))
		.filter((name) => {
			const target = byName.get(name);
			const layer = target && layerOf(target);
			return (
				!allowed ||
				!layer ||
				!(
					allowed.onlyDependOnLibsWithTags.includes('*') ||
					allowed.onlyDependOnLibsWithTags.includes(layer)
				)
			);
		});
}

describe('package manifests', () => {
	it('every workspace package has a layer the table knows', () => {
		const unknown = manifests.filter(
			(manifest) => !layerConstraints.some((constraint) => constraint.sourceTag === layerOf(manifest))
		);
		expect(unknown.map((manifest) => manifest.name)).toEqual([]);
	});

	it.each(manifests.map((manifest) => [manifest.name, manifest] as const))(
		'%s depends only on packages its layer may use',
		(_name, manifest) => {
			expect(wrongDependencies(manifest)).toEqual([]);
		}
	);

	it('would catch a feature package depending on another one', () => {
		const content = byName.get('@blockyard/content');
		expect(content).toBeDefined();
		const withForms = {
			...content,
			dependencies: { ...content?.dependencies, '@blockyard/forms': '0.1.0' },
		};
		expect(wrongDependencies(withForms as Manifest)).toEqual(['@blockyard/forms']);
	});
});
