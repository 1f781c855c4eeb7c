import { Types } from 'mongoose';
import request from 'supertest';
import { EventLogModel, eventLogSearchFields } from '../src/events/eventLog.model';
import { recordEvent } from '../src/events/events.service';
import { EventTypeModel } from '../src/events/eventType.model';
import { EVENT, EVENT_DESCRIPTIONS } from '../src/events/eventTypes';
import { useAdminApi } from './support/adminApi';

const userId = new Types.ObjectId();

/** Log entries at fixed instants (UTC), written raw so createdAt stays as given. */
const entries = [
  { code: EVENT.login, email: 'ana@acorduri.test', userId, at: '2026-07-14T20:59:00Z', subject: '' },
  { code: EVENT.login, email: 'ana@acorduri.test', userId, at: '2026-07-14T21:00:00Z', subject: '' },
  {
    code: EVENT.loginFailed,
    email: 'Ion@Acorduri.test',
    userId: null,
    at: '2026-07-16T08:00:00Z',
    subject: '',
  },
  {
    code: EVENT.adminArtistUpdated,
    email: 'admin@acorduri.test',
    userId: null,
    at: '2026-07-16T09:00:00Z',
    subject: 'artist 65f0 «Phoenix»',
  },
  {
    code: EVENT.register,
    email: 'bogdan@acorduri.test',
    userId: null,
    at: '2025-12-31T22:30:00Z',
    subject: '',
  },
];

describe('admin event log (/api/admin/log)', () => {
  const suite = useAdminApi();

  beforeAll(async () => {
    // A lookup seeded by an older version: only the account events.
    await EventTypeModel.insertMany(
      Object.entries(EVENT_DESCRIPTIONS)
        .filter(([code]) => Number(code) < 20)
        .map(([code, description]) => ({ code: Number(code), description })),
    );
    await EventLogModel.collection.insertMany(
      entries.map(({ at, ...entry }) => ({
        ...entry,
        ...eventLogSearchFields(entry),
        ip: '10.0.0.1',
        createdAt: new Date(at),
      })),
    );
  });

  it('lists every event type, the codes added since the lookup was seeded included', async () => {
    const res = await suite.admin.get('/api/admin/log/type').expect(200);
    expect(res.body.total).toBe(Object.keys(EVENT_DESCRIPTIONS).length);
    expect(res.body.types[0]).toEqual({ code: 1, description: 'Cont nou înregistrat' });
    expect(res.body.types).toContainEqual({ code: 40, description: 'Administrare: comentariu șters' });
  });

  it('refuses anonymous visitors (401) and standard users (403)', async () => {
    for (const path of ['/api/admin/log', '/api/admin/log/type', '/api/admin/log/daily']) {
      expect((await request(suite.api.app).get(path)).status).toBe(401);
      expect((await suite.standard.get(path)).status).toBe(403);
    }
  });

  const emailsOf = (res: { body: { logs: { email: string }[] } }) => res.body.logs.map((log) => log.email);

  it('pages the log newest first, each entry with its description and subject, without the address', async () => {
    const res = await suite.admin.get('/api/admin/log?limit=2').expect(200);
    expect(res.body.total).toBe(5);
    expect(res.body.logs).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        code: EVENT.adminArtistUpdated,
        description: 'Administrare: artist modificat',
        createdAt: '2026-07-16T09:00:00.000Z',
        email: 'admin@acorduri.test',
        userId: null,
        subject: 'artist 65f0 «Phoenix»',
      },
      expect.objectContaining({ code: EVENT.loginFailed, email: 'Ion@Acorduri.test' }),
    ]);
    const next = await suite.admin.get('/api/admin/log?limit=2&offset=2').expect(200);
    expect(next.body.logs[0]).toMatchObject({
      userId: userId.toHexString(),
      createdAt: '2026-07-14T21:00:00.000Z',
    });
  });

  it('sorts by code and by email', async () => {
    const byCode = await suite.admin.get('/api/admin/log?orderby=code&sort=asc').expect(200);
    expect(byCode.body.logs.map((log: { code: number }) => log.code)).toEqual([1, 3, 3, 4, 21]);
    const byEmail = await suite.admin.get('/api/admin/log?orderby=email&sort=desc').expect(200);
    expect(emailsOf(byEmail)[0]).toBe('bogdan@acorduri.test');
    const bad = await suite.admin.get('/api/admin/log?orderby=ip&sort=sus');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      'Ordinea de sortare trebuie să fie asc sau desc.',
      'Criteriul de sortare nu este valid.',
    ]);
  });

  it('filters by code, user and whole Romanian days, both ends included', async () => {
    const login = await suite.admin.get(`/api/admin/log?code=${EVENT.login}`).expect(200);
    expect(login.body.total).toBe(2);
    const user = await suite.admin.get(`/api/admin/log?userId=${userId.toHexString()}`).expect(200);
    expect(user.body.total).toBe(2);
    // 2026-07-14T21:00Z is already 15 July in Bucharest (UTC+3).
    const day = await suite.admin.get('/api/admin/log?from=2026-07-14&to=2026-07-14').expect(200);
    expect(day.body.logs.map((log: { createdAt: string }) => log.createdAt)).toEqual([
      '2026-07-14T20:59:00.000Z',
    ]);
    const range = await suite.admin.get('/api/admin/log?from=2026-07-15&to=2026-07-16').expect(200);
    expect(range.body.total).toBe(3);
    // 2025-12-31T22:30Z is New Year's Day in Bucharest (UTC+2).
    const newYear = await suite.admin.get('/api/admin/log?from=2026-01-01&to=2026-01-01').expect(200);
    expect(emailsOf(newYear)).toEqual(['bogdan@acorduri.test']);
    const empty = await suite.admin.get('/api/admin/log?code=&userId=&from=&to=').expect(200);
    expect(empty.body.total).toBe(5);
  });

  it('answers Romanian 400s for bad dates, a reversed range, a bad code or user id', async () => {
    for (const query of ['from=2026-02-30', 'to=16.07.2026', 'from=2026-7-1']) {
      const res = await suite.admin.get(`/api/admin/log?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(['Data trebuie să aibă forma AAAA-LL-ZZ.']);
    }
    const reversed = await suite.admin.get('/api/admin/log?from=2026-07-16&to=2026-07-15');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual(['Data de început trebuie să fie înaintea datei de sfârșit.']);
    const bad = await suite.admin.get('/api/admin/log?code=abc&userId=12');
    expect(bad.body.errors).toEqual(['Codul evenimentului nu este valid.', 'Identificatorul nu este valid.']);
  });

  it('searches the email, the event description and the admin subject, ignoring case and diacritics', async () => {
    expect(emailsOf(await suite.admin.get('/api/admin/log?search=ION@acorduri'))).toEqual([
      'Ion@Acorduri.test',
    ]);
    const failed = await suite.admin.get('/api/admin/log?search=autentificare esuata').expect(200);
    expect(emailsOf(failed)).toEqual(['Ion@Acorduri.test']);
    const described = await suite.admin.get('/api/admin/log?search=AUTENTIFICARE').expect(200);
    expect(described.body.total).toBe(3);
    expect(emailsOf(await suite.admin.get('/api/admin/log?search=phoenix'))).toEqual(['admin@acorduri.test']);
    expect((await suite.admin.get('/api/admin/log?search=a.b')).body.total).toBe(0);
    // Shorter than a trigram: still a substring search.
    expect(emailsOf(await suite.admin.get('/api/admin/log?search=IO'))).toContain('Ion@Acorduri.test');
  });

  it('finds an entry the app records by its email and subject', async () => {
    await recordEvent(EVENT.adminArtistUpdated, {
      email: 'radu@acorduri.test',
      subject: 'artist 7 «Holograf»',
    });
    expect(emailsOf(await suite.admin.get('/api/admin/log?search=HOLOGRAF'))).toEqual(['radu@acorduri.test']);
    expect(emailsOf(await suite.admin.get('/api/admin/log?search=radu@acorduri'))).toEqual([
      'radu@acorduri.test',
    ]);
    await EventLogModel.deleteMany({ email: 'radu@acorduri.test' });
  });

  it('counts the entries of each Romanian day of the range, zeros included', async () => {
    const res = await suite.admin.get('/api/admin/log/daily?from=2026-07-13&to=2026-07-17').expect(200);
    expect(res.body).toEqual({
      days: [
        { date: '2026-07-13', count: 0 },
        { date: '2026-07-14', count: 1 },
        { date: '2026-07-15', count: 1 },
        { date: '2026-07-16', count: 2 },
        { date: '2026-07-17', count: 0 },
      ],
    });
    const filtered = await suite.admin
      .get(`/api/admin/log/daily?from=2026-07-14&to=2026-07-16&code=${EVENT.login}`)
      .expect(200);
    expect(filtered.body.days.map((day: { count: number }) => day.count)).toEqual([1, 1, 0]);
    const fromOnly = await suite.admin.get('/api/admin/log/daily?from=2026-07-01').expect(200);
    expect(fromOnly.body.days).toHaveLength(30);
    expect(fromOnly.body.days[29].date).toBe('2026-07-30');
  });

  it('counts by Romanian day across the autumn clock change', async () => {
    // 25 October 2026 lasts 25 hours in Bucharest: 00:30 (UTC+3) and 23:30 (UTC+2) are both on it.
    await EventLogModel.collection.insertMany(
      ['2026-10-24T20:59:00Z', '2026-10-24T21:30:00Z', '2026-10-25T21:30:00Z', '2026-10-25T22:00:00Z'].map(
        (at) => ({ code: EVENT.passwordReset, email: 'ceas@acorduri.test', createdAt: new Date(at) }),
      ),
    );
    const res = await suite.admin
      .get(`/api/admin/log/daily?from=2026-10-24&to=2026-10-26&code=${EVENT.passwordReset}`)
      .expect(200);
    expect(res.body.days).toEqual([
      { date: '2026-10-24', count: 1 },
      { date: '2026-10-25', count: 2 },
      { date: '2026-10-26', count: 1 },
    ]);
    await EventLogModel.deleteMany({ email: 'ceas@acorduri.test' });
  });

  it('shows the last 30 days up to today without a range, and refuses more than 366 days', async () => {
    const res = await suite.admin.get('/api/admin/log/daily').expect(200);
    expect(res.body.days).toHaveLength(30);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
    expect(res.body.days[29].date).toBe(today);
    const year = await suite.admin.get('/api/admin/log/daily?from=2024-01-01&to=2024-12-31').expect(200);
    expect(year.body.days).toHaveLength(366);
    const tooLong = await suite.admin.get('/api/admin/log/daily?from=2024-01-01&to=2025-01-01');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual(['Intervalul poate cuprinde cel mult 366 de zile.']);
    const reversed = await suite.admin.get('/api/admin/log/daily?from=2026-07-16&to=2026-07-15');
    expect(reversed.body.errors).toEqual(['Data de început trebuie să fie înaintea datei de sfârșit.']);
  });
});
