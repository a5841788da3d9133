import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** Svelte compiler options shared by Vite, svelte-check and ESLint. */
export default {
	preprocess: vitePreprocess(),
	// discloseVersion: no global version marker in the bundle (bytes of the first load, no use to the app).
	compilerOptions: { runes: true, discloseVersion: false }
};
