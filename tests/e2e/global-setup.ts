/**
 * The end-to-end project's global setup: one production build, one server for it and one
 * Chromium for all the end-to-end files, which connect to them (`sharedApp` in harness.ts), and
 * the add-a-puzzle test's copied project with its type check and build under way.
 *
 * Vitest runs every project's global setup before any test, so nothing here waits for a build:
 * in a fresh clone the build (about 10 s) runs while the Node tests do, and its server takes the
 * announced port once it is done. Until then the port answers 503; after a failed build, its error.
 */
import { createServer } from 'node:http';
import type { TestProject } from 'vitest/node';
import { buildDirectory, builtApp, launchChromiumServer, serveApp } from './app-server';
import { startCopiedPuzzle } from './copied-puzzle';

declare module 'vitest' {
	export interface ProvidedContext {
		/** The directory of the add-a-puzzle test's copied project (tests/e2e/copied-puzzle.ts). */
		copiedPuzzle: string;
	}
}

/**
 * A server holding `port` until the build's server takes it: it answers 503 while the build runs
 * (the test files wait), and once the build failed, 500 with why.
 */
async function holdPort(): Promise<{
	port: number;
	fail(error: unknown): void;
	close(): Promise<void>;
}> {
	let failure = '';
	const server = createServer((_request, response) => {
		response.writeHead(failure ? 500 : 503, {
			'content-type': 'text/plain; charset=utf-8',
			connection: 'close'
		});
		response.end(failure || 'building');
	});
	await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
	const address = server.address();
	return {
		port: typeof address === 'object' && address !== null ? address.port : 0,
		fail: (error) => {
			failure = `The production build for the end-to-end tests failed:\n${String(error)}`;
		},
		close: () =>
			new Promise((closed) => {
				server.close(() => closed());
				// A waiting test file's connection must not keep the port from the build's server.
				server.closeAllConnections();
			})
	};
}

/** Starts Chromium, the build and its server, and the copied project; returns their teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
	// Chromium first: without it the suite fails at once, saying how to install it.
	const chromium = await launchChromiumServer();
	const copied = startCopiedPuzzle();
	const outDir = await buildDirectory();
	const holder = await holdPort();
	const { port } = holder;
	const served = builtApp().then(
		async (built) => {
			await holder.close();
			return serveApp(built, port);
		},
		(error: unknown) => {
			holder.fail(error);
			return holder;
		}
	);
	project.provide('app', {
		outDir,
		url: `http://127.0.0.1:${port}/`,
		chromium: chromium.wsEndpoint()
	});
	project.provide('copiedPuzzle', copied.project);
	return async () => {
		await chromium.close();
		await (await served).close();
		await copied.close();
	};
}
