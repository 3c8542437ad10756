import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
	plugins: [react()],
	// Gutenberg is large; its media workers are split out and load only on an upload.
	build: { chunkSizeWarningLimit: 16000 },
});
