import type { AiFeature, Api, EmbedPreview } from '@blockyard/api-client';

import type { BlockTier } from '../blocks/tiers';
import type { HostVideoCalls } from './video-calls';

/**
 * What the editor around a Blockyard block provides. Blocks never reach for
 * `wp.data` stores of the editor or the playground directly: they ask the host
 * (`useHost()`), so the same block runs inside wp-admin and in the playground.
 */
export type SiteType = 'simple' | 'atomic' | 'self-hosted';

export interface HostPost {
	/** The id of the post being edited, when it has one. */
	readonly id: number | undefined;
	readonly title: string;
	/**
	 * Whether the current user may publish this post (WordPress: the post offers its
	 * publish action). Absent when the host edits no post (a template, a widget area)
	 * or cannot tell: no publish right applies there.
	 */
	readonly canPublish?: boolean;
	/**
	 * True while the post is being saved, from the moment the save starts until it ends;
	 * a block that saves something of its own with the post watches it turn true
	 * (`useHostPost()`). Absent when the host does not say.
	 */
	readonly isSaving?: boolean;
	/** The post's address for visitors, once it has one. */
	readonly link?: string;
	/** The post's excerpt as the author wrote it (`''`: none). Absent when the host edits no post. */
	readonly excerpt?: string;
	/** The ids of the post's tags (`terms.list(api, 'tags')`). Absent when the host edits no post. */
	readonly tags?: readonly number[];
	/** The ids of the post's categories (`terms.list(api, 'categories')`). Absent when the host edits no post. */
	readonly categories?: readonly number[];
}

/**
 * Changes to the post's excerpt and terms, each optional: see {@link BlockyardHost.editPost}.
 * A list of term ids replaces the post's; the terms exist on the site already (a new tag is
 * made with `terms.createTag` first).
 */
export interface HostPostEdits {
	readonly excerpt?: string;
	readonly tags?: readonly number[];
	readonly categories?: readonly number[];
}

/** One size the media library made of an uploaded image (`thumbnail`, `medium`, `large`, `full`, …). */
export interface UploadedMediaSize {
	readonly url: string;
	readonly width: number;
	readonly height: number;
}

export interface UploadedMedia {
	readonly id: number;
	readonly url: string;
	readonly mime: string;
	readonly alt: string;
	readonly caption?: string;
	/** An image's size in pixels, when the library measured it. */
	readonly width?: number;
	readonly height?: number;
	/** The smaller sizes the library made of an image, by name; only those smaller than the image. */
	readonly sizes?: Readonly<Record<string, UploadedMediaSize>>;
}

export interface HostSite {
	/** WordPress locale of the site, e.g. `en_US`, `de_DE`. */
	readonly locale: string;
	readonly type: SiteType;
	/**
	 * The site's id on the hosted platform (its blog id), when the host knows it. A simple
	 * site asks the platform for its AI token under this id.
	 */
	readonly id?: number;
	/**
	 * Feature flags by name; a missing flag is off. `video-chapters`: the site has video
	 * chapters, so the hosted video block offers its Details panel (title and description,
	 * whose timed lines become the video's chapters).
	 */
	readonly features: Readonly<Record<string, boolean>>;
	/**
	 * True for a private site, one only its members may see (WordPress's
	 * `blog_public` of -1); absent or false for a public one.
	 */
	readonly isPrivate?: boolean;
	/**
	 * The paid blocks the site's plan does not include, by block name, each with the plan that
	 * does: the editor asks to upgrade above such a block. Absent, or a block not in it: the
	 * site may use the block as it is.
	 */
	readonly requiredPlans?: Readonly<Record<string, HostRequiredPlan>>;
	/**
	 * The block tiers the site lets its editor register beside production (`beta`,
	 * `experimental`, which takes in beta): WordPress's `blockyard_block_tiers` option, the
	 * playground's `?tiers=`. Absent: production blocks only.
	 */
	readonly blockTiers?: readonly BlockTier[];
	/**
	 * The site's AI plan and quota as the page knew them when it loaded (WordPress prints them
	 * with the page): the AI blocks start from them instead of asking the service. Absent: the
	 * first AI block that needs them asks.
	 */
	readonly ai?: AiFeature;
}

/** The plan a paid block needs and the site lacks. */
export interface HostRequiredPlan {
	/** The plan's product slug, which its checkout takes, e.g. `value_bundle`. */
	readonly slug: string;
	/** The plan's name as people know it, e.g. `Premium`. */
	readonly name: string;
	/**
	 * Where upgrading happens, when the host knows it; otherwise the provider's checkout for
	 * `slug`, which brings the author back to the editor.
	 */
	readonly checkoutUrl?: string;
}

/** A link a notice offers, e.g. 'View my plan'. */
export interface HostNoticeAction {
	readonly label: string;
	readonly url: string;
}

/** A message for the person editing: see {@link BlockyardHost.notify}. */
export interface HostNotice {
	readonly status: 'success' | 'info' | 'warning' | 'error';
	readonly message: string;
	/** Links the notice offers beside its message. */
	readonly actions?: readonly HostNoticeAction[];
}

/** A property of a usage event: stored by the analytics service as it is. */
export type HostTrackingProps = Readonly<Record<string, string | number | boolean | null>>;

/** One usage event for the host to record: see {@link BlockyardHost.track}. */
export interface HostTrackingEvent {
	/** `jetpack_…` or `wpcom_…`, lower-case snake case (`createTracker` in @blockyard/connection checks it). */
	readonly name: string;
	readonly props: HostTrackingProps;
	/** The connected user the event is recorded for: events are recorded for no one else. */
	readonly user: { readonly ID: number; readonly login: string };
}

/** Which editor the host is: a post's, the site editor (templates), or the widgets screen. */
export type HostEditorKind = 'post' | 'site' | 'widgets';

export interface BlockyardHost {
	readonly site: HostSite;
	/**
	 * Which editor the blocks are in. Absent: a post editor. A `no-post-editor` block registers
	 * only in the others.
	 */
	readonly editorKind?: HostEditorKind;
	/**
	 * The site as `@blockyard/api-client`'s calls take it, made once by the host:
	 * `businessHours.localizedWeek(host.api)`. Blocks never make one of their own.
	 */
	readonly api: Api;
	getPost(): HostPost;
	setPostTitle(title: string): void;
	/**
	 * Changes the post's excerpt, tags or categories, saved with the post. One call is one
	 * undo step, however many fields it changes. Absent on hosts that edit no post.
	 */
	editPost?(edits: HostPostEdits): void;
	/** Keeps the post from being saved until `unlockPostSaving` is called with the same name. */
	lockPostSaving(lockName: string): void;
	unlockPostSaving(lockName: string): void;
	uploadMedia(file: File): Promise<UploadedMedia>;
	/** Shows a notice: success and info ones pass as snackbars, warnings and errors stay. */
	notify(notice: HostNotice): void;
	/** Calls `listener` whenever the post changes; returns the unsubscribe function. */
	subscribe(listener: () => void): () => void;
	/**
	 * Records a usage event with the provider's analytics. Optional: a host without it
	 * records nothing. It never throws and never waits: analytics must not disturb the
	 * editor. Blocks do not call it directly: they use `useTracker()` from
	 * @blockyard/connection, which records only for a connected user and allowed names.
	 */
	track?(event: HostTrackingEvent): void;
	/**
	 * The editor's embed-preview lookup: the oEmbed the site's proxy gives for `url` (WordPress:
	 * core-data's `getEmbedPreview`, which keeps each answer for every block of the editor), or
	 * `undefined` when the site cannot embed the address. Optional: without it, blocks ask the
	 * site's oEmbed proxy themselves (`embedPreviews.get` of @blockyard/api-client). Blocks take
	 * only what they recognise of its HTML.
	 */
	embedPreview?(url: string): Promise<EmbedPreview | undefined>;
	/**
	 * The host's own calls for a hosted video's poster and text tracks, each optional: the
	 * video block uses them in place of `@blockyard/api-client`'s (a host whose service is
	 * reached another way). Absent: the block calls the service itself.
	 */
	readonly video?: HostVideoCalls;
}
