/** The session storage key of a teacher's room (code and token), kept across a reload of the tab. */
export const TEACHER_KEY = 'backstep.class.teacher';
/** The session storage key of a student's seat (code, seat and nickname). */
export const STUDENT_KEY = 'backstep.class.student';

/** The code of a join link's fragment (`#class=K7PX3M`), or null for any other fragment. */
export function joinCodeOf(fragment: string): string | null {
	return /^#class=([A-Za-z0-9-]{1,16})$/.exec(fragment)?.[1] ?? null;
}
