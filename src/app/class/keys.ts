/** The session storage key of a teacher's room (code and token), kept across a reload of the tab. */
export const TEACHER_KEY = 'backstep.class.teacher';
/** The session storage key of a student's seat (code, seat and nickname). */
export const STUDENT_KEY = 'backstep.class.student';

/** The code of a join link's fragment (`#class=K7PX3M`), or null for any other fragment. */
export function joinCodeOf(fragment: string): string | null {
	return /^#class=([A-Za-z0-9-]{1,16})$/.exec(fragment)?.[1] ?? null;
}

/** The class a tab was in before a reload: as its teacher, or as a student of a code. */
export type KeptClass =
	| { readonly role: 'teacher' }
	| { readonly role: 'student'; readonly code: string; readonly nickname?: string };

/**
 * The class this tab was in before a reload, from its session storage; null for none, or where the
 * browser denies storage (an embed in a file's page throws on reading it).
 */
export function keptClass(storage: () => Pick<Storage, 'getItem'>): KeptClass | null {
	try {
		const store = storage();
		if (store.getItem(TEACHER_KEY) !== null) return { role: 'teacher' };
		const kept: unknown = JSON.parse(store.getItem(STUDENT_KEY) ?? 'null');
		if (typeof kept !== 'object' || kept === null) return null;
		const { code, nickname } = kept as Record<string, unknown>;
		if (typeof code !== 'string') return null;
		return { role: 'student', code, ...(typeof nickname === 'string' ? { nickname } : {}) };
	} catch {
		return null;
	}
}
