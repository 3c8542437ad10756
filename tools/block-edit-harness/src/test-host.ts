import { createApi } from '@blockyard/api-client';
import type { BlockyardHost } from '@blockyard/ui';

/** The REST root of the site a test host talks to; tests stub `fetch` for it. */
export const TEST_SITE_ROOT = 'http://site.test/wp-json/';

/** A host that keeps what blocks asked of it, for tests to read. */
export interface RecordingHost extends BlockyardHost {
	/** The save locks held now. */
	readonly locks: Set<string>;
	/** Every lock and unlock, in order: `lock <name>` / `unlock <name>`. */
	readonly lockHistory: string[];
	readonly notices: { status: string; message: string }[];
}

/**
 * A host of a self-hosted site in `locale` whose REST root is {@link TEST_SITE_ROOT}. Uploads go
 * through the editor's `mediaUpload` setting in these tests, so the host's own upload refuses.
 */
export function testHost(options: { locale?: string; postTitle?: string } = {}): RecordingHost {
	const locks = new Set<string>();
	const lockHistory: string[] = [];
	const notices: { status: string; message: string }[] = [];
	const post = Object.freeze({ id: 1, title: options.postTitle ?? 'A post' });
	return {
		locks,
		lockHistory,
		notices,
		site: { locale: options.locale ?? 'en_US', type: 'self-hosted', features: {} },
		api: createApi({ root: TEST_SITE_ROOT, nonce: 'nonce-1' }),
		getPost: () => post,
		setPostTitle: () => undefined,
		lockPostSaving: (name) => {
			locks.add(name);
			lockHistory.push(`lock ${name}`);
		},
		unlockPostSaving: (name) => {
			locks.delete(name);
			lockHistory.push(`unlock ${name}`);
		},
		uploadMedia: () => Promise.reject(new Error('uploads go through the editor’s mediaUpload')),
		notify: (notice) => void notices.push(notice),
		subscribe: () => () => undefined,
	};
}
