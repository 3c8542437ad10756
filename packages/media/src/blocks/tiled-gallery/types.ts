/** The gallery's layouts: its block styles (`is-style-<style>`). */
export type TiledGalleryStyle = 'rectangular' | 'circle' | 'square' | 'columns';

/** The image filters, as stored in `imageFilter`; no filter ('Original') is no value. */
export type TiledGalleryFilter = 'black-and-white' | 'sepia' | '1977' | 'clarendon' | 'gingham';

/** Where an image's link goes: its attachment page, the image file itself, or nowhere. */
export type TiledGalleryLinkTo = 'attachment' | 'media' | 'none';

/** One image of the gallery, as saved and read back from the markup. */
export type TiledGalleryImage = {
	/** The image's alternative text. */
	alt?: string;
	/**
	 * The image's size in pixels, when known: the layout uses its ratio (1 when unknown). Read
	 * back from the saved markup, they are numeric strings.
	 */
	width?: number | string;
	height?: number | string;
	/** The media library item's id (read back from the markup as a string). */
	id?: string | number;
	/** The image's attachment page. */
	link?: string;
	/** The image file (the large size when the library has one); `blob:` while it uploads. */
	url?: string;
};

/** The attributes of `blockyard/tiled-gallery`. */
export type TiledGalleryAttributes = {
	/** `center` (the default), `wide` or `full`. */
	align?: 'center' | 'wide' | 'full';
	/** Images per row of the circle, square and columns styles; min(3, images) when unset. */
	columns?: number;
	/** Each row's column widths in % (5 decimals), recorded once the author changed the gallery. */
	columnWidths: number[][];
	/** The images' media ids, derived from `images`: never set directly. */
	ids: number[];
	imageFilter?: TiledGalleryFilter;
	images: TiledGalleryImage[];
	/** Provided to inner blocks as context; the styles crop as they always do. */
	imageCrop: boolean;
	linkTo: TiledGalleryLinkTo;
	/** Rounded corners in px, 0 to 20 (not for circles). */
	roundedCorners: number;
	className?: string;
	/** The inserter's example: a drawn gallery, nothing loaded. Unset (no default) in every saved block. */
	preview?: boolean;
};
