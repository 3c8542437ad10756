/** The attributes of `blockyard/pinterest`. */
export type PinterestAttributes = {
	/**
	 * The pin's, board's or profile's address on `www.pinterest.com`
	 * (`https://www.pinterest.com/pin/<id>/`, `…/<user>/<board>/`, `…/<user>/`); unset until embedded.
	 */
	url?: string;
};
