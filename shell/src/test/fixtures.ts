// Test data and viewport control shared by the shell's tests.

export const ANA = {
  id: 'u1',
  username: 'ana',
  slug: 'ana',
  email: 'ana@acorduri.test',
  role: 0,
  createdAt: '2024-01-01',
};

export function setScreenWidth(width: number): void {
  window.matchMedia = ((query: string) => {
    const min = Number(/min-width:\s*(\d+)/.exec(query)?.[1] ?? 0);
    return {
      matches: width >= min,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  }) as unknown as typeof window.matchMedia;
}
