// Business Hours' saved markup, held to the package's own fixture of the block as inserted
// (packages/content/test/fixtures/blockyard__business-hours.html): English day names, a
// Sunday start, a 12-hour clock, open Monday to Friday 9:00 AM – 5:00 PM.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { root } from '../../../scripts/lib/paths.mjs';

const DELIMITER =
	/^<!-- wp:blockyard\/business-hours (?:(\{.*\}) )?-->\n([\s\S]*)\n<!-- \/wp:blockyard\/business-hours -->$/;

export interface SavedBlock {
	/** The attributes in the block's comment (`{}` when it has none). */
	readonly attributes: Record<string, unknown>;
	/** The HTML between the block's comments. */
	readonly html: string;
}

/** Splits one saved Business Hours block into its comment's attributes and its HTML. */
export function parseSavedBlock(markup: string): SavedBlock {
	const match = DELIMITER.exec(markup.trim());
	if (!match) {
		throw new Error(`Not one saved Business Hours block:\n${markup}`);
	}
	return {
		attributes: match[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : {},
		html: match[2] ?? '',
	};
}

/** The one Business Hours block in a post's content. */
export function findSavedBlock(content: string): SavedBlock {
	const blocks = content.match(
		/<!-- wp:blockyard\/business-hours [\s\S]*?<!-- \/wp:blockyard\/business-hours -->/g
	);
	if (blocks?.length !== 1) {
		throw new Error(`Not one Business Hours block in the post:\n${content}`);
	}
	return parseSavedBlock(blocks[0]);
}

/** The fixture of the block as inserted. */
export function insertedFixture(): SavedBlock {
	return parseSavedBlock(
		readFileSync(
			join(root, 'packages', 'content', 'test', 'fixtures', 'blockyard__business-hours.html'),
			'utf8'
		)
	);
}

/** One day's entry of the saved list (`<div …__day…><dt …>Monday</dt>…</div>`). */
function dayEntry(html: string, dayName: string): string {
	const entry = new RegExp(
		`<div class="wp-block-blockyard-business-hours__day[^"]*"><dt class="wp-block-blockyard-business-hours__day-name">${dayName}</dt>.*?</dd></div>`
	).exec(html)?.[0];
	if (!entry) {
		throw new Error(`No ${dayName} in the saved markup:\n${html}`);
	}
	return entry;
}

/**
 * The fixture's HTML once Saturday is opened and closes at 1:00 PM, as an editor does it:
 * Saturday's entry becomes Monday's, with Saturday's name and schema.org day, closing at 13:00.
 */
export function fixtureWithSaturdayUntilOnePm(): string {
	const { html } = insertedFixture();
	const saturday = dayEntry(html, 'Monday')
		.replaceAll('Monday', 'Saturday')
		.replace('datetime="17:00">5:00 PM', 'datetime="13:00">1:00 PM');
	return html.replace(dayEntry(html, 'Saturday'), saturday);
}

/**
 * The `days` attribute once Saturday is opened 09:00–13:00: the default days of the block.json
 * the consumer installed (its package export), Saturday changed.
 */
export function daysWithSaturdayUntilOnePm(consumerDir: string): unknown[] {
	const require = createRequire(join(consumerDir, 'package.json'));
	const blockJson = JSON.parse(
		readFileSync(require.resolve('@blockyard/content/blocks/business-hours/block.json'), 'utf8')
	) as { attributes: { days: { default: { name: string; hours: unknown[] }[] } } };
	return blockJson.attributes.days.default.map((day) =>
		day.name === 'Sat' ? { name: 'Sat', hours: [{ opening: '09:00', closing: '13:00' }] } : day
	);
}
