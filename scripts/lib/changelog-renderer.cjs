// How `nx release changelog` writes a package's CHANGELOG.md entry from the version plans
// in .nx/version-plans/ (docs/decisions/0019-releases-with-version-plans.md). A plan's
// body is written as a changelog entry is: bullets under `### Changed`, `### Added`,
// `### Fixed`, `### Removed`, `### Security` (text before any heading counts as Changed).
// The entry joins every plan's sections under one version title, in that order, and
// lists the @blockyard dependencies the release moved. CommonJS, because Nx loads a
// renderer with `require`.

/** The order of sections in an entry; others follow in the order the plans use them. */
const SECTION_ORDER = ['Changed', 'Added', 'Fixed', 'Deprecated', 'Removed', 'Security'];
const DEFAULT_SECTION = 'Changed';

/** Splits a plan's body into its sections: `[heading, text][]`, text trimmed, empty ones dropped. */
function planSections(body) {
	const sections = [];
	let heading = DEFAULT_SECTION;
	let lines = [];
	const flush = () => {
		const text = lines.join('\n').trim();
		if (text) {
			sections.push([heading, text]);
		}
	};
	for (const line of body.split('\n')) {
		const match = /^###\s+(.+?)\s*$/.exec(line);
		if (match) {
			flush();
			heading = match[1];
			lines = [];
		} else {
			lines.push(line);
		}
	}
	flush();
	return sections;
}

/** Every plan's sections merged: one `### heading` each, in SECTION_ORDER, the plans' text in their order. */
function mergeSections(bodies) {
	const merged = new Map();
	for (const body of bodies) {
		for (const [heading, text] of planSections(body)) {
			merged.set(heading, [...(merged.get(heading) ?? []), text]);
		}
	}
	const rank = (heading) => {
		const index = SECTION_ORDER.indexOf(heading);
		return index === -1 ? SECTION_ORDER.length : index;
	};
	return [...merged.entries()]
		.map(([heading, texts], order) => ({ heading, texts, order }))
		.sort((a, b) => rank(a.heading) - rank(b.heading) || a.order - b.order);
}

class BlockyardChangelogRenderer {
	/** @param {import('nx/release/changelog-renderer').ChangelogRendererConfig} config */
	constructor(config) {
		this.config = config;
	}

	changesOfProject() {
		const { changes, project } = this.config;
		return changes.filter(
			(change) =>
				project === null ||
				change.affectedProjects === '*' ||
				(Array.isArray(change.affectedProjects) && change.affectedProjects.includes(project))
		);
	}

	title() {
		const date = this.config.changelogRenderOptions?.versionTitleDate
			? ` (${new Date().toISOString().slice(0, 10)})`
			: '';
		return `## ${this.config.changelogEntryVersion}${date}`;
	}

	render() {
		const sections = mergeSections(this.changesOfProject().map((change) => change.description ?? ''));
		const bumps = this.config.dependencyBumps ?? [];
		if (sections.length === 0 && bumps.length === 0) {
			const empty = this.config.entryWhenNoChanges;
			return empty ? `${this.title()}\n\n${empty}` : '';
		}
		const parts = [this.title()];
		for (const { heading, texts } of sections) {
			parts.push(`### ${heading}`, texts.join('\n'));
		}
		if (bumps.length > 0) {
			parts.push(
				'### Dependencies',
				bumps
					.map(({ dependencyName, newVersion }) => `- \`${dependencyName}\` ${newVersion}`)
					.join('\n')
			);
		}
		return parts.join('\n\n');
	}
}

module.exports = BlockyardChangelogRenderer;
module.exports.planSections = planSections;
module.exports.mergeSections = mergeSections;
