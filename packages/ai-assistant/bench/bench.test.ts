// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { diffForReview } from '../src/review/word-diff';
import { meetsGoal, reviewBenchPage, type ReviewBenchRun } from './page';
import { REVIEW_WORDS, reviewSample } from './sample';

describe('the review benchmark', () => {
	it('compares the same 5,000 words and their rewrite on every run', () => {
		const { original, suggestion } = reviewSample();
		expect(original.split(/\s+/)).toHaveLength(REVIEW_WORDS);
		expect(reviewSample()).toEqual({ original, suggestion });
		expect(original).toContain('**');
		expect(original).toContain('](https://example.com/');
		// A change of tone: many changes, most words kept.
		const diff = diffForReview(original, suggestion);
		expect(diff.changes.length).toBeGreaterThan(1000);
		const kept = diff.parts
			.filter((part) => part.kind === 'same')
			.map((part) => part.text)
			.join('');
		expect(kept.split(/\s+/).length).toBeGreaterThan(REVIEW_WORDS / 2);
	});

	it('writes the run with its figures and whether it met the 100 ms goal', () => {
		const run = (medianMs: number): ReviewBenchRun => ({
			date: '2026-12-01T12:00:00.000Z',
			chromium: '156.0',
			cpu: 'A CPU',
			cores: 2,
			loadAverage: 1.5,
			words: 5000,
			suggestionWords: 4600,
			changes: 1500,
			firstMs: 120,
			warmUps: 10,
			samples: 30,
			timings: { medianMs, p95Ms: medianMs + 5, slowestMs: medianMs + 9 },
		});
		expect(meetsGoal(run(60))).toBe(true);
		expect(meetsGoal(run(100))).toBe(false);
		const page = reviewBenchPage(run(60));
		expect(page).toContain('# Benchmark: reviewing an AI rewrite of 5,000 words');
		expect(page).toContain(
			'| 5,000 | 1,500 | 120.0 ms | 60.0 ms | 65.0 ms | 69.0 ms | < 100 ms | pass |'
		);
		expect(reviewBenchPage(run(140))).toContain('| **missed** |');
	});
});
