/**
 * Which posts are similar to a post, without a search index: each post's words
 * (title and text, lower case, three letters or more, common English words left
 * out) and the number of distinct words two posts share. The plugin's PHP
 * (packages/wordpress-plugin/plugin/includes/related-posts.php) ranks the same
 * way for the visitor's page in WordPress; change both together.
 */

/** Words too common to say two posts are about the same thing. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
	(
		'about above after again against all also and any are because been before being below between both but ' +
		'can could did does doing down during each few for from further had has have having her here hers herself ' +
		'him himself his how into its itself just more most myself nor not now off once only other our ours ' +
		'ourselves out over own same she should some such than that the their theirs them themselves then there ' +
		'these they this those through too under until very was were what when where which while who whom why ' +
		'will with would you your yours yourself yourselves'
	).split(' ')
);

/** The least length of a word that counts. */
export const MIN_WORD_LENGTH = 3;

/** Block comments, tags and character references, which are no words of the post. */
const MARKUP = /<!--[\s\S]*?-->|<[^>]*>|&#?[a-z0-9]+;/gi;
const WORD = /[\p{L}\p{N}]+/gu;

/** The distinct words of a post's title and content that count for similarity. */
export function significantWords(title: string, content: string): Set<string> {
	const text = `${title} ${content}`.replace(MARKUP, ' ').normalize('NFKC').toLowerCase();
	const words = new Set<string>();
	for (const [word] of text.matchAll(WORD)) {
		if ([...word].length >= MIN_WORD_LENGTH && !STOP_WORDS.has(word) && !/^\p{N}+$/u.test(word)) {
			words.add(word);
		}
	}
	return words;
}

export interface SimilarityCandidate {
	readonly id: number;
	readonly title: string;
	readonly content: string;
	/** ISO 8601; among equally similar posts the newer comes first. */
	readonly created_at: string;
}

/**
 * The candidates sharing at least one word with `post`, most shared words
 * first; ties go to the newer post, then to the higher id. `post` itself is
 * never one of them. At most `limit`.
 */
export function similarPosts<T extends SimilarityCandidate>(
	post: SimilarityCandidate,
	candidates: readonly T[],
	limit: number
): T[] {
	const words = significantWords(post.title, post.content);
	return candidates
		.filter((candidate) => candidate.id !== post.id)
		.map((candidate) => {
			let shared = 0;
			for (const word of significantWords(candidate.title, candidate.content)) {
				if (words.has(word)) {
					shared += 1;
				}
			}
			return { candidate, shared };
		})
		.filter(({ shared }) => shared > 0)
		.sort(
			(a, b) =>
				b.shared - a.shared ||
				b.candidate.created_at.localeCompare(a.candidate.created_at) ||
				b.candidate.id - a.candidate.id
		)
		.slice(0, Math.max(0, limit))
		.map(({ candidate }) => candidate);
}
