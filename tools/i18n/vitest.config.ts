import { nodeConfig, withSharedModules } from '../../vitest.shared.ts';

export default withSharedModules(nodeConfig);
