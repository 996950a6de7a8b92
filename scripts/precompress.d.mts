/** Writes .br and .gz copies beside each text file under `dir`; returns how many files it compressed. */
export function precompress(dir: string): Promise<number>;
