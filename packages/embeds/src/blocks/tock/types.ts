/** The attributes of `blockyard/tock`. */
export type TockAttributes = {
	/** The business's name on Tock (`roadhouse` for `https://www.exploretock.com/roadhouse`); unset until one is entered. */
	url?: string;
};
