/**
 * The end-to-end project's global setup: one production build, one server for it and one
 * Chromium for all the end-to-end files, which connect to them (`sharedApp` in harness.ts).
 */
import type { TestProject } from 'vitest/node';
import { builtApp, launchChromiumServer, serveApp } from './app-server';

/** Starts the build's server and Chromium, provides where they are as `app`, and returns their teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
	// Chromium first: without it the suite fails at once, saying how to install it.
	const chromium = await launchChromiumServer();
	try {
		const outDir = await builtApp();
		const server = await serveApp(outDir);
		project.provide('app', { outDir, url: server.url, chromium: chromium.wsEndpoint() });
		return async () => {
			await chromium.close();
			await server.close();
		};
	} catch (error) {
		await chromium.close();
		throw error;
	}
}
