import { expect, test } from '../support/fixtures';

// Diagram widths in CSS px: the SVG's own width (86 units: 50 between the strings, 26 on the position numeral's side,
// 10 on the other) × 1.7 on screen, × 1.9 in print.
const GUITAR_UNITS = 86;

test.describe('chord dictionary (mf_chords)', () => {
  test('/dictionar-acorduri shows root C on guitar, filters by type and switches to piano', async ({
    page,
  }) => {
    await page.goto('/dictionar-acorduri');
    const area = page.locator('[data-area="mf_chords"]');
    await expect(area.getByRole('heading', { level: 1, name: 'Dicționar de acorduri' })).toBeVisible();
    await expect(area.getByRole('combobox', { name: 'Rădăcina' })).toHaveValue('C');
    await expect(area.getByRole('heading', { level: 2, name: 'C — Major' })).toBeVisible();
    const firstGuitar = area.getByRole('img', { name: 'Acordul C la chitară, varianta 1, poziția I' });
    await expect(firstGuitar).toBeVisible();

    await area.getByRole('combobox', { name: 'Tipul acordului' }).selectOption({ label: 'm (Minor)' });
    await expect(area.getByRole('heading', { level: 2, name: 'Cm — Minor' })).toBeVisible();
    await expect(area.getByRole('heading', { level: 2, name: 'C — Major' })).toHaveCount(0);

    await area.getByRole('button', { name: 'Pian' }).click();
    await expect(area.getByRole('button', { name: 'Pian' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      area.getByRole('img', { name: /^Acordul Cm la pian, varianta 1: Do, Mi bemol, Sol$/ }),
    ).toBeVisible();
    await expect(area.getByRole('img', { name: /la chitară/ })).toHaveCount(0);
  });

  test('diagrams are drawn at scale 1.7 on screen and 1.9 in print', async ({ page }) => {
    await page.goto('/dictionar-acorduri');
    const diagram = page.getByRole('img', { name: 'Acordul C la chitară, varianta 1, poziția I' });
    await expect(diagram).toBeVisible();
    expect((await diagram.boundingBox())?.width).toBeCloseTo(GUITAR_UNITS * 1.7, 0);
    await page.emulateMedia({ media: 'print' });
    expect((await diagram.boundingBox())?.width).toBeCloseTo(GUITAR_UNITS * 1.9, 0);
  });

  test('left-handed diagrams are remembered across visits', async ({ page }) => {
    await page.goto('/dictionar-acorduri');
    const diagram = page.getByRole('img', { name: 'Acordul C la chitară, varianta 1, poziția I' });
    const mutedX = async () => Number(await diagram.locator('text', { hasText: '×' }).getAttribute('x'));
    const rightHanded = await mutedX();
    await page.getByRole('checkbox', { name: 'Diagrame pentru stângaci' }).check();
    await expect.poll(mutedX).toBeGreaterThan(rightHanded);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Diagrame pentru stângaci' })).toBeChecked();
    await expect.poll(mutedX).toBeGreaterThan(rightHanded);
  });

  test('the dictionary button leads to /accesibil', async ({ page }) => {
    await page.goto('/dictionar-acorduri');
    await page.getByRole('button', { name: 'Dicționar accesibil (text)' }).click();
    await expect(page).toHaveURL(/\/accesibil$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dicționar de acorduri accesibil' }),
    ).toBeVisible();
  });

  test('/accesibil lists A major as text, string by string, after "Listează definiții"', async ({ page }) => {
    await page.goto('/accesibil');
    const area = page.locator('[data-area="mf_chords"]');
    await expect(area.getByRole('combobox', { name: 'Rădăcina' })).toHaveValue('A');
    const type = area.getByRole('combobox', { name: 'Tipul acordului' });
    await expect(type).toHaveValue('1');
    await expect(type.locator('option:checked')).toHaveText('Major');
    await expect(area.getByRole('heading', { level: 2 })).toHaveCount(0);

    await area.getByRole('button', { name: 'Listează definiții' }).click();
    // Each chord is a region named by its heading.
    const chord = area.getByRole('region', { name: 'A — Major' });
    await expect(chord.getByRole('heading', { level: 2, name: 'A — Major' })).toBeVisible();
    const firstVariant = chord.getByRole('list').first();
    await expect(firstVariant.getByRole('listitem')).toHaveCount(6);
    await expect(firstVariant.getByRole('listitem').first()).toHaveText(/^Coarda 6 \(Mi grav\): /);
    await expect(firstVariant.getByRole('listitem').last()).toHaveText(/^Coarda 1 \(Mi acut\): /);
    await expect(chord.getByText(/^Clapele: La, Do diez, Mi\.$/).first()).toBeVisible();
    await expect(area.getByRole('img')).toHaveCount(0);
  });
});
