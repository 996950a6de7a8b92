// The demo catalogue (placeholder until the catalogue lands).
export async function seedIfEmpty() {}
