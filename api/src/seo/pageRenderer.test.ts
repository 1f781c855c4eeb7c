import { pageRenderer } from './pageRenderer';
import { contentChanged } from './siteVersion';

let finishRendering: () => void = () => undefined;

jest.mock('./describePage', () => ({
  describePage: () =>
    new Promise((resolve) => {
      finishRendering = () =>
        resolve({ status: 200, meta: { title: 'Cântec', description: 'Un cântec' }, data: undefined });
    }),
}));

const TEMPLATE = {
  version: 'b1',
  head: '<html><head>',
  body: '</head><body><div id="root"></div>',
  end: '</body></html>',
};

describe('pageRenderer', () => {
  it('answers a page whose rendering a content change interrupted, instead of failing the request', async () => {
    const render = pageRenderer({
      siteUrl: 'https://acorduri.test',
      passphrase: 'secret',
      readTemplate: async () => TEMPLATE,
    });
    const page = render('/acorduri/artist/cantec', 1);
    await new Promise((resolve) => setImmediate(resolve));
    contentChanged();
    finishRendering();
    await expect(page).resolves.toMatchObject({ status: 200 });
  });
});
