export function bundleCli(outdir?: string): Promise<{ dir: string; cli: string; action: string }>;
