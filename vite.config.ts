import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// Component tests need Svelte's browser build, not its server build.
const underVitest = Boolean(process.env.VITEST);

export default defineConfig({
	plugins: [svelte()],
	base: './',
	publicDir: 'static',
	resolve: underVitest ? { conditions: ['browser'] } : undefined,
	worker: { format: 'es' },
	build: { target: 'es2022', sourcemap: false },
	preview: { port: 4173, strictPort: false },
	test: {
		include: ['tests/**/*.test.ts'],
		environment: 'node',
		setupFiles: ['tests/setup.ts'],
		testTimeout: 30_000,
		hookTimeout: 120_000
	}
});
