/**
 * Puts `text` on the clipboard: the Clipboard API where the browser allows it (a secure page and
 * a click), else the old select-and-copy on a hidden text box, which older phones still support.
 * True when one of them worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (window.navigator.clipboard?.writeText) {
      await window.navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure page): try the old way.
  }
  return copyBySelection(text);
}

function copyBySelection(text: string): boolean {
  const box = document.createElement('textarea');
  box.value = text;
  box.setAttribute('readonly', '');
  box.style.position = 'fixed';
  box.style.opacity = '0';
  document.body.append(box);
  box.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    box.remove();
  }
}
