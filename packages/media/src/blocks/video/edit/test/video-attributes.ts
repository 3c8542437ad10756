// Test-only: a hosted video block's attributes, as a block with an uploaded video has them.
import type { VideoAttributes } from '../../types';

export const GUID = 'Hb7xQ2pL';

export const videoAttributes = (changes: Partial<VideoAttributes> = {}): VideoAttributes => ({
	autoplay: false,
	caption: '',
	controls: true,
	description: '',
	guid: GUID,
	id: 31,
	isVideoPressExample: false,
	loop: false,
	maxWidth: '100%',
	muted: false,
	playsinline: false,
	poster: 'https://site.test/uploads/harbour-poster.png',
	preload: 'metadata',
	seekbarColor: '',
	seekbarLoadingColor: '',
	seekbarPlayedColor: '',
	src: 'https://site.test/uploads/harbour.mp4',
	title: 'Harbour',
	useAverageColor: true,
	videoPressClassNames: '',
	videoPressTracks: [],
	...changes,
});
