import { __, sprintf } from '@wordpress/i18n';

import { type AdFormat, adFormatSize, type AdFormatName } from '../formats';

/** A format's name as the editor shows it, e.g. 'Rectangle'. */
export function adFormatName(name: AdFormatName): string {
	switch (name) {
		case 'mrec':
			return __('Rectangle', 'blockyard');
		case 'leaderboard':
			return __('Leaderboard', 'blockyard');
		case 'mobile_leaderboard':
			return __('Mobile Leaderboard', 'blockyard');
		case 'wideskyscraper':
			return __('Wide Skyscraper', 'blockyard');
	}
}

/** 'Rectangle 300x250': a format's name and size, as the toolbar lists them. */
export function adFormatLabel(format: AdFormat): string {
	// translators: 1: an ad format's name, e.g. Rectangle; 2: its size in pixels, e.g. 300x250.
	return sprintf(__('%1$s %2$s', 'blockyard'), adFormatName(format.name), adFormatSize(format));
}
