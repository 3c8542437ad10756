import type { LaunchOptions } from '@playwright/test';

import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';

/** Debian's chromium with the flags this machine needs; Playwright never downloads a browser. */
export const chromiumLaunchOptions: LaunchOptions = {
	executablePath: chromiumPath,
	args: [...chromiumArgs],
};
