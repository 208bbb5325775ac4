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
    writeTextAtomic(relativePath: string, text: string): Promise<void>;
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
