/**
 * Toasts live outside React so that the API client, which is plain TypeScript, can raise them.
 * The toast area subscribes with useSyncExternalStore.
 */
export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

export interface ToastItem {
  id: number;
  variant: ToastVariant;
  message: string;
}

type Listener = () => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showToast(variant: ToastVariant, message: string): number {
  const id = nextId++;
  items = [...items, { id, variant, message }];
  emit();
  return id;
}

export function removeToast(id: number): void {
  const next = items.filter((t) => t.id !== id);
  if (next.length === items.length) return;
  items = next;
  emit();
}

export function clearToasts(): void {
  items = [];
  emit();
}

export function getToasts(): readonly ToastItem[] {
  return items;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
