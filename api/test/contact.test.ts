import { ACCOUNT_MESSAGES as M } from '@acorduri/contracts';
import request from 'supertest';
import { ContactMessageModel } from '../src/contact/contactMessage.model';
import { useApiWithMailbox } from './support/apiWithMailbox';
import { solveCaptcha } from './support/captcha';
import { createUser, signedInAgent } from './support/users';

const suite = useApiWithMailbox({ ADMIN_EMAIL: 'redactia@acorduri.test' });

describe('POST /api/contact', () => {
  it('stores the message and mails it to the administrator, reply-to the sender', async () => {
    const user = await createUser();
    const agent = await signedInAgent(suite.api.app, user);
    await agent
      .post('/api/contact')
      .send({
        fromEmail: 'Cititor@Exemplu.ro',
        inquiryType: 'technical',
        message: 'Pagina de acorduri nu se încarcă.',
        captchaResponse: await solveCaptcha(suite.api.app),
      })
      .expect(200, { message: 'Email sent successfully.' });
    const mail = await suite.mailbox.next('redactia@acorduri.test');
    expect(mail.replyTo).toBe('cititor@exemplu.ro');
    expect(mail.subject).toBe('Mesaj de contact (Tehnic) de la cititor@exemplu.ro');
    expect(mail.text).toContain('Pagina de acorduri nu se încarcă.');
    const stored = await ContactMessageModel.findOne({ fromEmail: 'cititor@exemplu.ro' }).lean();
    expect(stored).toMatchObject({ inquiryType: 'technical', mailed: true, userId: user._id });
  });

  it('answers the form messages', async () => {
    await request(suite.api.app)
      .post('/api/contact')
      .send({})
      .expect(400, { errors: [M.fieldRequired, M.captchaRequired] });
    await request(suite.api.app)
      .post('/api/contact')
      .send({
        fromEmail: 'nu-e-email',
        inquiryType: 'reclamatie',
        message: 'x'.repeat(2001),
        captchaResponse: 'y',
      })
      .expect(400, { errors: [M.emailInvalid, M.inquiryTypeInvalid, M.messageTooLong] });
    await request(suite.api.app)
      .post('/api/contact')
      .send({
        fromEmail: `${'a'.repeat(46)}@b.ro`,
        inquiryType: 'general',
        message: 'Salut',
        captchaResponse: 'y',
      })
      .expect(400, { errors: [M.emailTooLong50] });
  });

  it('needs a solved captcha', async () => {
    await request(suite.api.app)
      .post('/api/contact')
      .send({
        fromEmail: 'a@exemplu.ro',
        inquiryType: 'general',
        message: 'Salut',
        captchaResponse: 'nerezolvat',
      })
      .expect(400, { errors: [M.captchaInvalid] });
    expect(await ContactMessageModel.countDocuments({ fromEmail: 'a@exemplu.ro' })).toBe(0);
  });
});
