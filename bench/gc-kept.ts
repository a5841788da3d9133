/**
 * What Chromium keeps alive through V8's minor collections (issue 23): a page that makes a small
 * graph of objects 60 times a second (81 cells, as a sudoku moment's) hands each to one of the
 * platform's ways and then drops it; `--trace-gc-nvp` tells how much of what the page allocated
 * survived each minor collection. Each way runs in a fresh browser.
 *
 * Why: Chromium holds some callbacks and values from C++ objects, which V8's minor collections
 * treat as roots until a major collection frees those objects, long after the page let go. So
 * what such a callback reaches is copied and promoted however short its life (see
 * src/app/microtasks.ts, why the page's queueMicrotask is a promise's). Run this on a new
 * Chromium to see whether that still holds.
 *
 * `node --import tsx bench/gc-kept.ts [--seconds=S]` prints a Markdown table. About 8 s a way.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { percentile } from './page';
import { benchArgs } from './page-builds';
import { pageRound, withTracedChromium } from './page-gc';

/** What the page does with each graph, by name: a statement with `graph` in scope. */
const WAYS: Readonly<Record<string, string>> = {
	'nothing (dropped at once)': '',
	'queueMicrotask(() => graph)': 'queueMicrotask(() => void graph.step);',
	'Promise.resolve().then(() => graph)': 'void Promise.resolve().then(() => void graph.step);',
	'setTimeout(() => graph)': 'setTimeout(() => void graph.step, 0);',
	'requestAnimationFrame(() => graph)': 'requestAnimationFrame(() => void graph.step);',
	'an element removed on the next tick, graph in a property of it':
		'const element = document.createElement("div"); element.kept = graph; swap(element);',
	'an element removed on the next tick, graph in a listener of it':
		'const element = document.createElement("div"); element.addEventListener("click", () => void graph.step); swap(element);',
	'a worker message (structured clone), the last one kept': 'WORKER',
	'a worker message of JSON bytes (transferred), parsed, the last one kept': 'WORKER_BYTES'
};

/** The graph a tick makes: 81 cells of three fields and a small array, about 10 KB. */
const GRAPH = `function makeGraph(step) {
	const cells = [];
	for (let i = 0; i < 81; i++) cells.push({ value: (i * 7 + step) % 10, given: i % 3 === 0, candidates: [1, 2, 3] });
	return { step, cells };
}`;

/** The page for a way: 60 graphs a second, and about 60 KB a tick of plain garbage beside. */
function pageFor(way: string): string {
	const statement = WAYS[way];
	const worker = statement === 'WORKER' || statement === 'WORKER_BYTES';
	return `<!doctype html><body><div id="host"></div><script>
${GRAPH}
let previous = null;
function swap(element) { document.getElementById('host').append(element); previous?.remove(); previous = element; }
let last = null;
let step = 0;
${
	worker
		? `const worker = new Worker('/worker.js');
worker.postMessage(${JSON.stringify(statement)});
const decoder = new TextDecoder();
worker.onmessage = (event) => { last = event.data instanceof ArrayBuffer ? JSON.parse(decoder.decode(event.data)) : event.data; };`
		: ''
}
setInterval(() => {
	// Garbage that dies at once: the page's isolate allocates most, and minor collections come often.
	let junk = [];
	for (let i = 0; i < 2000; i++) junk.push({ i });
	junk = null;
	${worker ? '' : `const graph = makeGraph(step++); ${statement}`}
}, 16);
</script></body>`;
}

/** The worker of the message ways: a graph every 16 ms, cloned or as transferred JSON bytes. */
const WORKER = `${GRAPH}
let step = 0;
onmessage = (event) => {
	const bytes = event.data === 'WORKER_BYTES';
	const encoder = new TextEncoder();
	setInterval(() => {
		const graph = makeGraph(step++);
		if (!bytes) postMessage(graph);
		else { const data = encoder.encode(JSON.stringify(graph)).buffer; postMessage(data, [data]); }
	}, 16);
};`;

async function main(args: readonly string[]): Promise<void> {
	const { option } = benchArgs(args, {
		usage: 'node --import tsx bench/gc-kept.ts [--seconds=S]',
		least: 0
	});
	const seconds = option('seconds') ?? 6;
	const names = Object.keys(WAYS);
	const server = createServer((request, response) => {
		const path = request.url ?? '/';
		if (path === '/worker.js') {
			response.setHeader('content-type', 'text/javascript');
			response.end(WORKER);
			return;
		}
		const way = names[Number(path.slice(1))];
		response.setHeader('content-type', 'text/html');
		response.end(way === undefined ? '' : pageFor(way));
	});
	await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
	const { port } = server.address() as AddressInfo;
	const rows: string[] = [];
	try {
		for (const [index, way] of names.entries()) {
			const round = await withTracedChromium(async (browser, count) => {
				const page = await browser.newPage();
				await page.goto(`http://127.0.0.1:${port}/${index}`);
				await page.waitForTimeout(1000);
				const counted = count();
				await page.waitForTimeout(seconds * 1000);
				return pageRound(counted(), seconds);
			});
			const survived = percentile(round.minorKb, 0.5);
			rows.push(`| ${way} | ${round.minorKb.length} | ${survived} | ${round.allocatedMBps} |`);
		}
	} finally {
		server.close();
	}
	process.stdout.write(
		[
			`What survives the page's minor collections, ${seconds} s a way, a graph of about 10 KB made 60 times a second:`,
			'',
			'| what the page does with each graph | minor collections | KB each copied, p50 | MB allocated a second |',
			'| --- | --- | --- | --- |',
			...rows,
			''
		].join('\n')
	);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1])
	await main(process.argv.slice(2));
