import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { attachRelay, CLOSE_GRACE_MS, type Relay, type RelayOptions } from './relay';
import { serveStatic } from './static';

/** The port `npm start` listens on when PORT is not set (Vite's preview port, as before). */
export const DEFAULT_PORT = 4173;

/** What {@link startServer} is made with. */
export interface ServerOptions extends RelayOptions {
	/** The built app's folder (dist/). */
	readonly root: string;
	/** 0 for any free port (the tests). */
	readonly port: number;
	/** The address to bind; every interface when absent, so students on the LAN reach it. */
	readonly host?: string;
}

/** The running server: where it listens, its relay, and how to stop both. */
export interface BackstepServer {
	readonly server: Server;
	readonly relay: Relay;
	readonly port: number;
	readonly close: () => Promise<void>;
}

/** Starts one HTTP server that serves the built app and relays the live class on the same port. */
export async function startServer(options: ServerOptions): Promise<BackstepServer> {
	const server = createServer(serveStatic(options.root));
	const relay = attachRelay(server, options);
	await new Promise<void>((listening, failed) => {
		server.once('error', failed);
		server.listen(options.port, options.host, () => {
			server.off('error', failed);
			listening();
		});
	});
	const { port } = server.address() as AddressInfo;
	return {
		server,
		relay,
		port,
		close: async () => {
			await relay.close();
			// server.close waits for every connection to end, and a connection a browser opened
			// ahead of need (a preconnect) sends no request and never ends by itself: requests
			// under way get a moment to finish, then every connection is cut.
			await new Promise<void>((closed) => {
				const cut = setTimeout(
					() => server.closeAllConnections(),
					options.closeGraceMs ?? CLOSE_GRACE_MS
				);
				// (close() itself ends the idle ones, since Node 19.)
				server.close(() => {
					clearTimeout(cut);
					closed();
				});
			});
		}
	};
}

/**
 * The addresses students can open: the IPv4 address of each network interface that is not the
 * loopback. Only the bound host when one was given (other than "every interface").
 */
export function lanAddresses(host: string | undefined): string[] {
	if (host !== undefined && host !== '0.0.0.0' && host !== '::') return [host];
	return Object.values(networkInterfaces())
		.flatMap((entries) => entries ?? [])
		.filter((entry) => entry.family === 'IPv4' && !entry.internal)
		.map((entry) => entry.address);
}
