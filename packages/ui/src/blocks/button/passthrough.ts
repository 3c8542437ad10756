const ALLOWED = /^(?:data-[a-z0-9-]+|aria-[a-z]+|name|id|title|target|rel|form)$/;

/**
 * The passthrough attributes a parent asked for that are safe to put on the
 * element: `data-*`, `aria-*`, `name`, `id`, `title`, `target`, `rel` and `form`,
 * with string values. Event handlers, `style`, `class` and the like are dropped.
 */
export function passthroughProps(
	attributes: Readonly<Record<string, unknown>> | undefined
): Record<string, string> {
	const props: Record<string, string> = {};
	for (const [key, value] of Object.entries(attributes ?? {})) {
		if (ALLOWED.test(key) && typeof value === 'string') {
			props[key] = value;
		}
	}
	return props;
}
