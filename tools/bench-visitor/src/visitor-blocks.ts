import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A block whose saved markup gets a script on the visitor's page, and the post to show it in. */
export interface VisitorBlock {
	/** The package folder (`content`, `embeds`…). */
	readonly packageFolder: string;
	/** `blockyard/<folder>`. */
	readonly blockName: string;
	/** What the package's visitor script looks for in the page to start the block's view. */
	readonly selector: string;
	/** The fixture case whose saved markup the post holds, e.g. `blockyard__map__markers`. */
	readonly fixture: string;
	/** That markup, block comments and all, as a post stores it. */
	readonly markup: string;
	/** An element the view adds or marks once it has drawn, when it has one (see {@link READY_MARKERS}). */
	readonly readySelector?: string | undefined;
}

/** The packages whose visitor script starts each block's view from a table (`src/view/views.ts`). */
export const VIEW_PACKAGES = ['content', 'embeds', 'media', 'payments'] as const;

/**
 * The contact form has no view table: the forms package's visitor script (`hydrateContactForms`)
 * is its one view, found by its block's class.
 */
export const CONTACT_FORM = {
	packageFolder: 'forms',
	folder: 'contact-form',
	selector: '.wp-block-blockyard-contact-form',
} as const;

/**
 * The views that mark the block once they have drawn it, so the bench can wait for that rather
 * than for their script's arrival alone: the map (Leaflet or MapKit drawn) and the slideshow
 * (Swiper started).
 */
export const READY_MARKERS: Readonly<Record<string, string>> = {
	'blockyard/map': '.wp-block-blockyard-map.is-interactive',
	'blockyard/slideshow': '.wp-block-blockyard-slideshow.is-slider',
};

/**
 * The blocks of a view table's source (a package's `src/view/views.ts`, which `npm run blocks`
 * writes): each entry's selector and the block folder its `import()` names.
 *
 * @example
 * viewsOfRegistry(`{ selector: '.wp-block-blockyard-map', load: () => import('../blocks/map/view') }`);
 * // [{ selector: '.wp-block-blockyard-map', folder: 'map' }]
 */
export function viewsOfRegistry(source: string): { selector: string; folder: string }[] {
	const entry = /selector:\s*'([^']+)',\s*load:\s*\(\)\s*=>\s*import\('\.\.\/blocks\/([\w-]+)\/view'\)/g;
	return Array.from(source.matchAll(entry), ([, selector = '', folder = '']) => ({ selector, folder }));
}

/** The class names a compound selector of classes (`.a.b`) needs; anything else is refused. */
export function selectorClasses(selector: string): string[] {
	if (!/^(\.[\w-]+)+$/.test(selector)) {
		throw new Error(`The bench reads only selectors of classes (.a.b), not '${selector}'.`);
	}
	return selector.slice(1).split('.');
}

/** Whether some element of `html` has every class of `selector` (a compound selector of classes). */
export function markupMatches(html: string, selector: string): boolean {
	const wanted = selectorClasses(selector);
	return Array.from(html.matchAll(/\sclass="([^"]*)"/g), ([, value = '']) => value.split(/\s+/)).some(
		(classes) => wanted.every((name) => classes.includes(name))
	);
}

/**
 * The fixture case a block's post is made of: of `cases` (file names without `.html`), the block's
 * own default case first, then the others by name, leaving out the deprecated and empty ones, the
 * first whose markup has an element the view starts on.
 */
export function chooseFixture(
	blockName: string,
	cases: ReadonlyMap<string, string>,
	selector: string
): string | undefined {
	const prefix = blockName.replace('/', '__');
	const names = [...cases.keys()]
		.filter((name) => name === prefix || name.startsWith(`${prefix}__`))
		.filter((name) => !/__(deprecated|empty)/.test(name))
		.sort((a, b) => (a === prefix ? -1 : b === prefix ? 1 : a.localeCompare(b)));
	return names.find((name) => markupMatches(cases.get(name) ?? '', selector));
}

/** The `.html` fixture cases of a package (`packages/<folder>/test/fixtures`), by name. */
function fixtureCases(root: string, packageFolder: string): Map<string, string> {
	const dir = join(root, 'packages', packageFolder, 'test/fixtures');
	if (!existsSync(dir)) {
		return new Map();
	}
	return new Map(
		readdirSync(dir)
			.filter((file) => file.endsWith('.html') && !file.endsWith('.serialized.html'))
			.map((file) => [file.slice(0, -'.html'.length), readFileSync(join(dir, file), 'utf8')])
	);
}

/**
 * Every block with a visitor's script, from the packages' view tables and the contact form, each
 * with the saved markup of one of its fixtures. Throws for a block without a fixture whose markup
 * its view starts on, so a new view cannot go unmeasured.
 */
export function visitorBlocks(root: string): VisitorBlock[] {
	const listed = [
		...VIEW_PACKAGES.flatMap((packageFolder) =>
			viewsOfRegistry(
				readFileSync(join(root, 'packages', packageFolder, 'src/view/views.ts'), 'utf8')
			).map((view) => ({ packageFolder, ...view }))
		),
		CONTACT_FORM,
	];
	return listed.map(({ packageFolder, folder, selector }) => {
		const blockName = `blockyard/${folder}`;
		const cases = fixtureCases(root, packageFolder);
		const fixture = chooseFixture(blockName, cases, selector);
		if (fixture === undefined) {
			throw new Error(
				`${blockName} has a visitor's view but no fixture in packages/${packageFolder}/test/fixtures whose markup matches ${selector}.`
			);
		}
		return {
			packageFolder,
			blockName,
			selector,
			fixture,
			markup: cases.get(fixture) ?? '',
			readySelector: READY_MARKERS[blockName],
		};
	});
}
