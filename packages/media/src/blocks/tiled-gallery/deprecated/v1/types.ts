// Version 1's attribute types, frozen with its save.

/** Where an image's link went: its attachment page, the image file itself, or nowhere. */
export type V1LinkTo = 'attachment' | 'media' | 'none';

/** One image, as version 1 saved it and reads it back from its markup. */
export type V1Image = {
	alt?: string;
	/** Read back from the markup, the size is a numeric string. */
	width?: number | string;
	height?: number | string;
	id?: string | number;
	link?: string;
	url?: string;
};

/** Version 1's attributes: no `columnWidths`. */
export type V1Attributes = {
	align?: 'center' | 'wide' | 'full';
	columns?: number;
	ids: number[];
	imageFilter?: 'black-and-white' | 'sepia' | '1977' | 'clarendon' | 'gingham';
	images: V1Image[];
	imageCrop: boolean;
	linkTo: V1LinkTo;
	roundedCorners: number;
	className?: string;
};
