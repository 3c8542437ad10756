// `npm test` runs `npm audit` when the registry answers it, and fails only for a
// high or critical advisory in what the published packages ship.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { auditVerdict, probeAuditEndpoint, shippedPackages } from '../../../scripts/lib/audit.mjs';

const lock = {
	packages: {
		'': {},
		'node_modules/@blockyard/ui': { link: true, resolved: 'packages/ui' },
		'packages/ui': { name: '@blockyard/ui', dependencies: { ky: '^1.0.0' } },
		'node_modules/ky': {},
		'node_modules/zod': {},
		'node_modules/vitest': { dependencies: { tinypool: '^1.0.0' } },
		'node_modules/tinypool': {},
		'node_modules/swiper': { dependencies: { ssr: '^1.0.0' } },
		'node_modules/swiper/node_modules/ssr': {},
		'node_modules/ssr': {},
	},
};

describe('shippedPackages', () => {
	it('follows the published packages’ dependencies, their own and workspace links, and nothing a tool or test uses', () => {
		const shipped = shippedPackages(lock, [
			{ name: '@blockyard/media', dependencies: { '@blockyard/ui': '*', swiper: '^11', zod: '^4' } },
			{ name: '@blockyard/test-tool', private: true, dependencies: { vitest: '^3' } },
		]);

		expect([...shipped].sort()).toEqual(['ky', 'ssr', 'swiper', 'zod']);
	});
});

describe('auditVerdict', () => {
	const shipped = new Set(['ky', 'swiper']);

	it('fails for a high or critical advisory in a shipped package, naming it', () => {
		const verdict = auditVerdict(
			{ vulnerabilities: { swiper: { severity: 'critical' }, vitest: { severity: 'high' } } },
			shipped
		);

		expect(verdict.fails).toBe(true);
		expect(verdict.blocking).toEqual(['swiper (critical)']);
		expect(verdict.line).toContain('1 critical, 1 high');
	});

	it('reports but passes a high advisory in a development tool, and moderate ones anywhere', () => {
		const verdict = auditVerdict(
			{ vulnerabilities: { vitest: { severity: 'high' }, ky: { severity: 'moderate' } } },
			shipped
		);

		expect(verdict.fails).toBe(false);
		expect(verdict.line).toBe(
			'1 high, 1 moderate (packages with advisories); none high or critical in what the published packages ship'
		);
	});

	it('says so when nothing is known', () => {
		expect(auditVerdict({ vulnerabilities: {} }, shipped).line).toMatch(/^no known vulnerabilities/);
	});
});

describe('probeAuditEndpoint', () => {
	let server: Server | undefined;
	afterEach(() => server?.close());

	const registryAnswering = async (status: number) => {
		server = createServer((_request, response) => response.writeHead(status).end('{}'));
		await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
		return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
	};

	it('is ok when the registry answers its audit endpoint', async () => {
		expect(await probeAuditEndpoint(await registryAnswering(200))).toEqual({ ok: true });
	});

	it('is not ok, with the status, when a registry mirror does not offer audits', async () => {
		expect(await probeAuditEndpoint(await registryAnswering(405))).toEqual({
			ok: false,
			reason: '405 Method Not Allowed',
		});
	});

	it('is not ok when nothing listens', async () => {
		const url = await registryAnswering(200);
		await new Promise((resolve) => server!.close(resolve));
		server = undefined;
		const probe = await probeAuditEndpoint(url, 1000);
		expect(probe.ok).toBe(false);
	});
});
