import { wordpressConfig } from '../../vitest.shared';

export default wordpressConfig;
