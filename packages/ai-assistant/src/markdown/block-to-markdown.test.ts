import { createBlock } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import { blockToMarkdown, htmlToMarkdown } from './block-to-markdown';
import { registerTextCoreBlocks } from '../test/text-core-blocks';

beforeAll(registerTextCoreBlocks);

describe('blockToMarkdown', () => {
	it('keeps a paragraph’s bold, italic, links and code', () => {
		const paragraph = createBlock('core/paragraph', {
			content:
				'A <strong>bold</strong>, <em>italic</em> <a href="https://example.com/a?b=1">link</a> and <code>npm ci</code>.',
		});

		expect(blockToMarkdown(paragraph)).toBe(
			'A **bold**, _italic_ [link](https://example.com/a?b=1) and `npm ci`.'
		);
	});

	it('keeps a strikethrough as GFM', () => {
		const paragraph = createBlock('core/paragraph', { content: 'Was <s>10</s> now 8' });

		expect(blockToMarkdown(paragraph)).toBe('Was ~~10~~ now 8');
	});

	it('escapes what would otherwise read as markdown', () => {
		const paragraph = createBlock('core/paragraph', { content: '1. not a list, *not* emphasis' });

		expect(blockToMarkdown(paragraph)).toBe('1\\. not a list, \\*not\\* emphasis');
	});

	it('writes a heading with its level, ATX style', () => {
		const heading = createBlock('core/heading', { level: 3, content: 'Plans &amp; <em>prices</em>' });

		expect(blockToMarkdown(heading)).toBe('### Plans & _prices_');
	});

	it('writes a list with its nested items, bullets and numbers', () => {
		const list = createBlock('core/list', {}, [
			createBlock('core/list-item', { content: 'One <strong>bold</strong>' }),
			createBlock('core/list-item', { content: 'Two' }, [
				createBlock('core/list', { ordered: true }, [
					createBlock('core/list-item', { content: 'Two a' }),
					createBlock('core/list-item', { content: 'Two <a href="https://x.test/">b</a>' }),
				]),
			]),
			createBlock('core/list-item', { content: 'Three' }),
		]);

		expect(blockToMarkdown(list)).toBe(
			[
				'-   One **bold**',
				'-   Two',
				'    1.  Two a',
				'    2.  Two [b](https://x.test/)',
				'-   Three',
			].join('\n')
		);
	});

	it('writes only a list item’s own text', () => {
		const item = createBlock('core/list-item', { content: 'Two <em>items</em>' }, [
			createBlock('core/list', {}, [createBlock('core/list-item', { content: 'Nested' })]),
		]);

		expect(blockToMarkdown(item)).toBe('Two _items_');
	});

	it('gives an empty string for an empty block', () => {
		expect(blockToMarkdown(createBlock('core/paragraph', { content: '' }))).toBe('');
		expect(blockToMarkdown(createBlock('core/list-item'))).toBe('');
	});
});

describe('htmlToMarkdown', () => {
	it('fences code blocks', () => {
		expect(htmlToMarkdown('<pre><code>const a = 1;\nconst b = 2;</code></pre>')).toBe(
			'```\nconst a = 1;\nconst b = 2;\n```'
		);
	});
});
