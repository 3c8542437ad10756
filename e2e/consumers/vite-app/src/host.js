import { createApi } from '@blockyard/api-client';

const post = { id: 1, title: 'Opening hours' };

/**
 * The host Blockyard's blocks reach this app through: the site's facts and its REST API
 * (`/wp-json/` on this origin; Business Hours asks it for the site's localized week).
 */
export const host = {
	site: { locale: 'en_US', type: 'self-hosted', features: {} },
	api: createApi({ root: '/wp-json/' }),
	getPost: () => post,
	subscribe: () => () => undefined,
	setPostTitle: () => undefined,
	lockPostSaving: () => undefined,
	unlockPostSaving: () => undefined,
	uploadMedia: () => Promise.reject(new Error('This app has no media library.')),
	notify: ({ status, message }) => console.info(`${status}: ${message}`),
};
