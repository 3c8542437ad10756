// The modules the variations' tests use, loaded afresh by each test (register.test.ts).
import { testConnectionStore, testHost } from '@blockyard/block-edit-harness';
import { provideConnectionStore } from '@blockyard/connection';
import { provideHost } from '@blockyard/ui';
import * as blocks from '@wordpress/blocks';

import { registerEmbedVariations } from '../register';

/** WordPress's Embed block as it registers itself, with its own Facebook and Instagram hidden. */
const CORE_EMBED = {
	apiVersion: 3,
	title: 'Embed',
	category: 'embed',
	attributes: {
		url: { type: 'string' },
		providerNameSlug: { type: 'string' },
		responsive: { type: 'boolean', default: false },
	},
	variations: [
		{
			name: 'youtube',
			title: 'YouTube',
			patterns: [/^https?:\/\/(www\.)?youtube\.com\/.+/i],
			attributes: { providerNameSlug: 'youtube' },
		},
		{
			name: 'facebook',
			title: 'Facebook',
			scope: ['block'],
			patterns: [],
			attributes: { providerNameSlug: 'facebook' },
		},
		{
			name: 'instagram',
			title: 'Instagram',
			scope: ['block'],
			patterns: [],
			attributes: { providerNameSlug: 'instagram' },
		},
	],
	save: () => null,
};

/**
 * What the tests use, from the modules as this file loaded them: a test loads this file afresh
 * (after `vi.resetModules()`) for a registry of its own.
 */
export function variationsTestKit() {
	const registerCoreEmbed = () => blocks.registerBlockType('core/embed', CORE_EMBED as never);
	/** The variation the inserter offers for a pasted address, as the Embed block looks it up. */
	const offeredFor = (url: string) =>
		blocks
			.getBlockVariations('core/embed', 'inserter')
			?.find((variation) =>
				(variation as { patterns?: RegExp[] }).patterns?.some((pattern) => pattern.test(url))
			)?.name;
	const inserterNames = () =>
		blocks.getBlockVariations('core/embed', 'inserter')?.map(({ name }) => name) ?? [];
	return {
		blocks,
		provideHost,
		provideConnectionStore,
		testConnectionStore,
		testHost,
		registerEmbedVariations,
		registerCoreEmbed,
		offeredFor,
		inserterNames,
	};
}
