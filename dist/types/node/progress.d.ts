/** Progress on stderr: a redrawn bar on a terminal, plain lines otherwise (CI logs). */
export interface Progress {
    advance(label: string): void;
    done(): void;
}
/** What progress needs of a stream (structural, so the published types do not need @types/node). */
export interface ProgressStream {
    readonly isTTY?: boolean;
}
export declare function createProgress(total: number, write: (text: string) => void, stream?: ProgressStream): Progress;
/** Run `task` over `items` with at most `limit` in flight; results keep the input order. */
export declare function mapBounded<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]>;
