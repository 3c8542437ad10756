// `npm audit` for `npm test`, when the registry answers it (docs/decisions/0017-npm-audit-in-npm-test.md).
// Only Node built-ins here. The run fails only for a high or critical advisory in a package the
// published packages ship (their production dependencies, peers left out); everything else is reported.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

import { root } from './paths.mjs';

/** How long the registry has to answer the probe of its audit endpoint. */
export const AUDIT_PROBE_TIMEOUT_MS = 5000;
/** How long the audit itself may take once the registry answered the probe. */
export const AUDIT_TIMEOUT_MS = 120_000;
const SEVERITIES = ['critical', 'high', 'moderate', 'low', 'info'];
const BLOCKING = new Set(['critical', 'high']);

/**
 * Whether `registry` answers npm's bulk advisory endpoint: `{ ok: true }`, or
 * `{ ok: false, reason }` for an error status, a network failure or no answer in time.
 */
export async function probeAuditEndpoint(registry, timeoutMs = AUDIT_PROBE_TIMEOUT_MS) {
	const url = new URL(
		'-/npm/v1/security/advisories/bulk',
		registry.endsWith('/') ? registry : `${registry}/`
	);
	try {
		const response = await fetch(url, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: '{}',
			signal: AbortSignal.timeout(timeoutMs),
		});
		await response.body?.cancel();
		return response.ok
			? { ok: true }
			: { ok: false, reason: `${response.status} ${response.statusText}`.trim() };
	} catch (error) {
		const reason =
			error?.name === 'TimeoutError'
				? `no answer within ${timeoutMs / 1000} s`
				: (error?.cause?.code ?? error?.message ?? String(error));
		return { ok: false, reason };
	}
}

/**
 * The packages the published workspace packages ship: their `dependencies`
 * and those packages' own, from the lock file. Peers (React, `@wordpress/*`:
 * the host's), dev dependencies and private workspaces (tools) are left out.
 * @param {{ packages: Record<string, { name?: string, dependencies?: Record<string, string>, link?: boolean, resolved?: string }> }} lock
 * @param {{ name: string, private?: boolean, dependencies?: Record<string, string> }[]} manifests
 */
export function shippedPackages(lock, manifests) {
	const entries = lock.packages ?? {};
	/** The lock entry npm would load for `name` required from the package at `from`. */
	const locate = (name, from) => {
		// Node's lookup: the package's own node_modules, then each enclosing one, then the root's.
		// A workspace folder (packages/ui) has no enclosing node_modules: the root's is next.
		for (let base = from; ;) {
			const path = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
			if (entries[path]) {
				return path;
			}
			if (!base) {
				return undefined;
			}
			const parent = base.replace(/\/?node_modules\/(?:@[^/]+\/)?[^/]+$/, '');
			base = parent === base ? '' : parent;
		}
	};
	const shipped = new Set();
	const seen = new Set();
	const visit = (dependencies, from) => {
		for (const name of Object.keys(dependencies ?? {})) {
			let path = locate(name, from);
			if (path === undefined) {
				continue;
			}
			if (entries[path]?.link) {
				path = entries[path].resolved;
			}
			if (path === undefined || seen.has(path)) {
				continue;
			}
			seen.add(path);
			if (!name.startsWith('@blockyard/')) {
				shipped.add(name);
			}
			visit(entries[path]?.dependencies, path);
		}
	};
	for (const manifest of manifests.filter((entry) => !entry.private)) {
		visit(manifest.dependencies, '');
	}
	return shipped;
}

/**
 * The verdict on an `npm audit --json` report: counts by severity, the high
 * and critical advisories in `shipped` packages (which fail the run), and the
 * line `npm test` prints.
 * @param {{ vulnerabilities?: Record<string, { severity: string }> }} report
 * @param {Set<string>} shipped
 */
export function auditVerdict(report, shipped) {
	const counts = Object.fromEntries(SEVERITIES.map((severity) => [severity, 0]));
	const blocking = [];
	for (const [name, vulnerability] of Object.entries(report.vulnerabilities ?? {})) {
		counts[vulnerability.severity] = (counts[vulnerability.severity] ?? 0) + 1;
		if (BLOCKING.has(vulnerability.severity) && shipped.has(name)) {
			blocking.push(`${name} (${vulnerability.severity})`);
		}
	}
	const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
	const summary =
		total === 0
			? 'no known vulnerabilities'
			: `${SEVERITIES.filter((severity) => counts[severity] > 0)
					.map((severity) => `${counts[severity]} ${severity}`)
					.join(', ')} (packages with advisories)`;
	const line =
		blocking.length > 0
			? `${summary}; high or critical in what the published packages ship: ${blocking.sort().join(', ')}`
			: `${summary}; none high or critical in what the published packages ship`;
	return { counts, blocking: blocking.sort(), fails: blocking.length > 0, line };
}

/** The published and private workspace manifests (packages/* and tools/*). */
function workspaceManifests() {
	return ['packages', 'tools']
		.flatMap((folder) =>
			readdirSync(join(root, folder)).map((name) => join(root, folder, name, 'package.json'))
		)
		.filter((path) => existsSync(path))
		.map((path) => JSON.parse(readFileSync(path, 'utf8')));
}

function npmAuditJson() {
	return new Promise((resolve) => {
		const child = spawn('npm', ['audit', '--json'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] });
		let output = '';
		child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
		const timer = setTimeout(() => child.kill('SIGTERM'), AUDIT_TIMEOUT_MS);
		child.on('close', () => {
			clearTimeout(timer);
			try {
				resolve(JSON.parse(output));
			} catch {
				resolve(undefined);
			}
		});
		child.on('error', () => resolve(undefined));
	});
}

/**
 * Runs the audit when the registry answers it: `{ ran: false, line }` when it
 * does not (never a failure), else `{ ran: true, fails, line }`.
 */
export async function auditDependencies() {
	const registry = spawnSync('npm', ['config', 'get', 'registry'], {
		cwd: root,
		encoding: 'utf8',
	}).stdout?.trim();
	const probe = await probeAuditEndpoint(registry || 'https://registry.npmjs.org/');
	if (!probe.ok) {
		return {
			ran: false,
			fails: false,
			line: `skipped: ${registry} does not answer its audit endpoint (${probe.reason})`,
		};
	}
	const report = await npmAuditJson();
	if (!report || (report.error && !report.vulnerabilities)) {
		return {
			ran: false,
			fails: false,
			line: `skipped: npm audit gave no report (${report?.error?.summary ?? 'no output'})`,
		};
	}
	const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
	const verdict = auditVerdict(report, shippedPackages(lock, workspaceManifests()));
	return { ran: true, fails: verdict.fails, line: verdict.line };
}
