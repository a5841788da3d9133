/**
 * Frames of V8 profiles made by hand, for the tests of the benches that read them
 * (page-script.test.ts, page-heap.test.ts): a native or anonymous frame, and a frame of one
 * made-up chunk whose lines stand for source files.
 */
import type { ProfileFrame } from '../../bench/page-script';

/** A frame: its function, and its script and line (from 0) when it has one. */
export const frame = (functionName: string, lineNumber = -1, url = ''): ProfileFrame => ({
	functionName,
	url,
	lineNumber
});

/** The made-up chunk `at` frames are in. */
const CHUNK = 'catalog-x.js';

/** A frame of the chunk catalog-x.js at `line`, whose source a test decides (a stand-in for its source map). */
export const at = (line: number, name: string): ProfileFrame =>
	frame(name, line, `http://127.0.0.1/assets/${CHUNK}`);
