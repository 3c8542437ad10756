// Frames with windows of their own: jsdom gives each attached iframe one (happy-dom does not).
// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { describe, expect, it } from 'vitest';

import { mediaSourceStore } from './store';
import { usePlayerReports } from './use-player-reports';

function Player({ guid }: { guid: string }) {
	const ref = usePlayerReports(guid);
	return (
		<figure ref={ref}>
			<iframe title="Video" src={`https://videopress.com/embed/${guid}`} id={`player-${guid}`} />
		</figure>
	);
}

describe('usePlayerReports', () => {
	it('puts its player’s reports in the store, and forgets the source when the block goes', () => {
		const registry = createRegistry();
		registry.register(mediaSourceStore);
		const view = render(
			<RegistryProvider value={registry}>
				<Player guid="AbCd1234" />
			</RegistryProvider>
		);
		const frame = view.container.querySelector('iframe');
		const report = (guid: string) =>
			act(() => {
				window.dispatchEvent(
					new MessageEvent('message', {
						data: {
							type: 'blockyard-video-state',
							guid,
							state: 'is-playing',
							currentTime: 1,
							duration: 9,
						},
						origin: 'https://videopress.com',
						source: frame?.contentWindow ?? null,
					})
				);
			});
		report('AbCd1234');
		// Another video's report, from this frame, is not this block's.
		report('ZyXw9876');
		const select = registry.select(mediaSourceStore);
		expect(select.getSource('AbCd1234')).toMatchObject({ state: 'is-playing', domId: 'player-AbCd1234' });
		expect(select.getSource('ZyXw9876')).toBeUndefined();
		view.unmount();
		expect(select.getSource('AbCd1234')).toBeUndefined();
	});

	it('gives an editor’s registry that lacks the store one (a block registered on its own)', () => {
		const registry = createRegistry();
		render(
			<RegistryProvider value={registry}>
				<Player guid="AbCd1234" />
			</RegistryProvider>
		);
		expect(registry.select(mediaSourceStore).getDefaultSource()).toBeUndefined();
	});
});
