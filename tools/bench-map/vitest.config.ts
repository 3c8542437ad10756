import { nodeConfig } from '../../vitest.shared.ts';

export default nodeConfig;
