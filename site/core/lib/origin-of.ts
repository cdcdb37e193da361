/** "https://api.example.in/v1" → "https://api.example.in"; undefined for what is not a URL. */
export const originOf = (url: string | undefined): string | undefined => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};
