// Stands in for @wordpress/rich-text in tests that register core blocks (see core-blocks.ts):
// only the list and code blocks' block-to-block transforms call these, raw handling never does.
const unused = (): never => {
	throw new Error('@wordpress/rich-text is stubbed in these tests; raw transforms do not use it.');
};

export const create = unused;
export const split = unused;
export const toHTMLString = unused;
