export { describeBlockFixtures, type BlockFixturesOptions } from './describe-block-fixtures';
export { toExpectedBlocks, describeValidationIssues, type ExpectedBlock } from './blocks';
export { deprecationCase, fixturePrefix, listFixtures, type Fixture } from './fixture-files';
export {
	describeMarkupAllowance,
	savedTagsAndAttributes,
	type MarkupAllowance,
	type MarkupAllowanceOptions,
} from './describe-markup-allowance';
export { describeStartViews, type StartableView, type StartViews } from './describe-start-views';
export { describeSaveFuzz, DEFAULT_FUZZ_SEED, type SaveFuzzOptions } from './save-fuzz/describe-save-fuzz';
export {
	CORE_HOSTILE_VALUES,
	HOSTILE_VALUES,
	randomHostileValues,
	wrongShapes,
	type HostileKind,
	type HostileValue,
} from './hostile-values';
export {
	browserUrl,
	checkSavedMarkup,
	decodeEntities,
	foreignMedia,
	readCss,
	scriptUrl,
	srcsetUrls,
	styleLoads,
	urlScheme,
	type MarkupIssue,
	type MarkupIssueKind,
	type SavedMarkupPolicy,
} from './saved-markup-checks';
