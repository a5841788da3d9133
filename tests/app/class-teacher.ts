import { ClassRoom } from '../../src/app/session/class-room.svelte';
import { FakeClassPage } from './class-page.svelte';
import { HandWorld, QUEENS, RELAY_URL } from './class-world';
import { memoryStorage } from './memory-storage';

/** Every class part the tests made, for their files' afterEach to dispose. */
export const madeRooms: ClassRoom[] = [];

/** A teacher's page with six queens on screen, starting a class. */
export function teacher(memory = memoryStorage()) {
	const world = new HandWorld();
	const page = new FakeClassPage();
	page.search = QUEENS;
	const room = ClassRoom.teach(page, RELAY_URL, memory, world);
	madeRooms.push(room);
	return { world, page, room, memory };
}
