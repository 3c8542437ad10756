import { blockyardPackageNames } from '@blockyard/editor';
import { describe, expect, it } from 'vitest';

import { packagesFromSearch } from './packages-param';

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

	it('refuses an unknown name, saying which and what there is', () => {
		const choice = choose('?packages=content,maps');
		expect(choice.ok).toBe(false);
		expect(!choice.ok && choice.message).toContain('(maps)');
		expect(!choice.ok && choice.message).toContain('ai-assistant, content, forms, ui');
		expect(choose('?packages=none,content').ok).toBe(false);
	});

	it('refuses an empty list', () => {
		const choice = choose('?packages=');
		expect(choice.ok).toBe(false);
		expect(!choice.ok && choice.message).toContain('(none named)');
	});
});
