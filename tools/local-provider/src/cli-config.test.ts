import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { DEFAULT_DATA_DIR, readCliConfig } from './cli-config';

describe('readCliConfig', () => {
	it('defaults to 127.0.0.1:8787 and .data at the repo root', () => {
		expect(readCliConfig({}, '/somewhere/else')).toEqual({
			port: 8787,
			host: '127.0.0.1',
			dataDir: DEFAULT_DATA_DIR,
		});
		const repoRoot = join(DEFAULT_DATA_DIR, '..');
		expect(existsSync(join(repoRoot, 'nx.json'))).toBe(true);
		expect(existsSync(join(repoRoot, 'tools', 'local-provider', 'src', 'main.ts'))).toBe(true);
	});

	it('reads the environment, relative data folders from the cwd', () => {
		expect(
			readCliConfig(
				{ BLOCKYARD_PROVIDER_PORT: '0', BLOCKYARD_PROVIDER_HOST: '::1', BLOCKYARD_DATA_DIR: 'state' },
				'/tmp/here'
			)
		).toEqual({ port: 0, host: '::1', dataDir: '/tmp/here/state' });
		expect(readCliConfig({ BLOCKYARD_DATA_DIR: '/abs/dir', BLOCKYARD_PROVIDER_PORT: ' ' }).dataDir).toBe(
			'/abs/dir'
		);
	});

	it('reads the upload protocol, and refuses one it does not know', () => {
		expect(readCliConfig({ BLOCKYARD_PROVIDER_UPLOAD_PROTOCOL: 'service' }).uploadProtocol).toBe(
			'service'
		);
		expect(readCliConfig({ BLOCKYARD_PROVIDER_UPLOAD_PROTOCOL: 'tus' }).uploadProtocol).toBe('tus');
		expect(readCliConfig({}).uploadProtocol).toBeUndefined();
		expect(() => readCliConfig({ BLOCKYARD_PROVIDER_UPLOAD_PROTOCOL: 'SERVICE' })).toThrow(
			/BLOCKYARD_PROVIDER_UPLOAD_PROTOCOL must be tus or service/
		);
	});

	it('refuses a port that is not one', () => {
		for (const port of ['http', '-1', '65536', '80.5', '0x50']) {
			expect(() => readCliConfig({ BLOCKYARD_PROVIDER_PORT: port })).toThrow(/BLOCKYARD_PROVIDER_PORT/);
		}
	});
});
