import { VALIDATION_OPTIONS } from '../validation/common';
import { adminLessonCreateBody, adminLessonUpdateBody } from './lessons';
import { adminLogDailyQuery, adminLogListQuery, isIsoDay } from './log';
import { adminUserDeleteBody, adminUserListQuery } from './users';

const errorsOf = (result: { error?: { details: { message: string }[] } }) =>
  result.error?.details.map((detail) => detail.message) ?? [];

describe('admin schemas for users, log and lessons (shared with the forms)', () => {
  it('accepts only calendar days as YYYY-MM-DD', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-2-1')).toBe(false);
    expect(isIsoDay('01.02.2025')).toBe(false);
  });

  it('validates the log filters: dates, their order, the defaults', () => {
    expect(adminLogListQuery.validate({}, VALIDATION_OPTIONS).value).toEqual({
      limit: 100,
      offset: 0,
      sort: 'desc',
      orderby: 'created_at',
      search: '',
    });
    expect(errorsOf(adminLogListQuery.validate({ from: '2025-13-01' }, VALIDATION_OPTIONS))).toEqual([
      'Data trebuie să aibă forma AAAA-LL-ZZ.',
    ]);
    expect(
      errorsOf(adminLogDailyQuery.validate({ from: '2025-03-02', to: '2025-03-01' }, VALIDATION_OPTIONS)),
    ).toEqual(['Data de început trebuie să fie înaintea datei de sfârșit.']);
    expect(
      adminLogDailyQuery.validate({ from: '2025-03-01', to: '2025-03-01', code: '' }).error,
    ).toBeUndefined();
  });

  it('maps the users filters as the screen sends them and names the delete list problems', () => {
    const { value } = adminUserListQuery.validate(
      { role: '2', expired: '0', with_tabs: '1' },
      VALIDATION_OPTIONS,
    );
    expect(value).toMatchObject({
      role: 2,
      expired: false,
      with_tabs: true,
      orderby: 'created_at',
      sort: 'desc',
    });
    expect(errorsOf(adminUserDeleteBody.validate({ ids: [] }, VALIDATION_OPTIONS))).toEqual([
      'Selectați cel puțin un utilizator.',
    ]);
  });

  it('keeps a new lesson out of public view and lets an edit leave the visibility alone', () => {
    const lesson = {
      title: 'Barré',
      slug: 'barre',
      imageUrl: '/media/img/barre.png',
      description: 'Acordurile barré',
      body: '<p>Text</p>',
      level: 2,
    };
    expect(adminLessonCreateBody.validate({ ...lesson, isPublic: 1 }, VALIDATION_OPTIONS).value).toEqual(
      lesson,
    );
    const update = adminLessonUpdateBody.validate({ id: 'a'.repeat(24), ...lesson }, VALIDATION_OPTIONS);
    expect(update.value).not.toHaveProperty('isPublic');
    expect(
      errorsOf(adminLessonCreateBody.validate({ ...lesson, slug: 'Nu e bun' }, VALIDATION_OPTIONS)),
    ).toEqual(['Slug-ul poate conține doar litere mici, cifre și cratime']);
  });
});
