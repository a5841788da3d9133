import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type BackstepServer } from '../../src/server/server';
import { cacheControl, fileOfPath } from '../../src/server/static';

/** A build's files as vite build lays them out, and a secret beside the root. */
const outside = mkdtempSync(join(tmpdir(), 'backstep-static-'));
const root = join(outside, 'dist');
mkdirSync(join(root, 'assets'), { recursive: true });
writeFileSync(join(outside, 'secret.txt'), 'do not serve');
writeFileSync(join(root, 'index.html'), '<!doctype html><title>Backstep</title>');
writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Backstep"}');
writeFileSync(join(root, 'assets', 'index-Bx3k9.js'), 'console.log(1);');
writeFileSync(join(root, 'assets', 'index-Q1w2e.css'), 'body{}');
writeFileSync(join(root, 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

let server: BackstepServer;
beforeAll(async () => {
	server = await startServer({ root, port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
	await server.close();
	rmSync(outside, { recursive: true, force: true });
});

interface Answer {
	readonly status: number;
	readonly headers: Record<string, string | string[] | undefined>;
	readonly body: string;
}

/** One raw HTTP request (the path is sent as written, not normalised by a URL parser). */
function fetchRaw(
	path: string,
	method = 'GET',
	headers: Record<string, string> = {}
): Promise<Answer> {
	return new Promise((answered, failed) => {
		const req = request({ host: '127.0.0.1', port: server.port, path, method, headers }, (res) => {
			let body = '';
			res.setEncoding('utf8');
			res.on('data', (chunk: string) => (body += chunk));
			res.on('end', () => answered({ status: res.statusCode ?? 0, headers: res.headers, body }));
		});
		req.on('error', failed);
		req.end();
	});
}

describe('serving the built app', () => {
	it('serves index.html at / with no-cache, so a new build is seen on the next load', async () => {
		const page = await fetchRaw('/');
		expect(page.status).toBe(200);
		expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
		expect(page.headers['cache-control']).toBe('no-cache');
		expect(page.body).toContain('<title>Backstep</title>');
	});

	it('serves the service worker and the manifest with no-cache and their own types', async () => {
		const worker = await fetchRaw('/sw.js');
		expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
		expect(worker.headers['cache-control']).toBe('no-cache');
		const manifest = await fetchRaw('/manifest.webmanifest');
		expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
		expect(manifest.headers['cache-control']).toBe('no-cache');
	});

	it('serves hashed files under assets/ as immutable for a year', async () => {
		const script = await fetchRaw('/assets/index-Bx3k9.js');
		expect(script.status).toBe(200);
		expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
		expect((await fetchRaw('/assets/index-Q1w2e.css')).headers['content-type']).toBe(
			'text/css; charset=utf-8'
		);
		expect(cacheControl('icon-192.png')).toBe('no-cache');
	});

	it('answers a revalidation of an unchanged file with 304', async () => {
		const first = await fetchRaw('/index.html');
		const again = await fetchRaw('/index.html', 'GET', {
			'If-None-Match': String(first.headers.etag)
		});
		expect(again.status).toBe(304);
		expect(again.body).toBe('');
	});

	it('answers HEAD with the headers and no body, and refuses other methods', async () => {
		const head = await fetchRaw('/sw.js', 'HEAD');
		expect(head.status).toBe(200);
		expect(head.body).toBe('');
		expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
		const post = await fetchRaw('/', 'POST');
		expect(post.status).toBe(405);
		expect(post.headers.allow).toBe('GET, HEAD');
	});

	it('answers 404 for a missing file or a folder, with no fallback to the page', async () => {
		expect((await fetchRaw('/missing.js')).status).toBe(404);
		expect((await fetchRaw('/assets')).status).toBe(404);
		expect((await fetchRaw('/some/route')).status).toBe(404);
	});

	it('never serves a file outside the root, however the path is written', async () => {
		for (const path of [
			'/../secret.txt',
			'/assets/../../secret.txt',
			'/%2e%2e/secret.txt',
			'/%2E%2E%2Fsecret.txt',
			'/..%5csecret.txt',
			'/index.html%00.js',
			'/%',
			'/.env'
		]) {
			const answer = await fetchRaw(path);
			expect(answer.status, path).toBe(404);
			expect(answer.body).not.toContain('do not serve');
		}
		expect(fileOfPath('/a/../../b')).toBeNull();
		expect(fileOfPath('/')).toBe('index.html');
	});
});
