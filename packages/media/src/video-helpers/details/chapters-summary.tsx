import { __, _n, sprintf } from '@wordpress/i18n';

import { parseChapters } from '../chapters/parse-chapters';
import { playerShowsChapters } from '../chapters/player-shows-chapters';

export interface ChaptersSummaryProps {
	readonly description: string;
	readonly durationMs?: number;
}

/**
 * What the description makes of chapters: how to write them while it lists none, then the list,
 * and why the player would not show them when it would not.
 */
export function ChaptersSummary({ description, durationMs }: ChaptersSummaryProps) {
	const chapters = parseChapters(description, durationMs);
	if (chapters.length === 0) {
		return (
			<p className="blockyard-video-chapters__help">
				{__(
					'To add chapters, start lines of the description with their time, like “0:00 Intro”.',
					'blockyard'
				)}
			</p>
		);
	}
	return (
		<div className="blockyard-video-chapters">
			<h3 className="blockyard-video-chapters__heading">
				{sprintf(
					/* translators: %d: how many chapters the description lists. */
					_n('%d chapter', '%d chapters', chapters.length, 'blockyard'),
					chapters.length
				)}
			</h3>
			<ol className="blockyard-video-chapters__list">
				{chapters.map((chapter, index) => (
					<li key={`${chapter.startAt}-${index}`}>
						<time dateTime={chapter.startAt}>{chapter.startAt}</time>{' '}
						{chapter.title || __('(no title)', 'blockyard')}
					</li>
				))}
			</ol>
			{!playerShowsChapters(chapters) && (
				<p className="blockyard-video-chapters__help">
					{__(
						'The player shows chapters when the first starts at 0:00, there are at least three, each has a title, and each starts at least 10 seconds after the one before.',
						'blockyard'
					)}
				</p>
			)}
		</div>
	);
}
