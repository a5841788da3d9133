import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** Svelte compiler options shared by Vite, svelte-check and ESLint. */
export default {
	preprocess: vitePreprocess(),
	compilerOptions: { runes: true }
};
