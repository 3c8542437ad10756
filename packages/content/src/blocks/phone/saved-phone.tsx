import { parsePhoneText } from './phone-text';

/**
 * The phone block's text: the label before the number as plain text, the number
 * as typed in a `tel:` link of its digits, its text the schema.org `telephone` of
 * the contact info's item. A text without a digit is shown as it is. A pure
 * function of the text, rendered by `save`.
 */
export function SavedPhone({ text }: { text: string }) {
	const phone = parsePhoneText(text);
	if (!phone) {
		return <>{text}</>;
	}
	return (
		<>
			{phone.prefix}
			<a href={phone.href}>
				<span itemProp="telephone">{phone.number}</span>
			</a>
		</>
	);
}
