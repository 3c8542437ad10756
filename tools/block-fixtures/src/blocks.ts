import type { Block } from '@wordpress/blocks';
import { format } from 'node:util';

/** What a fixture's `.json` holds for each block: no client ids, no validation details. */
export interface ExpectedBlock {
	readonly name: string;
	readonly isValid: boolean;
	readonly attributes: Record<string, unknown>;
	readonly innerBlocks: ExpectedBlock[];
}

export function toExpectedBlocks(blocks: readonly Block[]): ExpectedBlock[] {
	// Through JSON so that `undefined` attributes disappear, as they do in the file.
	return JSON.parse(
		JSON.stringify(
			blocks.map(function strip(block: Block): ExpectedBlock {
				return {
					name: block.name,
					isValid: block.isValid,
					attributes: block.attributes,
					innerBlocks: block.innerBlocks.map(strip),
				};
			})
		)
	) as ExpectedBlock[];
}

/** Every block, inner blocks included, depth first. */
export function flattenBlocks(blocks: readonly Block[]): Block[] {
	return blocks.flatMap((block) => [block, ...flattenBlocks(block.innerBlocks)]);
}

/** An argument of a validation message: objects (the block type) by their name, else as they are. */
const readable = (arg: unknown): unknown =>
	typeof arg === 'object' && arg !== null && 'name' in arg && typeof arg.name === 'string' ? arg.name : arg;

/** The validator's log for an invalid block, readable in a test failure. */
export function describeValidationIssues(block: Block): string {
	const issues = (block.validationIssues ?? []).map(({ args }) => {
		const [message, ...rest] = args;
		return `  - ${format(String(message), ...rest.map(readable))}`;
	});
	return [`Block ${block.name} is invalid:`, ...issues].join('\n');
}
