import { isBusinessName, tockAddress } from './business-name';

/**
 * Tock's widget settings the container carries: a blue Book now button, in American English,
 * with times in New York's time zone.
 */
export const TOCK_WIDGET_SETTINGS = {
	'data-tock-display-mode': 'Button',
	'data-tock-color-mode': 'Blue',
	'data-tock-locale': 'en-us',
	'data-tock-timezone': 'America/New_York',
} as const;

/**
 * What the block saves (and the editor previews) for a business: the container Tock's widget
 * script turns into its Book now button, and a plain link to the business's Tock page, which
 * is what a visitor without JavaScript follows. Nothing for a name Tock cannot hold.
 */
export function TockWidget({ name }: { readonly name: string | undefined }) {
	if (!isBusinessName(name)) {
		return null;
	}
	const href = tockAddress(name);
	return (
		<>
			<div id="Tock_widget_container" {...TOCK_WIDGET_SETTINGS} />
			<a className="blockyard-tock__link" href={href}>
				{href.replace(/^https:\/\//, '')}
			</a>
		</>
	);
}
