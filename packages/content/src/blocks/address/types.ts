/** `registerBlockType<T>` wants a type alias, not an interface. */
export type AddressAttributes = {
	/** The street address, first line. */
	address: string;
	addressLine2: string;
	addressLine3: string;
	city: string;
	/** State, province or region. */
	region: string;
	/** Postal or ZIP code. */
	postal: string;
	country: string;
	/** Whether the saved address links to a Google Maps search for it. */
	linkToGoogleMaps: boolean;
};

/** The seven text fields of an address, in the order they are edited and shown. */
export type AddressField = Exclude<keyof AddressAttributes, 'linkToGoogleMaps'>;
