import { ROLE } from '../users/user.model';

/** Documented demo accounts (README); seeded on an empty database. */
export const DEMO_ACCOUNTS = [
  {
    label: 'Administrator',
    username: 'admin',
    email: 'admin@acorduri.test',
    password: 'Admin1234',
    role: ROLE.admin,
  },
  {
    label: 'Standard',
    username: 'ana_pop',
    email: 'ana@acorduri.test',
    password: 'Demo1234',
    role: ROLE.standard,
  },
] as const;
