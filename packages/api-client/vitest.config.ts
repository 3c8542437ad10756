import { nodeConfig } from '../../vitest.shared';

export default nodeConfig;
