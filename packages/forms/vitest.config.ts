import { withSharedModules, wordpressConfig } from '../../vitest.shared.ts';

export default withSharedModules(wordpressConfig);
