// The Embed block's variations as the inserter and a pasted address find them. Each test loads
// the modules afresh: the variations, like block types, live in WordPress's own registry.
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
	vi.resetModules();
});

const load = async () => (await import('./test/variations-test-kit')).variationsTestKit();

describe('registerEmbedVariations', () => {
	it('offers Descript, Facebook, Loom and SmartFrame in the inserter, each for its own addresses', async () => {
		const { registerCoreEmbed, registerEmbedVariations, offeredFor, inserterNames, blocks } =
			await load();
		registerCoreEmbed();
		registerEmbedVariations();

		expect(inserterNames()).toEqual(
			expect.arrayContaining(['descript', 'facebook', 'loom', 'smartframe'])
		);
		expect(inserterNames()).not.toContain('instagram');
		for (const [url, name] of [
			['https://share.descript.com/view/AbC123xyz', 'descript'],
			['https://share.descript.com/embed/AbC123xyz', 'descript'],
			['https://www.facebook.com/WordPress/posts/10157', 'facebook'],
			['https://m.facebook.com/story.php?story_fbid=1', 'facebook'],
			['https://www.loom.com/share/0123456789abcdef', 'loom'],
			['https://loom.com/share/0123456789abcdef', 'loom'],
			['https://news.smartframe.io/image/1234', 'smartframe'],
			['https://www.youtube.com/watch?v=1', 'youtube'],
		] as const) {
			expect(offeredFor(url), url).toBe(name);
		}
		for (const url of [
			'https://www.loom.com.example/share/0123',
			'https://notfacebook.com/a-post',
			'https://share.descript.com.evil/view/abc',
			'https://smartframe.io.example/image/1',
			'https://www.instagram.com/p/abc/',
		]) {
			expect(offeredFor(url), url).toBeUndefined();
		}
		const loom = blocks.getBlockVariations('core/embed')?.find(({ name }) => name === 'loom');
		expect(loom).toMatchObject({
			title: 'Loom',
			attributes: { providerNameSlug: 'loom', responsive: true },
		});
		expect(loom?.keywords).toContain('video');
	});

	it('offers Instagram only while the user is connected, and at once when they connect', async () => {
		const {
			registerCoreEmbed,
			registerEmbedVariations,
			provideHost,
			provideConnectionStore,
			testConnectionStore,
			testHost,
			offeredFor,
			inserterNames,
		} = await load();
		registerCoreEmbed();
		registerEmbedVariations();
		provideHost(testHost());
		const connection = testConnectionStore({ isUserConnected: false });
		provideConnectionStore(connection);
		expect(inserterNames()).not.toContain('instagram');

		connection.setState({
			connectionStatus: { ...connection.getState().connectionStatus, isUserConnected: true },
		});
		expect(inserterNames()).toContain('instagram');
		expect(offeredFor('https://www.instagram.com/p/CxYz123/')).toBe('instagram');
		expect(offeredFor('https://instagr.am/p/CxYz123/')).toBe('instagram');

		connection.setState({
			connectionStatus: { ...connection.getState().connectionStatus, isUserConnected: false },
		});
		expect(inserterNames()).not.toContain('instagram');
		expect(offeredFor('https://www.instagram.com/p/CxYz123/')).toBeUndefined();
	});

	it('offers Instagram from the start to a user connected when the editor opens', async () => {
		const {
			registerCoreEmbed,
			registerEmbedVariations,
			provideHost,
			provideConnectionStore,
			testConnectionStore,
			testHost,
			inserterNames,
		} = await load();
		registerCoreEmbed();
		provideHost(testHost());
		provideConnectionStore(testConnectionStore());
		registerEmbedVariations();
		expect(inserterNames()).toContain('instagram');
	});

	it('waits for WordPress’s Embed block when it is registered later, and replaces its hidden Facebook', async () => {
		const { registerCoreEmbed, registerEmbedVariations, offeredFor, inserterNames } = await load();
		registerEmbedVariations();
		registerCoreEmbed();
		expect(inserterNames()).toEqual(
			expect.arrayContaining(['descript', 'facebook', 'loom', 'smartframe'])
		);
		expect(offeredFor('https://www.facebook.com/WordPress/posts/10157')).toBe('facebook');
	});
});
