export declare class OrderedOutput {
    private readonly separator;
    private readonly spillAt;
    private readonly readChunk;
    private next;
    private readonly waiting;
    private memory;
    private memoryChars;
    private spill;
    private written;
    /**
     * @param separator written between two pieces (not before the first)
     * @param spillAt characters held in memory before the pieces move to a temporary file
     */
    constructor(separator: string, spillAt?: number, readChunk?: number);
    /** The piece at `index` (undefined: that slot has no output). Every index from 0 is put once. */
    put(index: number, text: string | undefined): void;
    /** True while no piece has been appended. */
    get empty(): boolean;
    private append;
    /**
     * The whole output in order, in pieces of at most ~32 KiB of the file for the caller to write one by one.
     * A piece that never arrived ends the ordered part; the ones after it follow in index order.
     * The temporary file is removed once read.
     */
    pieces(): Generator<string>;
    /** Removes the temporary file without reading it (on an error path). */
    dispose(): void;
}
