import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { LEAFLET_CSS } from './leaflet-css';

const require = createRequire(import.meta.url);
const installed = readFileSync(require.resolve('leaflet/dist/leaflet.css'), 'utf8');

/** The module's text for the stylesheet of the Leaflet installed. */
const moduleFor = (css: string) =>
	[
		'// Written by leaflet-css.test.ts from leaflet/dist/leaflet.css (Leaflet, BSD-2-Clause,',
		'// © Volodymyr Agafonkin and contributors): BLOCKYARD_UPDATE_FIXTURES=1 rewrites it after',
		'// an upgrade of Leaflet.',
		'export const LEAFLET_CSS =',
		// A single-quoted literal, as Prettier writes it.
		`\t'${JSON.stringify(css).slice(1, -1).replaceAll('\\"', '"').replaceAll("'", "\\'")}';`,
		'',
	].join('\n');

describe('Leaflet’s stylesheet', () => {
	it('is the one of the Leaflet installed', () => {
		const file = join(import.meta.dirname, 'leaflet-css.ts');
		if (process.env.BLOCKYARD_UPDATE_FIXTURES === '1') {
			writeFileSync(file, moduleFor(installed));
		}
		expect(LEAFLET_CSS).toBe(installed);
		expect(readFileSync(file, 'utf8')).toBe(moduleFor(installed));
	});
});
