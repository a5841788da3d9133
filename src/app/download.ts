/**
 * Saves a file the page made (a lesson, a picture, a table) through the browser's download: a
 * link to the data, clicked, then let go once the browser has taken it.
 */
export function saveFile(name: string, data: Blob): void {
	const url = URL.createObjectURL(data);
	const link = document.createElement('a');
	link.href = url;
	link.download = name;
	link.style.display = 'none';
	document.body.append(link);
	link.click();
	link.remove();
	// The download has its own copy once it started; the next task is late enough to let go.
	setTimeout(() => URL.revokeObjectURL(url), 0);
}
