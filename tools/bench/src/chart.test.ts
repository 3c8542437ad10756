import { describe, expect, it } from 'vitest';

import { chartSvg, escapeXml, panelsSvg, scaleOf, type Panel } from './chart';
import { exampleResults } from './example-results';

const barWidths = (svg: string) =>
	[...svg.matchAll(/<rect class="bar" data-value="([\d.]+)"[^>]* width="([\d.]+)"/g)].map((match) => ({
		value: Number(match[1]),
		width: Number(match[2]),
	}));

describe('chartSvg', () => {
	const svg = chartSvg(exampleResults());

	it('is one SVG document with a title and the eight panels', () => {
		expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
		expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
		expect(svg).toContain('<title>Blockyard in the editor: 2026-11-27, 10 samples of each kind</title>');
		for (const title of [
			'Editor load',
			'Typing, per keystroke',
			'A post of 200 blocks: load',
			'A post of 200 blocks: typing',
			'Inserter: Interaction to Next Paint',
			'Typing with ghost text on / off',
			'AI stream of 20,000 tokens',
			'Editor page download',
		]) {
			expect(svg).toContain(`>${title}`);
		}
	});

	it('says each measure’s ratio and verdict, and draws the AI goal', () => {
		expect(svg).toContain('×1.043 (+4.3 %) · goal ≤ ×1.05 · pass');
		expect(svg).toContain('×1.133 (+13.3 %) · goal ≤ ×1.05 · missed');
		expect(svg).toContain('×1.067 (+6.7 %) · goal ≤ ×1.10 · pass');
		expect(svg).toContain('goal &lt; 50 ms (dashed) · missed');
		expect(svg).toContain('class="goal"');
		expect(svg).toContain('>under 50 ms<');
	});

	it('names the bars of ghost text off and on, and says its ratio against its goal', () => {
		expect(svg).toContain('×1.024 (+2.4 %) · goal ≤ ×1.05 · pass');
		expect(svg).toContain('>ghost text off<');
		expect(svg).toContain('>ghost text on<');
	});

	it('draws bars in proportion to their values within a panel', () => {
		const [core, all] = barWidths(svg);
		expect(core?.value).toBe(1620);
		expect(all?.value).toBe(1690);
		expect((all?.width ?? 0) / (core?.width ?? 1)).toBeCloseTo(1690 / 1620, 2);
	});
});

describe('panels', () => {
	const panel: Panel = {
		title: 'A & B',
		note: '<note>',
		noteColour: '#000',
		line: 50,
		bars: [{ label: 'x', value: 20, text: '20', colour: '#000', spread: { low: 10, high: 70 } }],
	};

	it('scales to the farthest bar end, whisker or line, with room to spare', () => {
		expect(scaleOf(panel)).toBeCloseTo(77, 5);
		expect(scaleOf({ ...panel, line: 100 })).toBeCloseTo(110, 5);
	});

	it('escapes text', () => {
		expect(escapeXml(`<a href="x">&</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
		const svg = panelsSvg([panel], 'T');
		expect(svg).toContain('>A &amp; B<');
		expect(svg).toContain('>&lt;note&gt;<');
	});
});
