import { FixtureStore, type FixtureStorage, type FixtureStoreOptions } from "../judge/fixture-store.js";
export { DEFAULT_FIXTURE_DIR } from "./fixture-dir.js";
export declare class FileFixtureStorage implements FixtureStorage {
    readonly root: string;
    private readonly displayRoot;
    /**
     * @param root directory holding the fixtures (created on first write)
     * @param displayRoot how the root is shown in messages (default: `root` as given)
     */
    constructor(root: string, displayRoot?: string);
    readText(relativePath: string): Promise<string | undefined>;
    /**
     * Where a write of `relativePath` goes: its directory made, checked to stay inside the store (a
     * metric directory linked out of it would put the recording somewhere nobody reviews), and a temp
     * file name beside the target that no other process or call picks.
     */
    private prepareWrite;
    writeTextAtomic(relativePath: string, text: string): Promise<void>;
    /**
     * False when `relativePath` does not exist; throws a FixtureFileError when it resolves (through
     * symbolic links) to a place outside the store root. Links that stay inside are fine.
     */
    private staysInside;
    /**
     * The text goes to a temp file that is then hard-linked to the target: link(2) fails with EEXIST
     * when the target exists, so of several racing creators exactly one wins and nobody sees a torn file.
     */
    createTextExclusive(relativePath: string, text: string): Promise<boolean>;
    listFiles(relativeDir: string): Promise<string[]>;
    listDirs(relativeDir: string): Promise<string[]>;
    displayPath(relativePath: string): string;
    private list;
}
export interface OpenFixtureStoreOptions extends FixtureStoreOptions {
    readonly displayRoot?: string;
}
/** The fixture store on disk at `root` (default `recorded-judges`). */
export declare function openFixtureStore(root?: string, options?: OpenFixtureStoreOptions): FixtureStore;
