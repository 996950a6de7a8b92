/** Writes .br and .gz copies beside each text file under `dir`. */
export function precompress(dir: string): Promise<void>;
