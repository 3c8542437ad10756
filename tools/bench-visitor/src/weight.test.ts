import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { addedScripts, gzipBytes } from './weight';

const ORIGIN = 'http://127.0.0.1:5173';

describe('the scripts a block adds', () => {
	it('are those its page loaded that the page without it did not, the build’s apart from the rest', () => {
		const without = [`${ORIGIN}/assets/preview-a1.js`, `${ORIGIN}/assets/client-b2.js`];
		const withBlock = [
			`${ORIGIN}/assets/preview-a1.js`,
			`${ORIGIN}/assets/view-c3.js`,
			`${ORIGIN}/assets/view-c3.js`,
			`${ORIGIN}/blockyard/widget-stand-ins/tock/tock.js`,
			'https://widgets.example/embed.js',
		];
		expect(addedScripts(withBlock, without, ORIGIN)).toEqual({
			own: ['/assets/view-c3.js'],
			other: ['/blockyard/widget-stand-ins/tock/tock.js', 'https://widgets.example/embed.js'],
		});
	});

	it('weigh what the build’s files weigh gzipped, each on its own, and refuse a file not in it', () => {
		const dist = mkdtempSync(join(tmpdir(), 'bench-visitor-weight-'));
		try {
			mkdirSync(join(dist, 'assets'));
			const a = 'export const a = 1;'.repeat(40);
			const b = 'export const b = 2;';
			writeFileSync(join(dist, 'assets/a.js'), a);
			writeFileSync(join(dist, 'assets/b.js'), b);
			expect(gzipBytes(dist, ['/assets/a.js', '/assets/b.js'])).toBe(
				gzipSync(a, { level: 9 }).byteLength + gzipSync(b, { level: 9 }).byteLength
			);
			expect(() => gzipBytes(dist, ['/assets/gone.js'])).toThrow(
				'/assets/gone.js is not in the built playground'
			);
		} finally {
			rmSync(dist, { recursive: true, force: true });
		}
	});
});
