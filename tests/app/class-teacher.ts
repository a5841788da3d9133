import { ClassRoom } from '../../src/app/session/class-room.svelte';
import { FakeClassPage } from './class-page.svelte';
import { HandWorld, QUEENS, RELAY_URL, teaching } from './class-world';
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

/**
 * A teacher's page whose fresh room is live on the relay, what it sent so far forgotten. `settle`
 * runs once the room is live, before that is forgotten: the jsdom tests pass `flushSync`, so the
 * page's effects have sent the moment.
 */
export function liveTeacher(settle: () => void = () => {}) {
	const made = teacher();
	made.world.last.accept();
	made.world.last.receive(teaching(true));
	settle();
	made.world.last.sent.length = 0;
	return made;
}
