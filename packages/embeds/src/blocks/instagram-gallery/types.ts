/** One photo of the gallery, as saved: the post's address, the image's address and its text. */
export type InstagramImage = {
	/** The post on Instagram the photo links to. */
	link?: string;
	/** The image itself. */
	url: string;
	/** The post's caption, the image's alternative text. */
	title?: string;
};

/** The attributes of `blockyard/instagram-gallery`. */
export type InstagramGalleryAttributes = {
	/** The connected account's token: kept in the block comment for editors, never in the saved markup. */
	accessToken?: string;
	/** The account's user name, as the provider answers it. */
	instagramUser?: string;
	/** Columns of the grid, 1 to 6. */
	columns: number;
	/** How many of the latest posts to show, 1 to 30. */
	count: number;
	/** The gap between photos in pixels, 0 to 50. */
	spacing: number;
	/** One photo per row on narrow screens. */
	isStackedOnMobile: boolean;
	/** The photos the editor last loaded, read back from the saved markup. */
	images: InstagramImage[];
};
