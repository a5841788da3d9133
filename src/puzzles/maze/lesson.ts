/** The maze of the lesson (10x10 without the border its C program adds): 6 paths, the shortest 25 cells. */
export const LESSON_MAZE = [
	'0011100011',
	'1011101000',
	'1011101010',
	'1000001010',
	'1110111000',
	'1000011010',
	'1011000010',
	'1011011100',
	'1000011101',
	'1111111100'
].join('\n');
