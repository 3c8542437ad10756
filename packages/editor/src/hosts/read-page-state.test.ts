import { describe, expect, it } from 'vitest';

import { PageStateError, readWordPressPageState } from './read-page-state';

const valid = {
	restRoot: 'https://example.com/wp-json/',
	nonce: 'abc',
	locale: 'de_DE',
	siteType: 'self-hosted',
	features: { 'ai-assistant': true },
};

describe('readWordPressPageState', () => {
	it('accepts what the plugin prints', () => {
		expect(readWordPressPageState(valid)).toEqual(valid);
		expect(
			readWordPressPageState({ ...valid, providerRoot: 'http://127.0.0.1:8787/wp-json/' }).providerRoot
		).toBe('http://127.0.0.1:8787/wp-json/');
	});

	it('reads whether the site is private, and leaves it out when the plugin does', () => {
		expect(readWordPressPageState({ ...valid, isPrivate: true }).isPrivate).toBe(true);
		expect(readWordPressPageState({ ...valid, isPrivate: false }).isPrivate).toBe(false);
		expect('isPrivate' in readWordPressPageState(valid)).toBe(false);
		expect(() => readWordPressPageState({ ...valid, isPrivate: 'yes' })).toThrow(/isPrivate/);
		expect(readWordPressPageState({ ...valid, tracks: true }).tracks).toBe(true);
		expect('tracks' in readWordPressPageState(valid)).toBe(false);
	});

	it('reads the block tiers the site allows and which editor the page is, refusing others', () => {
		const state = readWordPressPageState({ ...valid, blockTiers: ['beta'], editorKind: 'site' });
		expect(state.blockTiers).toEqual(['beta']);
		expect(state.editorKind).toBe('site');
		expect('blockTiers' in readWordPressPageState(valid)).toBe(false);
		expect(() => readWordPressPageState({ ...valid, blockTiers: ['production', 'nightly'] })).toThrow(
			/blockTiers/
		);
		expect(() => readWordPressPageState({ ...valid, editorKind: 'customizer' })).toThrow(/editorKind/);
	});

	it('reads the plans the site lacks for its paid blocks, and refuses a checkout that is no web address', () => {
		const requiredPlans = {
			'blockyard/donations': { slug: 'value_bundle', name: 'Premium' },
			'blockyard/payment-button': {
				slug: 'value_bundle',
				name: 'Premium',
				checkoutUrl: 'https://example.com/checkout',
			},
		};
		expect(readWordPressPageState({ ...valid, requiredPlans }).requiredPlans).toEqual(requiredPlans);
		expect(readWordPressPageState({ ...valid, requiredPlans: {} }).requiredPlans).toEqual({});
		expect('requiredPlans' in readWordPressPageState(valid)).toBe(false);
		expect(() =>
			readWordPressPageState({
				...valid,
				requiredPlans: {
					'blockyard/donations': { slug: 'x', name: 'X', checkoutUrl: 'javascript:alert(1)' },
				},
			})
		).toThrow(/requiredPlans/);
		expect(() =>
			readWordPressPageState({ ...valid, requiredPlans: { 'blockyard/donations': { slug: 'x' } } })
		).toThrow(/requiredPlans/);
	});

	it('passes the connection facts on for @blockyard/connection to validate', () => {
		const connection = { connectionStatus: { isRegistered: false }, registrationNonce: 'n' };
		expect(readWordPressPageState({ ...valid, connection }).connection).toEqual(connection);
	});

	it('reads the platform root and the AI feature status, checked against the service shape', () => {
		const aiFeature = {
			'has-feature': false,
			'is-over-limit': true,
			'requests-count': 20,
			'requests-limit': 20,
			'site-require-upgrade': true,
			'upgrade-type': 'vip',
		};
		const state = readWordPressPageState({
			...valid,
			platformRoot: 'http://127.0.0.1:8787/',
			aiFeature,
		});
		expect(state.platformRoot).toBe('http://127.0.0.1:8787/');
		expect(state.aiFeature).toEqual(aiFeature);
		expect(
			readWordPressPageState({ ...valid, geocodingRoot: 'http://127.0.0.1:8787/geocoding/' })
				.geocodingRoot
		).toBe('http://127.0.0.1:8787/geocoding/');
		expect(() => readWordPressPageState({ ...valid, geocodingRoot: 'javascript:alert(1)' })).toThrow(
			/geocodingRoot/
		);
		expect(() =>
			readWordPressPageState({ ...valid, aiFeature: { ...aiFeature, 'requests-count': 'many' } })
		).toThrow(/aiFeature\.requests-count/);
	});

	it('reads the site id on the platform, a positive whole number, when the plugin knows it', () => {
		expect(readWordPressPageState({ ...valid, siteType: 'simple', siteId: 1234 }).siteId).toBe(1234);
		expect(readWordPressPageState(valid)).not.toHaveProperty('siteId');
		expect(() => readWordPressPageState({ ...valid, siteId: 0 })).toThrow(/siteId/);
		expect(() => readWordPressPageState({ ...valid, siteId: '1234' })).toThrow(/siteId/);
	});

	it('names what is wrong when the state is missing or malformed', () => {
		expect(() => readWordPressPageState(undefined)).toThrow(PageStateError);
		expect(() => readWordPressPageState({ ...valid, siteType: 'mystery' })).toThrow(/siteType/);
		expect(() => readWordPressPageState({ ...valid, restRoot: '' })).toThrow(/restRoot/);
	});
});
