import { createApi, type Api } from '@blockyard/api-client';
import type { BlockyardHost, HostPost } from '@blockyard/ui';

/** The REST root of the site a test host talks to; tests stub `fetch` for it. */
export const TEST_SITE_ROOT = 'http://site.test/wp-json/';

/** A host that keeps what blocks asked of it, for tests to read. */
export interface RecordingHost extends BlockyardHost {
	/** The save locks held now. */
	readonly locks: Set<string>;
	/** Every lock and unlock, in order: `lock <name>` / `unlock <name>`. */
	readonly lockHistory: string[];
	readonly notices: { status: string; message: string }[];
	/** Starts (true) or ends (false) the post's saving, as an editor's Save does; subscribers hear it. */
	setPostSaving(isSaving: boolean): void;
}

export interface TestHostOptions {
	readonly locale?: string;
	readonly postTitle?: string;
	/** Whether the user may publish the post; `undefined`: the editor edits no post (a template, say). Default true. */
	readonly canPublish?: boolean | undefined;
	/** The post's address for visitors. */
	readonly postLink?: string;
	/** The site's api; default: one at {@link TEST_SITE_ROOT}, for which tests stub `fetch`. */
	readonly api?: Api;
	/** The site's feature flags; default none. */
	readonly features?: Readonly<Record<string, boolean>>;
	/** The host's own video calls (`BlockyardHost.video`); default none. */
	readonly video?: BlockyardHost['video'];
}

/**
 * A host of a self-hosted site in `locale` whose REST root is {@link TEST_SITE_ROOT}. Uploads go
 * through the editor's `mediaUpload` setting in these tests, so the host's own upload refuses.
 */
export function testHost(options: TestHostOptions = {}): RecordingHost {
	const locks = new Set<string>();
	const lockHistory: string[] = [];
	const notices: { status: string; message: string }[] = [];
	const listeners = new Set<() => void>();
	const canPublish = 'canPublish' in options ? options.canPublish : true;
	const postWith = (isSaving: boolean): HostPost =>
		Object.freeze({
			id: 1,
			title: options.postTitle ?? 'A post',
			...(canPublish === undefined ? {} : { canPublish }),
			isSaving,
			...(options.postLink === undefined ? {} : { link: options.postLink }),
		});
	let post = postWith(false);
	return {
		locks,
		lockHistory,
		notices,
		site: { locale: options.locale ?? 'en_US', type: 'self-hosted', features: options.features ?? {} },
		...(options.video ? { video: options.video } : {}),
		api: options.api ?? createApi({ root: TEST_SITE_ROOT, nonce: 'nonce-1' }),
		getPost: () => post,
		setPostSaving(isSaving) {
			if (isSaving !== post.isSaving) {
				post = postWith(isSaving);
				for (const listener of [...listeners]) {
					listener();
				}
			}
		},
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
		subscribe(listener) {
			listeners.add(listener);
			return () => {
				listeners.delete(listener);
			};
		},
	};
}
