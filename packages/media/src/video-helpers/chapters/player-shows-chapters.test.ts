// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { parseChapters } from './parse-chapters';
import { playerShowsChapters } from './player-shows-chapters';

const shows = (description: string) => playerShowsChapters(parseChapters(description));

describe('playerShowsChapters', () => {
	it('shows three titled chapters from 0:00, ten seconds apart', () => {
		expect(shows('0:00 Intro\n0:10 Middle\n0:20 End')).toBe(true);
	});

	it('does not show fewer than three', () => {
		expect(shows('0:00 Intro\n0:10 End')).toBe(false);
	});

	it('does not show them when the first is later than 0:00', () => {
		expect(shows('0:01 Intro\n0:20 Middle\n0:40 End')).toBe(false);
	});

	it('does not show them when one has no title', () => {
		expect(shows('0:00 Intro\n0:10\n0:20 End')).toBe(false);
	});

	it('does not show them when two start less than ten seconds apart', () => {
		expect(shows('0:00 Intro\n0:10 Middle\n0:19 End')).toBe(false);
	});

	it('does not show an empty list', () => {
		expect(playerShowsChapters([])).toBe(false);
	});
});
