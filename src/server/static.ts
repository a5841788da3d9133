import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

/** Content types of the files a build holds; anything else is sent as bytes. */
const TYPES: Readonly<Record<string, string>> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.map': 'application/json; charset=utf-8',
	'.webmanifest': 'application/manifest+json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.ico': 'image/x-icon',
	'.wasm': 'application/wasm',
	'.txt': 'text/plain; charset=utf-8',
	'.woff2': 'font/woff2'
};

/**
 * How long a browser may keep a file. Files under assets/ carry a hash of their content in their
 * name, so a copy never goes stale: a year, immutable. Everything else (index.html, sw.js, the
 * manifest, the icons, Workbox's loader) keeps its name across builds, so the browser asks again
 * each time (no-cache, answered 304 while unchanged): a new build reaches the service worker.
 */
export function cacheControl(path: string): string {
	return path.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The file a request's path names under the root, relative to it, or null for one that may not
 * be served: not decodable, a NUL, a backslash, a `..` or dot-file segment (so no path leaves the
 * root). `/` is index.html.
 */
export function fileOfPath(pathname: string): string | null {
	let decoded: string;
	try {
		decoded = decodeURIComponent(pathname);
	} catch {
		return null;
	}
	if (decoded.includes('\0') || decoded.includes('\\')) return null;
	const segments = decoded.split('/').filter((segment) => segment !== '');
	if (segments.some((segment) => segment.startsWith('.'))) return null;
	return segments.length === 0 ? 'index.html' : segments.join('/');
}

/** A short answer with no body worth caching: 404, 405, 400. */
function plain(response: ServerResponse, status: number, text: string, head = false): void {
	response.writeHead(status, {
		'Content-Type': 'text/plain; charset=utf-8',
		'Content-Length': Buffer.byteLength(text),
		'Cache-Control': 'no-store'
	});
	response.end(head ? undefined : text);
}

/**
 * Serves the built app from `root` (dist/): GET and HEAD only, content types, caching as
 * {@link cacheControl} says with ETags for revalidation, 404 for anything not a file under the
 * root. No fallback to index.html: the app keeps its state in the URL's fragment, which never
 * reaches the server.
 */
export function serveStatic(
	root: string
): (request: IncomingMessage, response: ServerResponse) => void {
	const base = resolve(root);
	return (request, response) => {
		void answer(base, request, response).catch(() => {
			if (!response.headersSent) plain(response, 500, 'Server error');
			else response.destroy();
		});
	};
}

async function answer(base: string, request: IncomingMessage, response: ServerResponse) {
	const head = request.method === 'HEAD';
	if (request.method !== 'GET' && !head) {
		response.setHeader('Allow', 'GET, HEAD');
		return plain(response, 405, 'Method not allowed');
	}
	const pathname = new URL(request.url ?? '/', 'http://backstep').pathname;
	const file = fileOfPath(pathname);
	const full = file === null ? null : join(base, file);
	// Belt and braces: the segments were checked, and the joined path must still be inside.
	if (file === null || full === null || !full.startsWith(base + sep))
		return plain(response, 404, 'Not found', head);
	const info = await stat(full).catch(() => null);
	if (info === null || !info.isFile()) return plain(response, 404, 'Not found', head);
	const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
	const headers = {
		'Content-Type': TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream',
		'Cache-Control': cacheControl(file),
		ETag: etag,
		'Last-Modified': info.mtime.toUTCString(),
		'X-Content-Type-Options': 'nosniff'
	};
	if (request.headers['if-none-match'] === etag) {
		response.writeHead(304, headers);
		return response.end();
	}
	response.writeHead(200, { ...headers, 'Content-Length': info.size });
	if (head) return response.end();
	const stream = createReadStream(full);
	stream.on('error', () => response.destroy());
	stream.pipe(response);
}
