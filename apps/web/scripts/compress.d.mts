/** Compresses every text file of `dir` (`.gz` and `.br` copies); resolves to the number of files compressed. */
export function compressDir(dir: string): Promise<number>;
