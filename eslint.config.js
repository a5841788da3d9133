import js from '@eslint/js';
import ts from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import svelteConfig from './svelte.config.js';

/**
 * The layers of src/, each importing only the ones below it: engine ← puzzles ← timeline ← worker
 * ← app, with cli and server beside worker (the page imports only the server's protocol.ts). `globals` is what code in the layer may use: the engine, the
 * puzzles' rules and the timeline run in Node, in the worker and on the page, so they get only
 * what all three share; the worker gets the worker's globals, the command line Node's, the app
 * the browser's.
 */
const layers = [
	{ name: 'engine', may: [], globals: globals['shared-node-browser'] },
	{ name: 'puzzles', may: ['engine'], globals: globals['shared-node-browser'] },
	{ name: 'timeline', may: ['engine', 'puzzles'], globals: globals['shared-node-browser'] },
	{ name: 'worker', may: ['engine', 'puzzles', 'timeline'], globals: globals.worker },
	{ name: 'cli', may: ['engine', 'puzzles', 'timeline'], globals: globals.node },
	{ name: 'server', may: ['engine', 'puzzles', 'timeline', 'worker'], globals: globals.node },
	{
		name: 'app',
		may: ['engine', 'puzzles', 'timeline', 'worker', 'server'],
		globals: globals.browser
	}
];
const layerNames = layers.map((layer) => layer.name);

/**
 * Code the sandbox runs as text (the bridge before the student's code), inside QuickJS: it has the
 * language's built-ins and nothing else, not even the rest of its own module.
 */
const IN_SANDBOX = ['src/puzzles/custom/bridge-in-sandbox.ts'];

/**
 * Where a layer's files are: its folder (the app also owns src/App.svelte and src/main.ts), as
 * plain TypeScript and as views (.svelte components and .svelte.ts state).
 */
function filesOf(name) {
	const root = name === 'app';
	return {
		plain: [`src/${name}/**/*.ts`, `src/${name}/**/*.js`, ...(root ? ['src/*.ts'] : [])],
		views: [
			`src/${name}/**/*.svelte`,
			`src/${name}/**/*.svelte.ts`,
			...(root ? ['src/*.svelte'] : [])
		]
	};
}

/** Plain TypeScript below the app: Svelte is for the views (.svelte files and .svelte.ts state). */
const NO_SVELTE = [
	{ regex: '^svelte($|/)', message: 'Plain TypeScript: Svelte belongs in the views.' },
	{ regex: '\\.svelte$', message: 'Plain TypeScript: Svelte belongs in the views.' }
];

/** A relative import that climbs into another top-level folder of src/, e.g. `../../app/board`. */
const intoLayer = (name) => `^(\\.\\./)+${name}(/|$)`;

/**
 * The import rules of one layer's files: no layer above it; no Node modules where the code runs
 * in the browser; no Svelte in plain TypeScript (`plain`: not a view) below the app.
 */
function importRules(layer, plain) {
	const above = layerNames.filter((name) => name !== layer.name && !layer.may.includes(name));
	const patterns = above.map((name) => ({
		regex: intoLayer(name),
		message: `src/${layer.name} may import only ${[layer.name, ...layer.may].join(', ')}: not src/${name} (layers: engine ← puzzles ← timeline ← worker ← app, cli beside worker).`
	}));
	if (layer.name === 'app')
		patterns.push({
			regex: '^(\\.\\./)+server/(?!protocol$)',
			message: 'src/app may import only the class protocol of src/server: the rest runs in Node.'
		});
	if (layer.name !== 'cli' && layer.name !== 'app' && layer.name !== 'server')
		patterns.push({
			regex: '^node:',
			message: `src/${layer.name} runs in the browser too: no Node modules.`
		});
	if (layer.name === 'worker' || layer.name === 'app')
		patterns.push({
			regex: '/puzzles/(all|definitions)$',
			message: `src/${layer.name} loads its part of a puzzle when it is chosen (registry's displays and solvers), not whole definitions.`
		});
	if (plain && layer.name !== 'app') patterns.push(...NO_SVELTE);
	return { 'no-restricted-imports': ['error', { patterns }] };
}

/** Lint rules as the Svelte CLI sets them up: typescript-eslint plus eslint-plugin-svelte, and the layers above. */
export default ts.config(
	{ ignores: ['dist/', 'node_modules/', 'tests/fixtures/', 'static/'] },
	js.configs.recommended,
	...ts.configs.recommended,
	...svelte.configs.recommended,
	{
		// Tests, benchmarks and config files run in Node and (component tests) jsdom; src/ sets
		// its globals per layer below.
		ignores: ['src/**'],
		languageOptions: { globals: { ...globals.browser, ...globals.node } }
	},
	{
		rules: {
			'no-undef': 'off',
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_' }
			]
		}
	},
	{
		files: ['**/*.svelte', '**/*.svelte.ts'],
		languageOptions: {
			parserOptions: {
				projectService: true,
				extraFileExtensions: ['.svelte'],
				parser: ts.parser,
				svelteConfig
			}
		}
	},
	...layers.flatMap((layer) => {
		const { plain, views } = filesOf(layer.name);
		return [
			{
				files: [...plain, ...views],
				ignores: IN_SANDBOX,
				languageOptions: { globals: layer.globals }
			},
			{ files: plain, ignores: ['**/*.svelte.ts'], rules: importRules(layer, true) },
			{ files: views, rules: importRules(layer, false) }
		];
	}),
	{
		// The page imports the class protocol too: it may use nothing of Node's.
		files: ['src/server/protocol.ts'],
		languageOptions: { globals: globals['shared-node-browser'] },
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{ regex: '^node:', message: 'The page imports the class protocol: no Node modules.' },
						{ regex: '^ws$', message: 'The page imports the class protocol: no Node modules.' },
						{
							regex: '^\\./(?!protocol$)',
							message: 'The page imports the class protocol: it may import no other server file.'
						},
						{ regex: intoLayer('app'), message: 'src/server may not import src/app.' },
						{ regex: intoLayer('cli'), message: 'src/server may not import src/cli.' }
					]
				}
			],
			'no-undef': ['error', { typeof: false }]
		}
	},
	{
		// A global the layer does not have is an error; TypeScript's own checks know the types, so
		// only values are checked here (types and type-only names are not globals to ESLint).
		files: [
			'src/engine/**/*.ts',
			'src/puzzles/**/*.ts',
			'src/timeline/**/*.ts',
			'src/worker/**/*.ts'
		],
		ignores: ['**/*.svelte.ts'],
		rules: { 'no-undef': ['error', { typeof: false }] }
	},
	{
		// The sandbox evaluates the text of the one function this file exports: a value from
		// outside it (an import, a constant beside it) would not be there.
		files: IN_SANDBOX,
		languageOptions: { globals: globals.builtin },
		rules: {
			'no-restricted-syntax': [
				'error',
				{
					selector: "ImportDeclaration[importKind='value']",
					message: 'Code run in the sandbox sees nothing outside it: import types only.'
				},
				{
					selector:
						'Program > :matches(VariableDeclaration, FunctionDeclaration, ClassDeclaration), ExportNamedDeclaration > :matches(VariableDeclaration, ClassDeclaration)',
					message:
						'Code run in the sandbox sees nothing outside its function: keep values inside it.'
				}
			]
		}
	}
);
