import type { TokenUsage } from "./pricing.js";
import type { ConversationMessage } from "../core/history/conversation.js";
import type { JudgeRequest, JudgeResponse } from "./judge.js";
export declare const FIXTURE_FORMAT = "agent-eval/judge-fixture/v1";
/** Provenance note for recordings answered by the scripted local judge. */
export declare const SCRIPTED_SOURCE = "scripted local judge (not a real model)";
/** Raw file access, relative to the store root. Implemented on the file system in src/providers. */
export interface FixtureStorage {
    /** The file's text, or undefined when it does not exist. */
    readText(relativePath: string): Promise<string | undefined>;
    /** Replaces the file atomically (readers see the old or the new file, never a torn one). */
    writeTextAtomic(relativePath: string, text: string): Promise<void>;
    /**
     * Creates the file with this text unless it exists, atomically (readers and racing creators see
     * no file or the whole first one): true when created, false when it already existed. Optional;
     * without it the store checks, then replaces (a race may then keep either writer's file).
     */
    createTextExclusive?(relativePath: string, text: string): Promise<boolean>;
    /** Names of regular files directly in the directory; [] when it does not exist. */
    listFiles(relativeDir: string): Promise<string[]>;
    /** Names of subdirectories directly in the directory; [] when it does not exist. */
    listDirs(relativeDir: string): Promise<string[]>;
    /** How to show the path to a person (e.g. `recorded-judges/neologism/ab12….json`). */
    displayPath(relativePath: string): string;
}
export interface StoredJudgeRequest {
    readonly metric: string;
    readonly template_version: string;
    readonly provider: string;
    readonly model: string;
    readonly replica: number;
    readonly settings: Record<string, unknown>;
    readonly output_name: string;
    readonly output_description: string;
    readonly output_schema: Record<string, unknown>;
    readonly system: string[];
    readonly user: string[];
    /** Multi-turn requests (agent probes) only: the messages after the system prompt. */
    readonly conversation?: readonly ConversationMessage[];
}
export interface FixtureRecord {
    readonly format: typeof FIXTURE_FORMAT;
    readonly key: string;
    /** Who answered: a provider (live model) or the scripted local judge. */
    readonly source: string;
    /** When it was recorded (ISO 8601, passed in by the caller). */
    readonly recorded_at: string;
    readonly request: StoredJudgeRequest;
    readonly response: {
        /** The model that answered, as reported. */
        readonly model: string;
        readonly output: unknown;
        readonly usage: TokenUsage;
    };
}
export interface StoredFixture {
    readonly record: FixtureRecord;
    /** Display path of the file. */
    readonly path: string;
}
/** A fixture file that cannot be used: unparsable, wrong format, or its key does not match. */
export declare class FixtureFileError extends Error {
    readonly name = "FixtureFileError";
    /** Fails the whole judge metric, as a replay miss does: dropping the replica would silently change its score. */
    readonly fatal = true;
}
/** A write refused because the content looks like it holds a credential. Nothing was written. */
export declare class FixtureSecretError extends Error {
    readonly name = "FixtureSecretError";
    /** As FixtureFileError: the metric fails rather than scoring without that replica. */
    readonly fatal = true;
}
/** `<metric>/<key>.json`; rejects metric names that are not a single safe path segment. */
export declare function fixtureRelativePath(metric: string, key: string): string;
export declare function storedRequest(request: JudgeRequest): StoredJudgeRequest;
export declare function requestFromRecord(record: FixtureRecord): JudgeRequest;
export declare function responseFromRecord(record: FixtureRecord): JudgeResponse;
export interface RecordProvenance {
    /** ISO 8601 timestamp, passed in (the pure core has no clock). */
    readonly recordedAt: string;
    readonly source: string;
}
/** `key`: the request's fixture key when the caller already hashed it (default: hashed here). */
export declare function buildFixtureRecord(request: JudgeRequest, response: JudgeResponse, provenance: RecordProvenance, key?: string): FixtureRecord;
/** Two-space JSON with a trailing newline, members in the documented order. */
export declare function serializeFixtureRecord(record: FixtureRecord): string;
/** Deepest nesting of arrays and objects a recording may have (the request schema needs ~10). */
export declare const MAX_FIXTURE_DEPTH = 256;
/** Parses and checks a fixture file; `where` names it in errors. */
export declare function parseFixtureRecord(text: string, where: string): FixtureRecord;
/**
 * A recording is filed under its own key: a file copied or renamed to another key's name would
 * otherwise answer a request it was never recorded for (its own key still matches its request).
 */
export declare function checkFileName(record: FixtureRecord, relativePath: string, where: string): void;
export interface FixtureStoreOptions {
    /**
     * Literal secrets that must never be written (e.g. the configured API keys). Values shorter than 8
     * characters are ignored.
     */
    readonly knownSecrets?: readonly (string | undefined)[];
}
export declare class FixtureStore {
    readonly storage: FixtureStorage;
    private readonly knownSecrets;
    constructor(storage: FixtureStorage, options?: FixtureStoreOptions);
    /** Display path where the recording of (metric, key) lives or would live. */
    pathFor(metric: string, key: string): string;
    /** The recording for `key`, looked up under `metric` first, then under any other metric. */
    get(metric: string, key: string): Promise<StoredFixture | undefined>;
    /** Every recording filed under `metric` (used to explain misses). */
    listMetric(metric: string): Promise<StoredFixture[]>;
    /** Names of the metric directories in the store. */
    metrics(): Promise<string[]>;
    /**
     * Writes (or overwrites) the recording under `<record.request.metric>/<record.key>.json` and
     * returns its display path. Refuses, writing nothing, when anything looks like a credential.
     */
    put(record: FixtureRecord): Promise<string>;
    /**
     * Writes the recording unless one for its key already exists under its metric (another
     * evaluation recorded it first): then nothing is written and that recording is returned, so
     * every racing evaluation scores the answer that stays on disk. Refuses secrets as `put` does.
     */
    putIfAbsent(record: FixtureRecord): Promise<{
        path: string;
        existing?: StoredFixture;
    }>;
    private checkedText;
    private readAt;
}
