import { LESSON_MESSAGES } from '../lessons/messages';
import { lessonFormSchema } from '../lessons/schemas';
import { isSafeLinkUrl } from './linkUrl';

describe('isSafeLinkUrl', () => {
  it.each([
    'https://acorduri.example/imagine.png',
    'http://cdn.example/a.jpg?v=2',
    '/media/lectii/prima.png',
    '/',
  ])('accepts %s', (url) => {
    expect(isSafeLinkUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:image/png;base64,AAAA',
    'vbscript:msgbox(1)',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'imagine.png',
    'https://',
    'ftp://files.example/a.png',
  ])('refuses %s', (url) => {
    expect(isSafeLinkUrl(url)).toBe(false);
  });
});

describe('the lesson imageUrl', () => {
  const lesson = {
    title: 'Primele acorduri',
    slug: 'primele-acorduri',
    description: 'Descriere',
    level: 0,
    body: '<p>Text</p>',
  };

  it('answers its own message to a javascript: URL', () => {
    const { error } = lessonFormSchema.validate({ ...lesson, imageUrl: 'javascript:alert(1)' });
    expect(error?.details.map((detail) => detail.message)).toEqual([LESSON_MESSAGES.imageUrlInvalid]);
  });

  it('keeps the required message for an empty field', () => {
    const { error } = lessonFormSchema.validate({ ...lesson, imageUrl: '' });
    expect(error?.details.map((detail) => detail.message)).toEqual([LESSON_MESSAGES.imageUrlRequired]);
  });

  it('accepts a site path', () => {
    expect(lessonFormSchema.validate({ ...lesson, imageUrl: '/media/lectii/a.png' }).error).toBeUndefined();
  });
});
