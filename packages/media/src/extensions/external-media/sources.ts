import type { ExternalMediaService } from '@blockyard/api-client';
import { __ } from '@wordpress/i18n';

/** The external sources in the menus' order. */
export const EXTERNAL_SOURCES: readonly ExternalMediaService[] = ['google_photos', 'pexels', 'openverse'];

/** A source's name as the menus show it. */
export function sourceLabel(service: ExternalMediaService): string {
	switch (service) {
		case 'google_photos':
			return __('Google Photos', 'blockyard');
		case 'pexels':
			return __('Pexels Free Photos', 'blockyard');
		case 'openverse':
			return __('Openverse', 'blockyard');
	}
}
