import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** Svelte compiler options shared by Vite, svelte-check and ESLint. */
export default {
	preprocess: vitePreprocess(),
	// discloseVersion: no global version marker in the bundle (bytes of the first load, no use to the app).
	// cssHash: scoped class names "s1abcde" rather than Svelte's "svelte-1abcde", hashed the same
	// way (the file's name, else its styles); written in every template of the first load (75 B).
	compilerOptions: {
		runes: true,
		discloseVersion: false,
		/** @type {NonNullable<import('svelte/compiler').CompileOptions['cssHash']>} */
		cssHash: ({ hash, css, filename }) =>
			`s${hash(filename === '(unknown)' ? css : (filename ?? css))}`
	}
};
