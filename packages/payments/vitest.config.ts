import { wordpressConfig } from '../../vitest.shared.ts';

export default wordpressConfig;
