// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { SavedFrame } from './saved-frame';

const HOSTS = ['pins.test'];
const frame = { src: 'https://pins.test/pin/1', title: 'Pin', sandbox: 'allow-scripts', allow: 'fullscreen' };

describe('SavedFrame', () => {
	it('saves the frame lazily loaded, with its title, sandbox and permissions', () => {
		expect(renderToStaticMarkup(<SavedFrame frame={frame} hosts={HOSTS} />)).toBe(
			'<iframe src="https://pins.test/pin/1" title="Pin" sandbox="allow-scripts" allow="fullscreen" loading="lazy"></iframe>'
		);
	});

	it('saves nothing for a frame off the provider’s hosts, or no frame', () => {
		for (const src of ['https://evil.test/pin/1', 'http://pins.test/pin/1', 'javascript:alert(1)']) {
			expect(renderToStaticMarkup(<SavedFrame frame={{ ...frame, src }} hosts={HOSTS} />), src).toBe(
				''
			);
		}
		expect(renderToStaticMarkup(<SavedFrame frame={undefined} hosts={HOSTS} />)).toBe('');
	});

	it('adds the visible link only when it points at the provider', () => {
		expect(
			renderToStaticMarkup(
				<SavedFrame
					frame={frame}
					hosts={HOSTS}
					link={{ href: 'https://pins.test/pin/1', text: 'See the pin' }}
				/>
			)
		).toContain('<a class="blockyard-embed__link" href="https://pins.test/pin/1">See the pin</a>');
		expect(
			renderToStaticMarkup(
				<SavedFrame
					frame={frame}
					hosts={HOSTS}
					link={{ href: 'https://evil.test/', text: 'Elsewhere' }}
				/>
			)
		).not.toContain('<a');
	});
});
