import { describe, expect, it } from 'vitest';

import { wordpressExternal } from './wordpress-externals';

describe('wordpressExternal', () => {
	it('maps @wordpress packages to wp.* globals and wp-* handles', () => {
		expect(wordpressExternal('@wordpress/block-editor')).toEqual({
			global: 'wp.blockEditor',
			handle: 'wp-block-editor',
		});
		expect(wordpressExternal('@wordpress/i18n')).toEqual({ global: 'wp.i18n', handle: 'wp-i18n' });
	});

	it('bundles the @wordpress packages WordPress does not ship', () => {
		expect(wordpressExternal('@wordpress/icons')).toBeUndefined();
	});

	it('maps React and its JSX runtime to the handles WordPress registers', () => {
		expect(wordpressExternal('react')).toEqual({ global: 'React', handle: 'react' });
		expect(wordpressExternal('react/jsx-runtime')).toEqual({
			global: 'ReactJSXRuntime',
			handle: 'react-jsx-runtime',
		});
	});

	it('maps sibling Blockyard packages to their own scripts, so the host is shared', () => {
		expect(wordpressExternal('@blockyard/ui')).toEqual({
			global: 'blockyard.ui',
			handle: 'blockyard-ui',
		});
		expect(wordpressExternal('@blockyard/api-client')).toEqual({
			global: 'blockyard.apiClient',
			handle: 'blockyard-api-client',
		});
	});

	it('bundles everything else', () => {
		expect(wordpressExternal('ky')).toBeUndefined();
		expect(wordpressExternal('zod/mini')).toBeUndefined();
		expect(wordpressExternal('@wordpress/block-editor/build-style/content.css')).toBeUndefined();
	});
});
