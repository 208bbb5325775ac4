/** Progress on stderr: a redrawn bar on a terminal, plain lines otherwise (CI logs). */
export interface Progress {
  advance(label: string): void;
  done(): void;
}

/** What progress needs of a stream (structural, so the published types do not need @types/node). */
export interface ProgressStream {
  readonly isTTY?: boolean;
}

export function createProgress(total: number, write: (text: string) => void, stream?: ProgressStream): Progress {
  let finished = 0;
  const interactive = stream?.isTTY === true && total > 1;
  const width = 30;
  return {
    advance(label) {
      finished += 1;
      // one run needs no progress: its line in the score table is the news
      if (total <= 1) return;
      if (interactive) {
        const filled = Math.round((finished / total) * width);
        write(`\r[${"#".repeat(filled)}${" ".repeat(width - filled)}] ${finished}/${total} runs`);
      } else {
        write(`[${finished}/${total}] ${label}\n`);
      }
    },
    done() {
      if (interactive) write("\n");
    },
  };
}

/** Run `task` over `items` with at most `limit` in flight; results keep the input order. */
export async function mapBounded<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  });
  await Promise.all(workers);
  return results;
}
