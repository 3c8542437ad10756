// jsdom: it never fetches the scripts these tests add.
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { loadProviderScript } from './provider-script';

const HOSTS = ['widgets.test'];
const SRC = 'https://widgets.test/widget.js';

const newDocument = () => document.implementation.createHTMLDocument('page');

describe('loadProviderScript', () => {
	it('adds the script once, async, and resolves when it loads', async () => {
		const doc = newDocument();
		const first = loadProviderScript(SRC, HOSTS, doc);
		const second = loadProviderScript(SRC, HOSTS, doc);
		const scripts = [...doc.querySelectorAll('script')];
		expect(scripts.map((script) => script.src)).toEqual([SRC]);
		expect(scripts[0]?.async).toBe(true);
		expect(second).toBe(first);
		scripts[0]?.dispatchEvent(new Event('load'));
		await expect(first).resolves.toBeUndefined();
	});

	it('adds nothing when the page already has the script', async () => {
		const doc = newDocument();
		const present = doc.createElement('script');
		present.src = SRC;
		doc.body.append(present);
		await expect(loadProviderScript(SRC, HOSTS, doc)).resolves.toBeUndefined();
		expect(doc.querySelectorAll('script')).toHaveLength(1);
	});

	it('rejects when the script cannot load', async () => {
		const doc = newDocument();
		const loading = loadProviderScript(SRC, HOSTS, doc);
		doc.querySelector('script')?.dispatchEvent(new Event('error'));
		await expect(loading).rejects.toThrow('Could not load');
	});

	it('refuses any address off the hosts or not https, adding nothing', async () => {
		const doc = newDocument();
		for (const src of [
			'http://widgets.test/widget.js',
			'https://widgets.test.evil.test/widget.js',
			'javascript:alert(1)',
			'//widgets.test/widget.js',
		]) {
			await expect(loadProviderScript(src, HOSTS, doc), src).rejects.toThrow();
		}
		expect(doc.querySelectorAll('script')).toHaveLength(0);
	});
});
