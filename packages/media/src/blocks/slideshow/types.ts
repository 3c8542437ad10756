/** One image of a slideshow, as the block stores it. */
export type SlideshowImage = {
	/** The media library's id of the image; 0 for an image not in the library. */
	id: number;
	/** Its address; a `blob:` address while it uploads (never saved). */
	url: string;
	/** Its text alternative; empty for a decorative image. */
	alt: string;
	/** Its caption, as plain text; empty for none. */
	caption: string;
};

/** How one slide gives way to the next. */
export type SlideshowEffect = 'slide' | 'fade';

/** The attributes of `blockyard/slideshow`. */
export type SlideshowAttributes = {
	/** The block's alignment: center (default), wide or full. */
	align: string;
	/** Whether the slides advance by themselves on a visitor's page. */
	autoplay: boolean;
	/** Seconds between two slides while it plays, 1 to 5. */
	delay: number;
	/** The media library's ids of the images, in their order (derived from `images`). */
	ids: number[];
	images: SlideshowImage[];
	effect: SlideshowEffect;
	/** The image size the slides show (`large`, `full`, …); the image's own address when unset. */
	sizeSlug?: string;
	/** The inserter's example: a drawn slideshow, nothing loaded. Unset (no default) in every saved block. */
	preview?: boolean;
};
