import type { BlockCatalogue, BlockFixture } from './block-catalogue';

/** Top-level blocks of the big post, the paragraph typing goes into included. */
export const BIG_POST_BLOCKS = 200;

/** The paragraph both big posts end with: the bench types into it. */
const TYPING_PARAGRAPH = '<!-- wp:paragraph -->\n<p>Typing goes here:</p>\n<!-- /wp:paragraph -->';

/** A block of a post's markup: its name and the names of the blocks inside it, depth first. */
export interface MarkupBlock {
	readonly name: string;
	readonly inner: readonly string[];
}

const DELIMITER = /<!--\s+(\/)?wp:([a-z][a-z0-9_-]*(?:\/[a-z][a-z0-9_-]*)?)\s+(?:\{[\s\S]*?\}\s+)?(\/)?-->/g;

/** The full name of a block in a comment (`paragraph` is `core/paragraph`). */
const fullName = (name: string) => (name.includes('/') ? name : `core/${name}`);

/**
 * The top-level blocks of serialized post content, each with the names of the
 * blocks inside it: read from the block comments, as WordPress's parser reads them.
 */
export function topLevelBlocks(markup: string): MarkupBlock[] {
	const blocks: { name: string; inner: string[] }[] = [];
	let depth = 0;
	for (const [, closing, name = '', selfClosing] of markup.matchAll(DELIMITER)) {
		if (closing) {
			depth -= 1;
			continue;
		}
		if (depth === 0) {
			blocks.push({ name: fullName(name), inner: [] });
		} else {
			blocks.at(-1)?.inner.push(fullName(name));
		}
		if (!selfClosing) {
			depth += 1;
		}
	}
	return blocks;
}

/** Every block the suite has: the block.json names and every block a fixture is named for. */
export function catalogueNames(catalogue: BlockCatalogue): string[] {
	return [
		...new Set([
			...catalogue.types.map((type) => type.name),
			...catalogue.fixtures.map((f) => f.blockName),
		]),
	].sort();
}

/** A piece of the big post: one fixture, one top-level block (with the blocks inside it). */
export interface BigPostUnit {
	readonly fixture: BlockFixture;
	readonly block: MarkupBlock;
}

/**
 * The fewest fixtures that, together, use every block of the catalogue, each
 * one block that may stand at the top of a post (a block.json without
 * `parent`): a block that lives only inside another (a form's field, a contact
 * detail) comes in a fixture of the block around it. Default cases are taken
 * before the others when they add as much.
 */
export function bigPostUnits(catalogue: BlockCatalogue): BigPostUnit[] {
	const topLevel = new Set(
		catalogue.types.filter((type) => type.parent === undefined).map((type) => type.name)
	);
	const candidates = catalogue.fixtures
		.map((fixture) => ({ fixture, blocks: topLevelBlocks(fixture.markup) }))
		.filter(
			(candidate): candidate is { fixture: BlockFixture; blocks: [MarkupBlock] } =>
				candidate.blocks.length === 1 && topLevel.has(candidate.blocks[0]?.name ?? '')
		)
		.map(({ fixture, blocks: [block] }) => ({
			fixture,
			block,
			names: new Set([block.name, ...block.inner]),
		}));
	const missing = new Set(catalogueNames(catalogue));
	const units: BigPostUnit[] = [];
	while (missing.size > 0) {
		const adds = (candidate: (typeof candidates)[number]) =>
			[...candidate.names].filter((name) => missing.has(name)).length;
		const best = candidates.reduce<(typeof candidates)[number] | undefined>((most, candidate) => {
			if (most === undefined || adds(candidate) > adds(most)) {
				return candidate;
			}
			const defaultFirst =
				adds(candidate) === adds(most) &&
				candidate.fixture.caseName === '' &&
				most.fixture.caseName !== '';
			return defaultFirst ? candidate : most;
		}, undefined);
		if (best === undefined || adds(best) === 0) {
			throw new Error(`No fixture puts these blocks in a post: ${[...missing].join(', ')}.`);
		}
		units.push({ fixture: best.fixture, block: best.block });
		for (const name of best.names) {
			missing.delete(name);
		}
	}
	// In the order of the blocks' names, so the post reads the same from run to run.
	return units.sort((a, b) => a.block.name.localeCompare(b.block.name));
}

const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;

/** A transparent pixel: an image with no request of its own. */
const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * The core blocks standing in for a Blockyard block: a group of as many
 * paragraphs when it holds blocks, an image for a block of the media
 * category, a paragraph for any other.
 */
export function coreStandIn(block: MarkupBlock, category: string | undefined): string {
	const words = `In place of ${block.name}.`;
	if (block.inner.length > 0) {
		return [
			'<!-- wp:group -->',
			'<div class="wp-block-group">',
			block.inner.map(() => paragraph(words)).join('\n\n'),
			'</div>',
			'<!-- /wp:group -->',
		].join('\n');
	}
	if (category === 'media') {
		return `<!-- wp:image -->\n<figure class="wp-block-image"><img src="${PIXEL}" alt=""/></figure>\n<!-- /wp:image -->`;
	}
	return paragraph(words);
}

/** The two posts of the big-post scenario: the same shape, Blockyard's blocks in one, core blocks in the other. */
export interface BigPosts {
	/** Every Blockyard block, the units repeated until the post has its count of top-level blocks. */
	readonly blockyard: string;
	/** A core stand-in in place of each Blockyard block. */
	readonly core: string;
	/** Top-level blocks of each. */
	readonly blocks: number;
	/** Every block of the Blockyard post, inner blocks included. */
	readonly allBlocks: number;
	/** The Blockyard block types the post uses. */
	readonly blockTypes: number;
}

/** The big posts of `count` top-level blocks each, the last the paragraph typing goes into. */
export function bigPosts(catalogue: BlockCatalogue, count: number = BIG_POST_BLOCKS): BigPosts {
	const units = bigPostUnits(catalogue);
	const categories = new Map(catalogue.types.map((type) => [type.name, type.category]));
	const chosen = Array.from({ length: count - 1 }, (_, index) => units[index % units.length]).filter(
		(unit): unit is BigPostUnit => unit !== undefined
	);
	const used = new Set(chosen.flatMap((unit) => [unit.block.name, ...unit.block.inner]));
	return {
		blockyard: [...chosen.map((unit) => unit.fixture.markup), TYPING_PARAGRAPH].join('\n\n'),
		core: [
			...chosen.map((unit) => coreStandIn(unit.block, categories.get(unit.block.name))),
			TYPING_PARAGRAPH,
		].join('\n\n'),
		blocks: chosen.length + 1,
		allBlocks: chosen.reduce((total, unit) => total + 1 + unit.block.inner.length, 1),
		blockTypes: [...used].filter((name) => !name.startsWith('core/')).length,
	};
}
