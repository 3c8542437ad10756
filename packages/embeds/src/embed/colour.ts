// Colours read from a provider's embed code: kept only as exactly six letters or digits
// (`00a2ff`), with or without a leading `#`, so nothing else in a pasted code reaches a
// saved address or style.

/**
 * The six characters of a colour from an embed code, without `#`; `undefined` for anything else.
 *
 * @example
 * embedCodeColour('#00A2FF') // '00A2FF'
 * embedCodeColour('00a2ff;background:url(x)') // undefined
 */
export function embedCodeColour(value: string | null | undefined): string | undefined {
	const match = /^#?([a-z0-9]{6})$/i.exec(value ?? '');
	return match?.[1];
}
