import variant from '@jitl/quickjs-singlefile-mjs-release-sync';
import {
	newQuickJSWASMModuleFromVariant,
	type QuickJSContext,
	type QuickJSHandle,
	type QuickJSRuntime
} from 'quickjs-emscripten-core';
import { InputFailure, shown } from '../input';
import type { InputError, Text } from '../types';
import {
	BRIDGE_FUNCTIONS,
	MAX_CANDIDATES,
	MAX_POINTS,
	Phase,
	REASON_CHARACTERS,
	RUN_SLICE_MS,
	TEXT_LIMIT,
	Trace,
	TRACE_CAPACITY,
	TRACE_ROOM,
	type BridgeFunction
} from './bridge';
import { bridgeInSandbox, type BridgeSettings } from './bridge-in-sandbox';
import { loopIn } from './loops';
import { placeOf, type SourcePlace } from './source';

/**
 * The interpreter every sandbox runs in: QuickJS compiled to WebAssembly, loaded once when the
 * first problem of a student is run (this module is only imported by the custom puzzle's solver).
 */
const quickjs = await newQuickJSWASMModuleFromVariant(variant);

/**
 * The bridge as the sandbox evaluates it before the student's code: the text of
 * {@link bridgeInSandbox} called with its settings, in strict mode. A module loader may keep
 * function names with esbuild's `__name` helper (tsx does, for the command line): the wrapper
 * gives the text a `__name` that does nothing, where the student's code cannot see it.
 */
const BRIDGE_SETTINGS: BridgeSettings = {
	traceRoom: TRACE_ROOM,
	maxPoints: MAX_POINTS,
	maxCandidates: MAX_CANDIDATES,
	traceCapacity: TRACE_CAPACITY,
	// One more than the narration shows, so the page still sees that the reason was cut.
	reasonCharacters: REASON_CHARACTERS + 1,
	runSliceMs: RUN_SLICE_MS,
	trace: Trace,
	phase: Phase
};
export const BRIDGE_SOURCE = `'use strict';
(function () {
	const __name = (target) => target;
	return (${String(bridgeInSandbox)});
})()(${JSON.stringify(BRIDGE_SETTINGS)})`;

/** The file name the student's code runs under, so its stack lines can be told from the bridge's. */
export const PROBLEM_FILE = 'problem.js';
/** Longest one call into the student's code may run before it is stopped (an endless loop). */
export const CALL_LIMIT_MS = 1000;
/** Longest the bridge's own start may take (it is not the student's code). */
const BRIDGE_LIMIT_MS = 30_000;
/** Memory the student's code may use. */
export const MEMORY_LIMIT_BYTES = 64 * 1024 * 1024;
/**
 * Stack the student's code may use: deep recursion stops with QuickJS's own message and line.
 * Chromium's worker ran out of its own stack first at 256 KB ("Maximum call stack size exceeded",
 * then QuickJS's assertion when the runtime was freed); 128 KB leaves about 700 calls of a
 * student's recursion and room to spare.
 */
const STACK_LIMIT_BYTES = 128 * 1024;

/** A mistake in the student's code, or a misuse of the API: what and where, for the editor and the alert. */
export class UserCodeError extends InputFailure {
	constructor(error: InputError) {
		super(error);
		this.name = 'UserCodeError';
	}
}

/**
 * What a student reads when a bridge function handed back something out of shape: the bridge is
 * hardened against the student's code, but what crosses out of the sandbox is read as untrusted
 * input all the same, checked before anything is sized by it.
 */
export function unreadable(what: string): UserCodeError {
	return new UserCodeError({
		message: {
			en: `The problem's code returned something Backstep cannot read: ${what}.`,
			zh: `问题的代码返回了 Backstep 无法读取的内容：${what}。`
		}
	});
}

/**
 * What a student reads when their code ran differently a second time: Backstep goes back in time
 * by running the code again from a kept state, so it must give the same events every time.
 * `parting`: the function that first gave something else, and its line, when it could be told.
 */
export function differed(
	step: number | null,
	parting: ({ readonly part: string } & SourcePlace) | null = null
): UserCodeError {
	const from =
		step === null
			? { en: '', zh: '' }
			: step > 0
				? { en: ` from step ${step}`, zh: `从第 ${step} 步` }
				: { en: ' from the start', zh: '从头' };
	const where =
		parting === null
			? { en: '', zh: '' }
			: {
					en: ` (in ${parting.part}, line ${parting.line})`,
					zh: `（在 ${parting.part} 中，第 ${parting.line} 行）`
				};
	return new UserCodeError({
		message: {
			en: `Your code gave different results when run again${from.en}${where.en}: it must not use Math.random, Date or counters outside the state.`,
			zh: `你的代码${from.zh}重新运行时给出了不同的结果${where.zh}：不能使用 Math.random、Date 或状态之外的计数器。`
		},
		line: parting?.line,
		column: parting?.column
	});
}

/**
 * Memory a call stopped for time must have grown the sandbox to for the student to read about its
 * memory: growing an array, QuickJS fills its 64 MB only after a second or more, and by then the
 * time limit has stopped it.
 */
const GROWN_BYTES = 16 * 1024 * 1024;

/**
 * What a student reads when a call into their code ran past its limit (`inside`: the function);
 * `usedBytes`, the sandbox's memory when it was stopped, says whether something grew without end.
 */
export const ranTooLong = (inside: string, usedBytes = 0): Text => {
	const seconds = CALL_LIMIT_MS / 1000;
	if (usedBytes < GROWN_BYTES)
		return {
			en: `Your code ran for more than ${seconds} s in ${inside} without returning, so it was stopped: is there an endless loop?`,
			zh: `你的代码在 ${inside} 中运行超过 ${seconds} 秒仍未返回，已被停止：是不是有死循环？`
		};
	const mb = Math.round(usedBytes / 2 ** 20);
	return {
		en: `Your code ran for more than ${seconds} s in ${inside} without returning and was using ${mb} MB of memory, so it was stopped: does something grow without end?`,
		zh: `你的代码在 ${inside} 中运行超过 ${seconds} 秒仍未返回，已用了 ${mb} MB 内存，已被停止：是不是有东西在无限增长？`
	};
};

/**
 * Told as each call into a sandbox starts (what it runs, and by when it must end, in ms since the
 * epoch) and ends (null, 0). QuickJS looks at its deadline only every so many operations, so one
 * slow built-in call can outrun it: the command line watches from another thread with this.
 */
export type CallWatch = (during: string | null, untilMs: number) => void;
let callWatch: CallWatch | null = null;

/** Sets (or, with null, clears) the {@link CallWatch} of every sandbox in this thread. */
export function watchSandboxCalls(watch: CallWatch | null): void {
	callWatch = watch;
}

/** What QuickJS says of an error thrown inside it, as `dump` gives it. */
interface DumpedError {
	readonly name?: string;
	readonly message?: string;
	readonly stack?: string;
	readonly where?: string;
	readonly lineNumber?: number;
}

/** The innermost place in the student's file a stack names, with the function there. */
function innermost(stack: string): { line: number; column: number; name: string | null } | null {
	const file = PROBLEM_FILE.replace('.', '\\.');
	const frame = new RegExp(`at (?:([\\w$.<>]+) \\()?${file}:(\\d+)(?::(\\d+))?`);
	const match = frame.exec(stack);
	if (match === null) return null;
	const name = match[1] !== undefined && match[1] !== '<eval>' ? match[1] : null;
	return { line: Number(match[2]), column: Number(match[3] ?? 1), name };
}

/** The most characters of an error's name a message shows (a student may set a name of any length). */
const ERROR_NAME_CHARACTERS = 40;

/** How much of a stack is searched for the student's file: its innermost frames come first. */
const STACK_CHARACTERS = 4000;

/**
 * A line and column an error claims, kept only where they exist in the code: a student's error
 * may carry any `lineNumber` or `stack`, and "line 123,456,789" of a one-line file helps nobody.
 */
export function placeInCode(
	code: string,
	line: unknown,
	column: unknown
): { line: number | undefined; column: number | undefined } {
	const lines = code.split('\n');
	if (typeof line !== 'number' || !Number.isInteger(line) || line < 1 || line > lines.length)
		return { line: undefined, column: undefined };
	const width = lines[line - 1].length + 1;
	const inLine =
		typeof column === 'number' && Number.isInteger(column) && column >= 1 && column <= width;
	return { line, column: inLine ? column : 1 };
}

/** What a student reads when the code recursed past the stack it may use. */
const tooDeep = (inside: string): Text => ({
	en: `Your code called itself too deeply in ${inside} (stack overflow), so it was stopped.`,
	zh: `你的代码在 ${inside} 中递归太深（栈溢出），已被停止。`
});

/** Turns what the sandbox threw into a message a student can act on: what, in which function, where. */
function explain(code: string, dumped: unknown, during: string, usedBytes = 0): UserCodeError {
	const error: DumpedError =
		typeof dumped === 'object' && dumped !== null
			? (dumped as DumpedError)
			: { message: String(dumped) };
	// Everything here came from the student's code, which may set any name, message, stack or
	// line: escaped and cut, so a message stays safe and short.
	const name = shown(String(error.name ?? 'Error'), ERROR_NAME_CHARACTERS);
	const detail = shown(String(error.message ?? dumped), 300);
	if (name === 'ApiError') {
		const where = placeOf(code, error.where ?? '');
		return new UserCodeError({
			message: {
				en: `The problem does not follow the API: ${detail}`,
				zh: `问题的写法不符合接口（${error.where || 'defineProblem'}）：${detail}`
			},
			line: where.line,
			column: where.column
		});
	}
	const at = innermost(String(error.stack ?? '').slice(0, STACK_CHARACTERS));
	const stopped = name === 'InternalError' && detail === 'interrupted';
	// A call stopped for time names only its function's first line: the loop there is the place.
	const loop = stopped && at !== null ? loopIn(code, at.line) : null;
	const { line, column } = placeInCode(
		code,
		loop?.line ?? at?.line ?? error.lineNumber,
		loop?.column ?? at?.column
	);
	const inside = shown(at?.name ?? during);
	let message: Text;
	if (stopped) message = ranTooLong(inside, usedBytes);
	else if (name === 'InternalError' && /stack overflow/.test(detail)) message = tooDeep(inside);
	else if (/out of memory/.test(detail))
		message = {
			en: `Your code used more than ${MEMORY_LIMIT_BYTES >> 20} MB of memory in ${inside}, so it was stopped.`,
			zh: `你的代码在 ${inside} 中用了超过 ${MEMORY_LIMIT_BYTES >> 20} MB 内存，已被停止。`
		};
	else if (name === 'SyntaxError')
		message = {
			en: `Syntax error: ${detail}.`,
			zh: `语法错误：${detail}。`
		};
	else
		message = {
			en: `${name} in ${inside}: ${detail}.`,
			zh: `${inside} 中出现 ${name}：${detail}。`
		};
	return new UserCodeError({ message, line, column });
}

/**
 * One student's problem in a QuickJS runtime of its own, with a memory limit, a stack limit and a
 * deadline on every call: the code cannot reach the page, the network or storage (QuickJS has
 * none of them), and a call that runs too long, too deep or too big throws a {@link UserCodeError}.
 * Disposed when the problem that owns it is garbage-collected.
 */
export class Sandbox {
	readonly #runtime: QuickJSRuntime;
	readonly #context: QuickJSContext;
	readonly #bridge = new Map<BridgeFunction, QuickJSHandle>();
	readonly #code: string;
	#deadline = 0;
	/** The runtime's memory in use when the call running was stopped for time (0: not stopped). */
	#usedAtStop = 0;
	#disposed = false;
	/** The host's stack ran out inside QuickJS: its runtime is half-way through a call and cannot be freed. */
	#broken = false;

	/** Runs the student's code in a new runtime; a syntax error or a throw at the top level throws a {@link UserCodeError}. */
	constructor(code: string) {
		this.#code = code;
		this.#runtime = quickjs.newRuntime();
		this.#runtime.setMemoryLimit(MEMORY_LIMIT_BYTES);
		this.#runtime.setMaxStackSize(STACK_LIMIT_BYTES);
		this.#runtime.setInterruptHandler(() => {
			if (performance.now() <= this.#deadline) return false;
			// Measured as the call is stopped: QuickJS frees what the call made as it unwinds.
			if (this.#usedAtStop === 0) this.#usedAtStop = this.#memoryUsed();
			return true;
		});
		this.#context = this.#runtime.newContext();
		try {
			// The bridge is Backstep's own code (it freezes the built-ins, tens of milliseconds, more
			// on a cold start under load): the student's time limit is not for it.
			const bridge = this.#evaluate(BRIDGE_SOURCE, 'backstep.js', 'the bridge', BRIDGE_LIMIT_MS);
			for (const name of BRIDGE_FUNCTIONS)
				this.#bridge.set(name, this.#context.getProp(bridge, name));
			bridge.dispose();
			this.#evaluate(code, PROBLEM_FILE, 'the top level').dispose();
		} catch (error) {
			this.dispose();
			throw error;
		}
	}

	/** The memory the runtime has in use now, in bytes (0 if it cannot be told). */
	#memoryUsed(): number {
		try {
			const usage = this.#runtime.computeMemoryUsage();
			const dumped: unknown = this.#context.dump(usage);
			usage.dispose();
			const bytes = (dumped as { memory_used_size?: unknown }).memory_used_size;
			return typeof bytes === 'number' ? bytes : 0;
		} catch {
			return 0;
		}
	}

	#evaluate(source: string, file: string, during: string, limitMs = CALL_LIMIT_MS): QuickJSHandle {
		this.#deadline = performance.now() + limitMs;
		this.#usedAtStop = 0;
		const result = this.#guard(during, () => this.#context.evalCode(source, file));
		if (result.error === undefined) return result.value;
		const dumped: unknown = this.#context.dump(result.error);
		result.error.dispose();
		throw explain(this.#code, dumped, during, this.#usedAtStop);
	}

	/**
	 * Calls a bridge function with whole numbers or a string; its result, as a string or a number.
	 * The call may run `slackMs` longer than {@link CALL_LIMIT_MS} (a run of many of the student's calls).
	 */
	#call(
		name: BridgeFunction,
		during: string,
		args: readonly (number | string)[],
		slackMs = 0
	): QuickJSHandle {
		const context = this.#context;
		const handles = args.map((arg) =>
			typeof arg === 'number' ? context.newNumber(arg) : context.newString(arg)
		);
		this.#deadline = performance.now() + CALL_LIMIT_MS + slackMs;
		this.#usedAtStop = 0;
		const result = this.#guard(during, () =>
			context.callFunction(this.#bridge.get(name) as QuickJSHandle, context.undefined, ...handles)
		);
		for (const handle of handles) handle.dispose();
		if (result.error === undefined) return result.value;
		const dumped: unknown = context.dump(result.error);
		result.error.dispose();
		throw explain(this.#code, dumped, during, this.#usedAtStop);
	}

	/**
	 * Runs a call into QuickJS. Should the host's own stack run out first (a browser whose worker
	 * has less stack than QuickJS's limit assumes), the student reads the same message as for
	 * QuickJS's own limit, and the runtime, stopped half-way, is dropped instead of freed: freeing
	 * it fails an assertion that would stop every later sandbox of the page.
	 */
	#guard<T>(during: string, call: () => T): T {
		callWatch?.(during, Date.now() + (this.#deadline - performance.now()));
		try {
			return call();
		} catch (error) {
			if (!(error instanceof RangeError)) throw error;
			this.#broken = true;
			throw new UserCodeError({ message: tooDeep(shown(during)) });
		} finally {
			callWatch?.(null, 0);
		}
	}

	/** Calls a bridge function that returns a string. */
	text(name: BridgeFunction, during: string, ...args: (number | string)[]): string {
		const context = this.#context;
		const handle = this.#call(name, during, args);
		try {
			if (context.typeof(handle) !== 'string')
				throw unreadable(`${name} gave ${context.typeof(handle)}, not text`);
			const length = context.getProp(handle, 'length').consume((size) => context.getNumber(size));
			if (!(length <= TEXT_LIMIT))
				throw unreadable(`${name} gave ${length} characters, more than ${TEXT_LIMIT}`);
			return context.getString(handle);
		} finally {
			handle.dispose();
		}
	}

	/** Calls a bridge function that returns a number. */
	number(name: BridgeFunction, during: string, ...args: (number | string)[]): number {
		const handle = this.#call(name, during, args);
		const value = this.#context.getNumber(handle);
		handle.dispose();
		return value;
	}

	/**
	 * Calls a bridge function that returns an ArrayBuffer of 32-bit integers (a trace): a copy of
	 * them. A run of many of the student's calls may take `slackMs` more than one call may.
	 */
	ints(
		name: BridgeFunction,
		during: string,
		slackMs: number,
		...args: (number | string)[]
	): Int32Array<ArrayBuffer> {
		const context = this.#context;
		const handle = this.#call(name, during, args, slackMs);
		try {
			const size = context.getProp(handle, 'byteLength').consume((n) => context.getNumber(n));
			if (!(size >= 0 && size <= 4 * TRACE_CAPACITY && size % 4 === 0))
				throw unreadable(
					`a trace of ${size} bytes from ${name}, not a whole number of records up to ${TRACE_CAPACITY}`
				);
			const bytes = context.getArrayBuffer(handle);
			const copy = new Int32Array(bytes.value.byteLength >> 2);
			new Uint8Array(copy.buffer).set(bytes.value.subarray(0, copy.byteLength));
			bytes.dispose();
			return copy;
		} finally {
			handle.dispose();
		}
	}

	/** Calls a bridge function for what it does. */
	run(name: BridgeFunction, during: string, ...args: (number | string)[]): void {
		this.#call(name, during, args).dispose();
	}

	/** Frees the runtime (idempotent). */
	dispose(): void {
		if (this.#disposed) return;
		this.#disposed = true;
		if (this.#broken) return;
		try {
			for (const handle of this.#bridge.values()) handle.dispose();
			this.#context.dispose();
			this.#runtime.dispose();
		} catch {
			// A runtime stopped mid-call (out of memory) may refuse to be freed cleanly; it is dropped.
		}
	}
}
