/**
 * When the server made the answers the resident pages show, by API path (epoch ms). Offline the
 * service worker hands back the answers it kept, and their Date header still says when they were
 * fetched (docs/resident-phone.md); the pages show it as 'Son güncelleme'. Written before the
 * query's data arrives, so the render that shows the data reads its time.
 */
const answeredAt = new Map<string, number>();

/** The API client's onAnsweredAt for the answer of `path`. */
export const noteAnsweredAt = (path: string) => (epochMs: number) => {
  answeredAt.set(path, epochMs);
};

/** The oldest time among the answers of `paths` (a page is as old as its oldest part); undefined when none is known. */
export function answeredAtOf(...paths: string[]): number | undefined {
  const times = paths.map((p) => answeredAt.get(p)).filter((t): t is number => t !== undefined);
  return times.length ? Math.min(...times) : undefined;
}
