// The playground's visitor page (preview.html), built beside the editor: see vite.config.ts.
import { defineConfig } from 'vite';

import { playgroundConfig } from './vite.config.ts';

export default defineConfig(playgroundConfig('preview'));
