import type { CandidateEvidence, EvidenceDescriptor, EvidenceFactory, FilesystemHandle, LogsHandle, TraceHandle } from "../../trials/contract.js";
/** A missing descriptor, a descriptor of the wrong kind, or one without what its handle needs. */
export declare class EvidenceError extends Error {
    readonly name = "EvidenceError";
}
/** The absolute local path of a ref, refused when it is not local or leaves `datasetDir`. */
export declare function resolveRef(ref: string, datasetDir: string, label: string): string;
export declare class LocalCandidateEvidence implements CandidateEvidence {
    private readonly descriptors;
    private readonly datasetDir;
    private readonly handles;
    constructor(descriptors: Readonly<Record<string, EvidenceDescriptor>>, datasetDir: string);
    names(kind?: string): string[];
    get(name: string): EvidenceDescriptor | undefined;
    require(name: string, kind?: string): EvidenceDescriptor;
    trace(name?: string): Promise<TraceHandle>;
    filesystem(name: string): Promise<FilesystemHandle>;
    logs(name?: string): Promise<LogsHandle>;
    private refOf;
    /** A path as the user wrote it: relative to the dataset's directory when inside it. */
    private shown;
    /**
     * One handle per name and handle type (asking a trace for its filesystem must still fail on the
     * kind); a failed open stays cached too, so every metric of the trial sees the same error.
     */
    private cached;
}
/** The Node layer's `EvidenceFactory`: the evidence of one trial, opened lazily. */
export declare const openTrialEvidence: EvidenceFactory;
