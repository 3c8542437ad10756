import { blockyardPackageNames } from '@blockyard/editor';
import { describe, expect, it } from 'vitest';

import { packagesFromSearch } from './packages-param';
import { refusedPackagesMessage } from './refused-packages';

const choose = (search: string) => packagesFromSearch(search, blockyardPackageNames);

describe('packagesFromSearch', () => {
	it('loads every package when the address names none, or says all', () => {
		expect(choose('')).toEqual({ ok: true, packages: blockyardPackageNames });
		expect(choose('?post=3&packages=all')).toEqual({ ok: true, packages: blockyardPackageNames });
	});

	it('loads no package for none: the core blocks alone', () => {
		expect(choose('?packages=none')).toEqual({ ok: true, packages: [] });
	});

	it('loads the packages named, in the host’s order, each once', () => {
		expect(choose('?packages=forms,content')).toEqual({ ok: true, packages: ['content', 'forms'] });
		expect(choose('?packages=%20content%20,,content')).toEqual({ ok: true, packages: ['content'] });
	});

	it('refuses an unknown name, saying which', () => {
		expect(choose('?packages=content,maps')).toEqual({ ok: false, unknown: ['maps'] });
		expect(choose('?packages=none,content')).toEqual({ ok: false, unknown: ['none'] });
	});

	it('refuses an empty list', () => {
		expect(choose('?packages=')).toEqual({ ok: false, unknown: [] });
		expect(choose('?packages=,%20,')).toEqual({ ok: false, unknown: [] });
	});
});

describe('refusedPackagesMessage', () => {
	it('names what the address asked for and the packages there are', () => {
		const message = refusedPackagesMessage(['maps'], blockyardPackageNames);
		expect(message).toContain('(maps)');
		expect(message).toContain('ai-assistant, content, embeds, forms, media, payments, ui');
	});

	it('says when the list named nothing', () => {
		expect(refusedPackagesMessage([], blockyardPackageNames)).toContain('(none named)');
	});
});
