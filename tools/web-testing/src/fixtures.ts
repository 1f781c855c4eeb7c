/** A signed-in user as GET /api/account answers for her. */
export const ANA = {
  id: 'u1',
  username: 'ana',
  slug: 'ana',
  email: 'ana@acorduri.test',
  role: 0,
  createdAt: '2024-01-01',
};
