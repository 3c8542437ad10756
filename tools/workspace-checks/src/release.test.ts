// The release flow (docs/decisions/0019-releases-with-version-plans.md): version plans
// become versions and CHANGELOG entries, a package that depends on a bumped one is bumped
// with it and asks for the new version, and the release workflow publishes with the same
// command npm test rehearses against a local registry.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { PUBLISH_ARGS, publicPackages } from '../../../scripts/lib/local-registry.mjs';

const root = resolve(import.meta.dirname, '../../..');

/** What scripts/lib/changelog-renderer.d.cts declares (a CommonJS file is not imported by name here). */
interface ChangelogRenderer {
	new (config: {
		changes: { description: string; affectedProjects: string[] }[];
		changelogEntryVersion: string;
		project: string;
		changelogRenderOptions?: { versionTitleDate?: boolean };
		dependencyBumps?: { dependencyName: string; newVersion: string }[];
	}): { render(): string };
	planSections(body: string): [string, string][];
}

// Nx loads the renderer with `require`, and so does this test.
const Renderer = createRequire(import.meta.url)(
	'../../../scripts/lib/changelog-renderer.cjs'
) as ChangelogRenderer;

interface Manifest {
	readonly name: string;
	readonly version: string;
	readonly private?: boolean;
	readonly dependencies?: Record<string, string>;
}

const manifests: Manifest[] = readdirSync(join(root, 'packages')).map(
	(name) => JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')) as Manifest
);
const released = manifests.filter((manifest) => manifest.private !== true);

/** The `+` lines `nx release version --dry-run` prints for each file it would change. */
function dryRunChanges(output: string): Map<string, string[]> {
	const changes = new Map<string, string[]>();
	let file = '';
	for (const line of output.split('\n')) {
		const update = /^UPDATE (\S+) \[dry-run\]/.exec(line);
		if (update?.[1]) {
			file = update[1];
			changes.set(file, []);
		} else if (file && line.startsWith('+')) {
			changes.get(file)?.push(line.slice(1).trim());
		}
	}
	return changes;
}

describe('nx release version', () => {
	it('bumps every package that depends on @blockyard/api-client with it, and moves their ranges to its new version', () => {
		// Nx prints each file's name on stderr and its diff on stdout: one file keeps them in order.
		const dir = mkdtempSync(join(tmpdir(), 'blockyard-release-'));
		const log = join(dir, 'output.txt');
		const fd = openSync(log, 'w');
		let status: number | null;
		try {
			status = spawnSync(
				process.execPath,
				[
					join(root, 'node_modules/nx/dist/bin/nx.js'),
					'release',
					'version',
					'patch',
					'--projects=@blockyard/api-client',
					'--dry-run',
					'--git-commit=false',
					'--git-tag=false',
					'--stage-changes=false',
				],
				{
					cwd: root,
					stdio: ['ignore', fd, fd],
					env: {
						...process.env,
						NX_DAEMON: 'false',
						NX_TUI: 'false',
						NX_NO_CLOUD: 'true',
						FORCE_COLOR: '0',
					},
				}
			).status;
		} finally {
			closeSync(fd);
		}
		const output = readFileSync(log, 'utf8');
		rmSync(dir, { recursive: true, force: true });
		expect(status, output).toBe(0);
		const changes = dryRunChanges(output);

		const client = released.find((manifest) => manifest.name === '@blockyard/api-client');
		expect(client).toBeDefined();
		const [major, minor, patch] = (client?.version ?? '').split('.').map(Number);
		const next = `${major}.${minor}.${(patch ?? 0) + 1}`;
		expect(changes.get('packages/api-client/package.json') ?? []).toContain(`"version": "${next}",`);

		const dependents = released.filter((manifest) => manifest.dependencies?.['@blockyard/api-client']);
		expect(dependents.length).toBeGreaterThan(3);
		for (const dependent of dependents) {
			const folder = dependent.name.replace('@blockyard/', '');
			const lines = changes.get(`packages/${folder}/package.json`) ?? [];
			const [dMajor, dMinor, dPatch] = dependent.version.split('.').map(Number);
			expect(lines, dependent.name).toContain(`"version": "${dMajor}.${dMinor}.${(dPatch ?? 0) + 1}",`);
			expect(lines, dependent.name).toContainEqual(
				expect.stringMatching(
					new RegExp(`^"@blockyard/api-client": "\\^${next.replace(/\./g, '\\.')}",?$`)
				)
			);
		}
		// Private projects (the plugin, the tools) are never versioned: they take any version of the workspace's packages.
		expect(
			[...changes.keys()].filter(
				(file) => !file.startsWith('packages/') || file.includes('wordpress-plugin')
			)
		).toEqual(['package-lock.json'].filter((file) => changes.has(file)));
	});
});

describe('the changelog renderer', () => {
	const plan = (description: string, affectedProjects: string[] = ['@blockyard/content']) => ({
		description,
		affectedProjects,
	});

	it('joins the plans’ sections under one version title, in the usual order, with the dependencies the release moved', () => {
		const entry = new Renderer({
			changes: [
				plan('### Fixed\n\n- One fix.\n\n### Added\n\n- One thing.\n'),
				plan('- A change without a heading.\n\n### Fixed\n\n- Another fix.\n'),
				plan('### Added\n\n- Not ours.\n', ['@blockyard/forms']),
			],
			changelogEntryVersion: '0.3.0',
			project: '@blockyard/content',
			dependencyBumps: [{ dependencyName: '@blockyard/ui', newVersion: '0.2.1' }],
		}).render();
		expect(entry).toBe(
			[
				'## 0.3.0',
				'### Changed',
				'- A change without a heading.',
				'### Added',
				'- One thing.',
				'### Fixed',
				'- One fix.\n- Another fix.',
				'### Dependencies',
				'- `@blockyard/ui` 0.2.1',
			].join('\n\n')
		);
	});

	it('writes an entry for a package bumped only because a dependency was, and none when nothing changed', () => {
		const base = { changes: [], changelogEntryVersion: '0.2.1', project: '@blockyard/content' };
		expect(
			new Renderer({
				...base,
				dependencyBumps: [{ dependencyName: '@blockyard/api-client', newVersion: '0.2.1' }],
			}).render()
		).toBe('## 0.2.1\n\n### Dependencies\n\n- `@blockyard/api-client` 0.2.1');
		expect(new Renderer(base).render()).toBe('');
	});

	it('dates the title when asked', () => {
		const entry = new Renderer({
			changes: [plan('- x')],
			changelogEntryVersion: '1.0.0',
			project: '@blockyard/content',
			changelogRenderOptions: { versionTitleDate: true },
		}).render();
		expect(entry).toMatch(/^## 1\.0\.0 \(\d{4}-\d{2}-\d{2}\)\n/);
	});
});

describe('changelog entries', () => {
	const KNOWN_SECTIONS = ['Changed', 'Added', 'Fixed', 'Deprecated', 'Removed', 'Security'];
	const BUMPS = ['major', 'minor', 'patch', 'premajor', 'preminor', 'prepatch', 'prerelease'];
	const plansDir = join(root, '.nx', 'version-plans');
	const plans = readdirSync(plansDir).filter((name) => name.endsWith('.md'));

	it.each(released.map((manifest) => [manifest.name]))(
		'%s keeps no Unreleased section: what is not released yet is in a version plan',
		(name) => {
			const changelog = readFileSync(
				join(root, 'packages', name.replace('@blockyard/', ''), 'CHANGELOG.md'),
				'utf8'
			);
			expect(changelog).not.toMatch(/^#+\s*Unreleased/im);
			expect(changelog).toMatch(/^## \d+\.\d+\.\d+/);
		}
	);

	it.each(plans.map((name) => [name]))(
		'version plan %s bumps released packages and uses the known sections',
		(name) => {
			const text = readFileSync(join(plansDir, name), 'utf8');
			const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
			expect(match, 'front matter, then the entry').not.toBeNull();
			const bumps = (match?.[1] ?? '')
				.split('\n')
				.map((line) => /^'?(@blockyard\/[\w-]+)'?:\s*(\S+)$/.exec(line.trim()));
			for (const bump of bumps) {
				expect(bump, 'each line: a package and its bump').not.toBeNull();
				expect(released.map((manifest) => manifest.name)).toContain(bump?.[1]);
				expect(BUMPS).toContain(bump?.[2]);
			}
			for (const [heading] of Renderer.planSections(match?.[2] ?? '')) {
				expect(KNOWN_SECTIONS).toContain(heading);
			}
		}
	);
});

describe('the release workflow', () => {
	const workflow = readFileSync(join(root, '.github/workflows/release.yml'), 'utf8');

	it('publishes with the command npm test rehearses, with provenance and the npm token', () => {
		const publish = workflow.split('\n').find((line) => /\brun: npx nx release publish\b/.test(line));
		expect(publish?.trim()).toBe(`run: npx nx ${PUBLISH_ARGS.join(' ')}`);
		expect(workflow).toContain("NPM_CONFIG_PROVENANCE: 'true'");
		expect(workflow).toContain('NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}');
		expect(workflow).toMatch(/id-token: write/);
	});

	it('tests before it versions or publishes anything', () => {
		const order = [
			'run: npm ci',
			'run: npm test',
			'npx nx release --skip-publish',
			'run: npx nx release publish',
		];
		const positions = order.map((step) => workflow.indexOf(step));
		expect(positions.every((position) => position >= 0)).toBe(true);
		expect([...positions].sort((a, b) => a - b)).toEqual(positions);
	});

	it('publishes every released package (the ones npm test publishes to the local registry)', () => {
		expect(publicPackages().map((pkg) => pkg.name)).toEqual(released.map((manifest) => manifest.name));
	});
});
