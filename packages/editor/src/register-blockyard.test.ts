import { findHost } from '@blockyard/ui';
import { getBlockTypes } from '@wordpress/blocks';
import { describe, expect, it, vi } from 'vitest';

import { createPlaygroundHost } from './hosts/playground';
import { createPlaygroundStore } from './hosts/playground-store';
import { blockyardPackageNames, packageRegistrars } from './packages';
import { registerBlockyard } from './register-blockyard';

const newHost = () => createPlaygroundHost({ store: createPlaygroundStore() });
const blockyardBlocks = () => getBlockTypes().filter((blockType) => blockType.name.startsWith('blockyard/'));

// One sequence: registration is once per page, as in the editors.
describe('registerBlockyard', () => {
	const content = vi.spyOn(packageRegistrars, 'content');

	it('knows every package', () => {
		expect(blockyardPackageNames).toEqual(['ai-assistant', 'content', 'forms', 'ui']);
	});

	it('sets the host and registers nothing when no package is selected', () => {
		const host = newHost();
		registerBlockyard({ host, packages: [] });
		expect(findHost()).toBe(host);
		expect(content).not.toHaveBeenCalled();
		expect(blockyardBlocks()).toEqual([]);
	});

	it('registers the blocks of every package by default', () => {
		const host = newHost();
		registerBlockyard({ host });
		expect(findHost()).toBe(host);
		expect(content).toHaveBeenCalledTimes(1);
		expect(blockyardBlocks().length).toBeGreaterThan(0);
	});

	it('replaces the host on a later call without registering again', () => {
		const host = newHost();
		registerBlockyard({ host });
		expect(findHost()).toBe(host);
		expect(content).toHaveBeenCalledTimes(1);
	});
});
