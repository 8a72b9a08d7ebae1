import { expect, test, type Locator, type Page } from '@playwright/test';
import { botCheckMessageForVisitor } from '../../src/core/forms/bot-check-messages.ts';
import { BOT_MESSAGES, FORM_DEFAULT_SUCCESS_MESSAGE, FORM_NO_COLLECTION } from '../../src/core/forms/messages.ts';
import { canvas, dragBlock, openEditor, publishButton, visible } from './editor-helpers.ts';
import { expectNoSeriousAxeViolations, login, waitForIslands } from './fixtures.ts';

// Issue #9 "Done when": an owner builds a contact form in the editor (text, email, select, file,
// rating), publishes it, and an anonymous visitor submits it through the real ALTCHA challenge.

const stamp = Date.now().toString(36);
const path = `/site-demo/e2e-form-${stamp}`;
const collection = `e2e-contact-${stamp}`;
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The expanded item of the Inputs list whose fields are being edited. */
const openInput = (page: Page): Locator => visible(page.locator('[class*="ArrayFieldItem--isExpanded"]').filter({ has: page.getByLabel('Name (the record field)', { exact: true }) }).last());

/** Adds an item to the Inputs list of the fields panel and fills its name, type and label. */
async function addInput(page: Page, count: number, fields: { name: string; type: string; label: string }) {
  // The innermost element holding both the 'Inputs' label and an add button is the field; its own add button is its last.
  const inputsField = page.locator('div').filter({ has: page.getByText('Inputs', { exact: true }) }).filter({ has: page.locator('[class*="ArrayField-addButton"]') }).last();
  await visible(inputsField.locator('[class*="ArrayField-addButton"]').last()).click();
  const summary = visible(page.locator('[class*="ArrayFieldItem-summary"]', { hasText: `Input ${count}` }));
  await expect(summary).toBeVisible();
  if (!(await openInputFields(page).isVisible())) await summary.click();
  const item = openInput(page);
  await item.getByLabel('Name (the record field)', { exact: true }).fill(fields.name);
  await item.getByLabel('Type', { exact: true }).first().selectOption({ label: fields.type });
  await item.getByLabel('Label', { exact: true }).first().fill(fields.label);
  return item;
}

const openInputFields = (page: Page): Locator => visible(page.getByLabel('Name (the record field)', { exact: true }));

/** Folds an input away again (its summary shows its label now), so the next one added is the only one open. */
async function closeInput(page: Page, label: string) {
  await visible(page.locator('[class*="ArrayFieldItem-summary"]', { hasText: label })).click();
  await expect(openInputFields(page)).toBeHidden();
}

test('a contact form built in the editor takes an anonymous submission through the bot challenge', async ({ page, browser }) => {
  test.setTimeout(180_000);
  page.setDefaultTimeout(15_000);
  await login(page);
  await openEditor(page, path);
  await dragBlock(page, 'Form');
  // A new form has no collection yet: the canvas shows the notice instead of the form.
  const notice = canvas(page).getByText(FORM_NO_COLLECTION);
  await expect(notice).toBeVisible();
  await notice.click();

  await visible(page.getByLabel('Collection (where submissions are stored)')).fill(collection);
  await expect(canvas(page).getByRole('heading', { name: 'Contact us' })).toBeVisible();
  await visible(page.getByLabel('Purpose', { exact: true })).selectOption({ label: 'Contact' });
  await visible(page.getByLabel('Title', { exact: true })).fill('Write to us');

  const topic = await addInput(page, 4, { name: 'topic', type: 'Select', label: 'Topic' });
  for (const [index, option] of ['Sales', 'Support'].entries()) {
    // The first add button inside an input is its options list's.
    await visible(topic.locator('[class*="ArrayField-addButton"]').first()).click();
    const optionSummary = visible(topic.locator('[class*="ArrayFieldItem-summary"]', { hasText: `Option ${index + 1}` }));
    await expect(optionSummary).toBeVisible();
    if (!(await visible(topic.getByLabel('Shown as')).isVisible())) await optionSummary.click();
    await visible(topic.getByLabel('Shown as')).fill(option);
    await visible(topic.getByLabel('Stored value')).fill(option.toLowerCase());
    await visible(topic.locator('[class*="ArrayFieldItem-summary"]', { hasText: option })).click();
  }
  await closeInput(page, 'Topic');
  await addInput(page, 5, { name: 'photo', type: 'File', label: 'Photo' });
  await closeInput(page, 'Photo');
  const stars = await addInput(page, 6, { name: 'stars', type: 'Number', label: 'How did we do?' });
  await stars.getByLabel(/^Stars/).fill('5');
  await closeInput(page, 'How did we do?');
  await expect(canvas(page).getByRole('radiogroup', { name: 'How did we do?' })).toBeVisible();

  await publishButton(page).click();
  await expect(page.getByText('Page published successfully')).toBeVisible();

  // An anonymous visitor in a browser of their own.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const problems: string[] = [];
  visitor.on('pageerror', (error) => problems.push(error.message));
  await visitor.goto(path);
  await waitForIslands(visitor);
  const form = visitor.locator('form[data-form-block]');
  await expect(form.getByRole('heading', { name: 'Write to us' })).toBeVisible();

  // Submitting an empty form shows the rule messages under the inputs and sends nothing.
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name')).toBeFocused();

  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Message').fill('Hello from the e2e visitor.');
  await form.getByLabel('Topic').selectOption('support');
  await form.getByLabel('Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('radio', { name: '4 stars' }).click();
  await expectNoSeriousAxeViolations(visitor, 'form[data-form-block]');

  // Sent without the robot check: the visitor is told what to do, in the words of the widget they see.
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText(botCheckMessageForVisitor(BOT_MESSAGES.missingToken, 'altcha')!);
  await expect(form.getByRole('alert')).not.toContainText('Turnstile');

  // The widget draws its tick over the checkbox (an svg takes the pointer): a person clicks there, Playwright uses the box's label.
  await form.locator('altcha-widget label').filter({ hasText: /robot/i }).first().click();
  await expect(form.getByText('Verified: you can submit the form.')).toBeAttached({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Submit' }).click();
  // A new form's own success message (the block's default), not the API's 'Data created successfully'.
  await expect(form.getByRole('status').filter({ hasText: FORM_DEFAULT_SUCCESS_MESSAGE })).toBeVisible({ timeout: 15_000 });
  expect(problems).toEqual([]);

  // The record is in the collection, its photo stored as a URL; the mail is in the outbox.
  const listed = await page.request.get(`/api/data/${collection}?siteId=demo`);
  expect(listed.status(), await listed.text()).toBe(200);
  const records = ((await listed.json()) as { data: Record<string, unknown>[] }).data;
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', topic: 'support', stars: 4 });
  expect(String(records[0]!.photo)).toMatch(/\.png$|\/media\//);
  await expect
    .poll(async () => JSON.stringify(await (await page.request.get('/api/mail/outbox')).json()), { timeout: 10_000 })
    .toContain('Ada Lovelace');

  // Keyboard only: a second submission, Tab from the top of the form to Submit.
  await visitor.reload();
  await waitForIslands(visitor);
  await form.getByRole('heading', { name: 'Write to us' }).click();
  await visitor.keyboard.press('Tab');
  await expect(form.getByLabel('Name')).toBeFocused();
  await visitor.keyboard.type('Grace Hopper');
  await visitor.keyboard.press('Tab');
  await visitor.keyboard.type('grace@example.com');
  await visitor.keyboard.press('Tab');
  await visitor.keyboard.type('Typed without a mouse.');
  await visitor.keyboard.press('Tab');
  await expect(form.getByLabel('Topic')).toBeFocused();
  await visitor.keyboard.press('ArrowDown');
  await visitor.keyboard.press('Tab'); // the file input: optional, left empty
  await visitor.keyboard.press('Tab');
  await expect(form.getByRole('radio', { name: '1 star' })).toBeFocused();
  await visitor.keyboard.press('End');
  await expect(form.getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'true');
  await visitor.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Clear rating' })).toBeFocused();
  await visitor.keyboard.press('Tab');
  await expect(form.getByRole('checkbox')).toBeFocused();
  await visitor.keyboard.press('Space');
  await expect(form.getByText('Verified: you can submit the form.')).toBeAttached({ timeout: 30_000 });
  await visitor.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Submit' })).toBeFocused();
  await visitor.keyboard.press('Enter');
  await expect(form.getByRole('status').filter({ hasText: FORM_DEFAULT_SUCCESS_MESSAGE })).toBeVisible({ timeout: 15_000 });
  await context.close();
});
