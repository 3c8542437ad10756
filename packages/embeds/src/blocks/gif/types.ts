/** The attributes of `blockyard/gif`. */
export type GifAttributes = {
	/** The block's alignment (centred by default). */
	align: string;
	/** The caption under the GIF (rich text). */
	caption?: string;
	/** The GIF's page on the GIF service (its `embed_url`); unset until a GIF is chosen. */
	giphyUrl?: string;
	/** What was searched for (or the GIF address pasted). */
	searchText?: string;
	/** The GIF's height as a percentage of its width (`56.2%` by default): the box it is shown in. */
	paddingTop: string;
	/** The GIF file itself (the service's `images.original.url`): what visitors see. */
	imageUrl?: string;
	/** The image's text alternative: the GIF's title. */
	alt?: string;
};
