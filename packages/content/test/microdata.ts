/**
 * A small reader of HTML microdata for tests, after the HTML standard's algorithm
 * (without `itemref`): the top-level items of a document (elements with
 * `itemscope` and no `itemprop`), each with its types and its properties. A
 * property belongs to the nearest `itemscope` around it; a nested item is the
 * value of its `itemprop` and keeps its own properties.
 */
export type MicrodataItem = {
	type: string[];
	properties: Record<string, MicrodataValue[]>;
};
export type MicrodataValue = string | MicrodataItem;

const URL_PROPERTY_ELEMENTS = new Set(['a', 'area', 'link']);
const SOURCE_PROPERTY_ELEMENTS = new Set(['audio', 'embed', 'iframe', 'img', 'source', 'track', 'video']);

function propertyValue(element: Element): MicrodataValue {
	if (element.hasAttribute('itemscope')) {
		return readItem(element);
	}
	const tag = element.localName;
	if (tag === 'meta') {
		return element.getAttribute('content') ?? '';
	}
	if (URL_PROPERTY_ELEMENTS.has(tag)) {
		return element.getAttribute('href') ?? '';
	}
	if (SOURCE_PROPERTY_ELEMENTS.has(tag)) {
		return element.getAttribute('src') ?? '';
	}
	if (tag === 'time' && element.hasAttribute('datetime')) {
		return element.getAttribute('datetime') ?? '';
	}
	if (tag === 'data' || tag === 'meter') {
		return element.getAttribute('value') ?? '';
	}
	return element.textContent ?? '';
}

function collectProperties(parent: Element, properties: Record<string, MicrodataValue[]>): void {
	for (const child of parent.children) {
		for (const name of (child.getAttribute('itemprop') ?? '').split(/\s+/).filter(Boolean)) {
			(properties[name] ??= []).push(propertyValue(child));
		}
		if (!child.hasAttribute('itemscope')) {
			collectProperties(child, properties);
		}
	}
}

function readItem(element: Element): MicrodataItem {
	const properties: Record<string, MicrodataValue[]> = {};
	collectProperties(element, properties);
	return { type: (element.getAttribute('itemtype') ?? '').split(/\s+/).filter(Boolean), properties };
}

/** The top-level microdata items of `html`, in document order. */
export function extractMicrodata(html: string): MicrodataItem[] {
	const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
	return Array.from(document.querySelectorAll('[itemscope]:not([itemprop])')).map(readItem);
}

/**
 * The `itemprop` elements that belong to no item: the HTML standard makes them
 * non-conforming, and readers of microdata drop them.
 */
export function strayProperties(html: string): string[] {
	const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
	return Array.from(document.querySelectorAll('[itemprop]'))
		.filter((element) => element.parentElement?.closest('[itemscope]') == null)
		.map((element) => element.outerHTML);
}
