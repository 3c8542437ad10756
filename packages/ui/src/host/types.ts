/**
 * What the editor around a Blockyard block provides. Blocks never reach for
 * `wp.data` stores or the playground directly: they ask the host, so the same
 * block runs inside wp-admin and in the playground editor.
 */
export type SiteType = 'simple' | 'atomic' | 'self-hosted';

export interface HostPost {
	/** The id of the post being edited, when it has one. */
	readonly id: number | undefined;
	readonly title: string;
}

export interface UploadedMedia {
	readonly id: number;
	readonly url: string;
	readonly mime: string;
	readonly alt: string;
}

export interface HostSite {
	/** WordPress locale of the site, e.g. `en_US`, `de_DE`. */
	readonly locale: string;
	readonly type: SiteType;
	/** Feature flags by name; a missing flag is off. */
	readonly features: Readonly<Record<string, boolean>>;
}

export interface HostRest {
	/** Root of the site's REST API (`…/wp-json/`), ending with a slash. */
	readonly root: string;
	/**
	 * Root the provider's namespaces (`wpcom/v2`, …) are reached through. Inside
	 * WordPress it is the site's own root; tests may point it elsewhere.
	 */
	readonly providerRoot: string;
	/** The REST nonce sent as `X-WP-Nonce`, when the host has one. */
	readonly nonce: string | undefined;
	/** The streamed AI query endpoint, when not the provider's public one (the local provider's, in tests). */
	readonly aiQueryUrl?: string | undefined;
}

export interface BlockyardHost {
	readonly site: HostSite;
	readonly rest: HostRest;
	getPost(): HostPost;
	setPostTitle(title: string): void;
	/** Keeps the post from being saved until `unlockPostSaving` is called with the same name. */
	lockPostSaving(lockName: string): void;
	unlockPostSaving(lockName: string): void;
	uploadMedia(file: File): Promise<UploadedMedia>;
	notify(notice: { status: 'success' | 'info' | 'warning' | 'error'; message: string }): void;
	/** Calls `listener` whenever the post changes; returns the unsubscribe function. */
	subscribe(listener: () => void): () => void;
}
