import { mailtoHref, parseEmailText } from './email-text';

/**
 * The email block's text, each valid address a `mailto:` link whose text is a
 * schema.org `email` of the contact info's item; the rest, and punctuation
 * around an address, plain text. A pure function of the text, rendered by `save`.
 */
export function SavedEmail({ text }: { text: string }) {
	return (
		<>
			{parseEmailText(text).map((part, index) =>
				part.kind === 'text' ? (
					part.text
				) : (
					<a key={index} href={mailtoHref(part.address)}>
						<span itemProp="email">{part.address}</span>
					</a>
				)
			)}
		</>
	);
}
