// Stub until wt-answers merges.
export async function brandFromLogo(_bytes: Buffer): Promise<{ brand: string; note?: string } | { message: string }> {
  return { brand: '#2f6b5a' };
}
