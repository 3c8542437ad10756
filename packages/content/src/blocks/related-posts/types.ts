/** `registerBlockType<T>` wants a type alias, not an interface. */
export type RelatedPostsAttributes = {
	/** `grid` (the default) or `list`. */
	postLayout: 'grid' | 'list';
	displayDate: boolean;
	displayAuthor: boolean;
	/** The line saying why a post is related (its category, as the site gives it). */
	displayContext: boolean;
	displayThumbnails: boolean;
	displayHeadline: boolean;
	/** Shown above the posts while `displayHeadline` is on. */
	headline: string;
	/** 1-6; other stored values are clamped when shown. */
	postsToShow: number;
};
