import { ghostTextResultOf } from './ghost-text';
import { BIG_POST_RATIO_GOAL, compare, INSERTER_INP_GOAL, longestTask } from './goals';
import { packageLoadsOf } from './package-loads';
import type { AiStreamRun, BenchResults } from './results';
import { summarize } from './stats';

/** A made-up run, for the tests of the report and the chart. */
export function exampleResults(overrides: { readonly runs?: readonly AiStreamRun[] } = {}): BenchResults {
	const runs = overrides.runs ?? [
		{ streamMs: 1843, words: 20_000, longTasks: [{ startMs: 1800, durationMs: 655 }] },
		{ streamMs: 1790, words: 20_000, longTasks: [] },
	];
	const longest = longestTask(runs);
	return {
		date: '2026-11-27T10:00:00.000Z',
		machine: {
			cpu: 'Test CPU',
			cores: 2,
			memoryGiB: 24,
			os: 'Linux 6.1',
			node: '20.20.0',
			chromium: '156.0',
			load: { min: 1.5, max: 4.25 },
		},
		samples: 10,
		keystrokes: 150,
		editor: {
			load: compare(summarize([1700, 1650, 1690]), summarize([1600, 1650, 1620])),
			typing: compare(summarize([8, 8.5, 9]), summarize([7, 7.5, 8])),
		},
		inserter: {
			search: 'media',
			hovers: 5,
			inp: compare(summarize([120, 128, 136]), summarize([112, 120, 120]), INSERTER_INP_GOAL),
			phases: {
				core: { open: 112, search: 24, hover: 0, insert: 120 },
				all: { open: 128, search: 32, hover: 16, insert: 120 },
			},
			hovered: { core: ['Image', 'Gallery'], all: ['Image', 'Slideshow'] },
		},
		bigPost: {
			blocks: 200,
			allBlocks: 371,
			blockTypes: 40,
			more: '&tiers=beta',
			load: compare(summarize([2100, 2080]), summarize([2000, 2000]), BIG_POST_RATIO_GOAL),
			typing: compare(summarize([9, 10]), summarize([8, 8]), BIG_POST_RATIO_GOAL),
		},
		packageLoads: packageLoadsOf(
			new Map([
				['none', [1600, 1610]],
				['content', [1610, 1612]],
				['media', [1700, 1720]],
			])
		),
		aiStream: { tokens: 20_000, runs, longestTaskMs: longest, goalMs: 50, pass: longest === null },
		ghostText: ghostTextResultOf({
			off: [{ keystrokes: [8, 8.4, 9], chunkLoaded: false, offers: 0 }],
			on: [{ keystrokes: [8.2, 8.6, 9.4], chunkLoaded: true, offers: 19 }],
		}),
		markdownPreview: {
			chars: 1_000_123,
			runs: [
				{ previewMs: 1520, longTasks: [{ startMs: 10, durationMs: 1210 }] },
				{
					previewMs: 1480,
					longTasks: [
						{ startMs: 12, durationMs: 1190 },
						{ startMs: 1300, durationMs: 60 },
					],
				},
			],
			medianPreviewMs: 1500,
			longestTaskMs: 1210,
			goalMs: 2000,
			pass: true,
		},
		sizes: {
			packages: [
				{ name: '@blockyard/api-client', ownGzipBytes: 12_800 },
				{ name: '@blockyard/content', ownGzipBytes: 6_000, registrationGzipBytes: 14_000 },
			],
			suiteRegistrationGzipBytes: 77_824,
			businessHours: {
				rolldownGzipBytes: 4_300,
				wpScripts: { gzipBytes: 5_120, version: '35.0.0' },
			},
			peers: [{ name: 'React and ReactDOM', gzipBytes: 61_440 }],
			download: {
				core: { files: 10, jsGzipBytes: 1_400_000, cssGzipBytes: 60_000 },
				all: { files: 30, jsGzipBytes: 1_450_000, cssGzipBytes: 63_000 },
			},
		},
	};
}
