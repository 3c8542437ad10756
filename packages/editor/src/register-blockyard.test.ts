import { createApi } from '@blockyard/api-client';
import { hostStore, type BlockyardHost } from '@blockyard/ui';
import { getBlockType, getBlockTypes, getCategories } from '@wordpress/blocks';
import { createRegistry, select } from '@wordpress/data';
import { describe, expect, it, vi } from 'vitest';

import { blockyardPackageNames, blockyardPackages } from './packages';
import { registerBlockyard } from './register-blockyard';

const newHost = (): BlockyardHost => ({
	site: { locale: 'en_US', type: 'self-hosted', features: {} },
	api: createApi({ root: '/wp-json/' }),
	getPost: () => ({ id: 1, title: '' }),
	setPostTitle: () => undefined,
	lockPostSaving: () => undefined,
	unlockPostSaving: () => undefined,
	uploadMedia: () => Promise.reject(new Error('not here')),
	notify: () => undefined,
	subscribe: () => () => undefined,
});
const blockyardBlocks = () => getBlockTypes().filter((blockType) => blockType.name.startsWith('blockyard/'));
const hostIn = (registry = { select }) => registry.select(hostStore).getHost();

// One sequence: block types are registered once per page, as in the editors.
describe('registerBlockyard', () => {
	const content = vi.spyOn(blockyardPackages.content, 'register');

	it('knows every package', () => {
		expect(blockyardPackageNames).toEqual([
			'ai-assistant',
			'content',
			'embeds',
			'forms',
			'media',
			'payments',
			'ui',
		]);
	});

	it('gives WordPress’s registry the host and registers nothing when no package is selected', () => {
		const host = newHost();
		registerBlockyard({ host, packages: [] });
		expect(hostIn()).toBe(host);
		expect(content).not.toHaveBeenCalled();
		expect(blockyardBlocks()).toEqual([]);
	});

	it('registers the production blocks of every package by default, in Blockyard’s categories', () => {
		const host = newHost();
		registerBlockyard({ host });
		expect(hostIn()).toBe(host);
		expect(content).toHaveBeenCalledTimes(1);
		// The host's choice: its site allows no tier beyond production, and it is a post editor.
		expect(content).toHaveBeenCalledWith({ tiers: undefined, postEditor: true });
		expect(blockyardBlocks().length).toBeGreaterThan(0);
		// Tock is a beta block.
		expect(getBlockType('blockyard/tock')).toBeUndefined();
		expect(
			getCategories()
				.map((category) => category.slug)
				.slice(-3)
		).toEqual(['forms', 'earn', 'grow']);
		expect(
			Object.fromEntries(
				['blockyard/contact-form', 'blockyard/donations', 'blockyard/related-posts'].map((name) => [
					name,
					getBlockType(name)?.category,
				])
			)
		).toEqual({
			'blockyard/contact-form': 'forms',
			'blockyard/donations': 'earn',
			'blockyard/related-posts': 'grow',
		});
	});

	it('registers a beta block where the host allows beta', () => {
		blockyardPackages.embeds.register({ tiers: ['beta'], postEditor: true });
		expect(getBlockType('blockyard/tock')?.title).toBe('Tock');
	});

	it('replaces the host on a later call without registering the blocks again', () => {
		const host = newHost();
		registerBlockyard({ host });
		expect(hostIn()).toBe(host);
		expect(content).toHaveBeenCalledTimes(1);
	});

	it('gives each editor’s own registry its host', () => {
		const [first, second] = [createRegistry(), createRegistry()];
		const [firstHost, secondHost] = [newHost(), newHost()];
		registerBlockyard({ host: firstHost, registry: first });
		registerBlockyard({ host: secondHost, registry: second });
		expect(hostIn(first)).toBe(firstHost);
		expect(hostIn(second)).toBe(secondHost);

		expect(content).toHaveBeenCalledTimes(1);
	});
});
