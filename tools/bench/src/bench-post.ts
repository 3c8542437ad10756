/** What is typed into a paragraph after each load: lower-case words and spaces, 150 keystrokes. */
export const TYPED_TEXT =
	'the quick brown fox jumps over the lazy dog and keeps on running through the fields '
		.repeat(2)
		.slice(0, 150);

const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
const heading = (text: string) =>
	`<!-- wp:heading -->\n<h2 class="wp-block-heading">${text}</h2>\n<!-- /wp:heading -->`;

/**
 * The post both kinds of editor open: Gutenberg's core blocks only (headings,
 * paragraphs, a list, a quote), so it reads the same with and without
 * Blockyard's packages. Typing goes into its last paragraph.
 */
export function benchPostContent(): string {
	const words =
		'Bees visit flowers to gather nectar and pollen, and a colony keeps its brood warm through the winter.';
	const list = [
		'<!-- wp:list -->',
		'<ul class="wp-block-list"><!-- wp:list-item -->',
		'<li>Nectar</li>',
		'<!-- /wp:list-item --><!-- wp:list-item -->',
		'<li>Pollen</li>',
		'<!-- /wp:list-item --><!-- wp:list-item -->',
		'<li>Wax</li>',
		'<!-- /wp:list-item --></ul>',
		'<!-- /wp:list -->',
	].join('\n');
	const quote = [
		'<!-- wp:quote -->',
		'<blockquote class="wp-block-quote"><!-- wp:paragraph -->',
		'<p>The hive is a city of forty thousand.</p>',
		'<!-- /wp:paragraph --></blockquote>',
		'<!-- /wp:quote -->',
	].join('\n');
	const section = (title: string) => [heading(title), ...Array.from({ length: 5 }, () => paragraph(words))];
	return [
		...section('The hive'),
		list,
		...section('The seasons'),
		quote,
		paragraph('Typing goes here:'),
	].join('\n\n');
}

/** Creates a draft with this content (and title) in the local provider and answers its id. */
export async function createPost(
	providerUrl: string,
	nonce: string,
	content: string,
	title = 'Benchmark post'
): Promise<number> {
	const response = await fetch(`${providerUrl}wp-json/wp/v2/posts`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce },
		body: JSON.stringify({ title, content, status: 'draft' }),
	});
	const body = (await response.json()) as { id?: unknown };
	if (!response.ok || typeof body.id !== 'number') {
		throw new Error(
			`The local provider did not create the bench's post “${title}” (${response.status}).`
		);
	}
	return body.id;
}
