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
