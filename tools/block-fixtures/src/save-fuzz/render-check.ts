// One value's check: the fuzzed template's block saved, its markup checked (saved-markup-checks.ts)
// and parsed back; what is wrong becomes findings.
import { parse, serialize, type Block } from '@wordpress/blocks';

import { describeValidationIssues, flattenBlocks } from '../blocks';
import type { HostileValue } from '../hostile-values';
import { checkSavedMarkup } from '../saved-markup-checks';
import { policyOf, type BlockFuzzContext } from './context';
import { emittedOf, errorLine, issueKey, type Finding } from './findings';
import { toBlock, type Template } from './templates';

/**
 * Renders the template's block as saved markup and checks it; findings go to `findings`.
 * Issues the template's own markup has (`baseline`) are left out: they are reported once.
 */
export function renderAndCheck(
	context: BlockFuzzContext,
	template: Template,
	where: string,
	value: HostileValue,
	baseline: ReadonlySet<string>,
	findings: Finding[]
): void {
	let html: string;
	try {
		html = serialize([toBlock(template)]);
	} catch (error) {
		findings.push({ kind: 'save-throws', where, value: value.value, emitted: errorLine(error) });
		return;
	}
	// Markup in an attribute the block saves as markup (rich text) is held to the same rules:
	// the block writes it through the saved-output policy's rich-text rule.
	for (const issue of checkSavedMarkup(html, policyOf(context))) {
		if (!baseline.has(issueKey(issue))) {
			findings.push({ kind: issue.kind, where, value: value.value, emitted: emittedOf(issue) });
		}
	}
	let parsed: Block[];
	try {
		parsed = parse(html, { __unstableSkipMigrationLogs: true });
	} catch (error) {
		findings.push({ kind: 'parse-throws', where, value: value.value, emitted: errorLine(error) });
		return;
	}
	const invalid = flattenBlocks(parsed).find((block) => !block.isValid);
	if (parsed.length !== 1 || parsed[0]?.name !== template.name) {
		findings.push({
			kind: 'parse-back',
			where,
			value: value.value,
			emitted: `parses back as ${parsed.map((block) => block.name).join(', ') || 'nothing'}`,
		});
	} else if (invalid) {
		const issues = describeValidationIssues(invalid)
			.split('\n')
			.slice(0, 3)
			.join(' ')
			.replace(/\s+/g, ' ');
		findings.push({
			kind: 'parse-back',
			where,
			value: value.value,
			emitted: issues.length > 300 ? `${issues.slice(0, 297)}…` : issues,
		});
	}
}
