/**
 * `npm start`: the built app and the live class relay on one port. PORT picks the port (4173 when
 * unset), HOST the address to bind (every interface when unset, so students on the LAN reach it).
 * BACKSTEP_REDIS_URL (redis://host:port) shares the classes' rooms with every other server started
 * with it, so several can run behind a load balancer; unset, rooms live in this process.
 */
import { fileURLToPath } from 'node:url';
import { renderUnicodeCompact } from 'uqr';
import { RedisHub } from './redis';
import { DEFAULT_PORT, lanAddresses, startServer } from './server';

/** The port PORT names, or the default; a PORT that is not a port stops with a message. */
function portOf(value: string | undefined): number {
	if (value === undefined || value === '') return DEFAULT_PORT;
	const port = Number(value);
	if (!Number.isInteger(port) || port < 0 || port > 65535) {
		console.error(`PORT must be a whole number from 0 to 65535, not "${value}".`);
		process.exit(2);
	}
	return port;
}

/** A Redis URL fit to print: its password, if any, left out. */
function withoutPassword(url: string): string {
	try {
		const parsed = new URL(url);
		if (parsed.password !== '') parsed.password = '***';
		return parsed.toString();
	} catch {
		return 'the URL in BACKSTEP_REDIS_URL';
	}
}

const host = process.env.HOST === '' ? undefined : process.env.HOST;
const root = fileURLToPath(new URL('../../dist', import.meta.url));
const redisUrl = process.env.BACKSTEP_REDIS_URL || undefined;
const hub =
	redisUrl === undefined
		? undefined
		: await RedisHub.connect(redisUrl).catch((error: unknown) => {
				console.error(
					`BACKSTEP_REDIS_URL: cannot reach Redis at ${withoutPassword(redisUrl)}: ${String(error)}`
				);
				process.exit(2);
			});
const running = await startServer({ root, port: portOf(process.env.PORT), host, hub });

const local = `http://localhost:${running.port}/`;
const lan = lanAddresses(host).map((address) =>
	address.includes(':')
		? `http://[${address}]:${running.port}/`
		: `http://${address}:${running.port}/`
);
console.log(`Backstep is running.\n  This computer: ${local}`);
if (redisUrl !== undefined)
	console.log(`  Classes:       shared through Redis at ${withoutPassword(redisUrl)}`);
for (const url of lan) console.log(`  Students:      ${url}`);
if (lan.length > 0)
	console.log(`\nStudents can scan this to open ${lan[0]}:\n\n${renderUnicodeCompact(lan[0])}`);
else console.log('  No network address found: students on other computers cannot reach this one.');
console.log('\nPress Ctrl+C to stop.');

// Ctrl+C or a service manager's stop: students are told the server is going away (1001), and
// their pages reconnect to the next start.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
	process.once(signal, () => {
		void running.close().then(() => process.exit(0));
	});
