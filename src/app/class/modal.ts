/**
 * Shows a dialog as a modal for as long as it is on the page (`use:modal`): the class's dialogs
 * open when they are drawn and close with them. The dialog element is the outside world.
 */
export function modal(node: HTMLDialogElement): { destroy(): void } {
	if (typeof node.showModal === 'function') node.showModal();
	else node.setAttribute('open', '');
	return {
		destroy() {
			if (typeof node.close === 'function' && node.open) node.close();
			else node.removeAttribute('open');
		}
	};
}
