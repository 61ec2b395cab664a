import { holdTapsUntilReady } from './pendingTaps';

let stop: () => void = () => undefined;

function page(html: string) {
  document.body.innerHTML = html;
}

/** What the shell does once the page is taken over; the held taps are done on the next task. */
async function markReady() {
  document.documentElement.dataset.pageReady = '/shop/kimono';
  await Promise.resolve(); // The MutationObserver's callback.
  jest.runOnlyPendingTimers();
}

const byId = (id: string) => document.getElementById(id)!;

beforeEach(() => {
  jest.useFakeTimers();
  delete document.documentElement.dataset.pageReady;
});
afterEach(() => {
  stop();
  jest.useRealTimers();
  document.body.innerHTML = '';
});

it('holds a tap on a control that needs the script, shows it waits, and does it once the page is ready', async () => {
  page('<button id="open" type="button" data-needs-js="gallery-photo-1"><img alt="Kata" /></button>');
  const clicks = jest.fn();
  byId('open').addEventListener('click', clicks);
  stop = holdTapsUntilReady();

  document.querySelector('img')!.click();
  byId('open').click();

  expect(clicks).not.toHaveBeenCalled();
  expect(byId('open')).toHaveAttribute('aria-busy', 'true');
  expect(byId('open')).toHaveAttribute('data-waiting');

  await markReady();
  expect(clicks).toHaveBeenCalledTimes(1);
  expect(byId('open')).not.toHaveAttribute('aria-busy');
  expect(byId('open')).not.toHaveAttribute('data-waiting');
});

it('prevents what a held tap would do by default, and hides it from listeners below the document', () => {
  page('<form id="form" data-needs-js="add-to-cart"><button id="add">Ajouter au panier</button></form>');
  const submitted = jest.fn((event: Event) => event.preventDefault());
  const rootListener = jest.fn();
  byId('form').addEventListener('submit', submitted);
  document.body.addEventListener('click', rootListener);
  stop = holdTapsUntilReady();

  byId('add').click();

  expect(submitted).not.toHaveBeenCalled();
  expect(rootListener).not.toHaveBeenCalled();
});

it('holds a form’s submission but leaves its fields to the visitor, then submits it once with them', async () => {
  page(`
    <form id="form" data-needs-js="add-to-cart">
      <label><input type="radio" name="size" value="M" checked /> M</label>
      <label><input id="large" type="radio" name="size" value="L" /> L</label>
      <select id="quantity" name="quantity"><option>1</option><option>2</option></select>
      <button id="add" type="submit">Ajouter au panier</button>
    </form>`);
  const submitted: Record<string, FormDataEntryValue>[] = [];
  byId('form').addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push(Object.fromEntries(new FormData(event.target as HTMLFormElement)));
  });
  stop = holdTapsUntilReady();

  byId('large').click();
  (byId('quantity') as HTMLSelectElement).value = '2';
  byId('add').click();
  byId('add').click();

  expect(byId('large')).toBeChecked();
  expect(byId('add')).toHaveAttribute('aria-busy', 'true');
  expect(byId('form')).not.toHaveAttribute('aria-busy');
  expect(submitted).toEqual([]);

  await markReady();
  expect(submitted).toEqual([{ size: 'L', quantity: '2' }]);
  expect(byId('add')).not.toHaveAttribute('data-waiting');
});

it('holds a form sent without a button (Enter in its field) and sends it once ready', async () => {
  page('<form id="form" data-needs-js="search"><input name="q" value="kata" /></form>');
  const submitted = jest.fn((event: Event) => event.preventDefault());
  byId('form').addEventListener('submit', submitted);
  stop = holdTapsUntilReady();

  (byId('form') as HTMLFormElement).requestSubmit();
  expect(submitted).not.toHaveBeenCalled();
  expect(byId('form')).toHaveAttribute('data-waiting');

  await markReady();
  expect(submitted).toHaveBeenCalledTimes(1);
  expect(byId('form')).not.toHaveAttribute('data-waiting');
});

it('leaves every other control alone', async () => {
  page('<button id="plain" type="button">Réessayer</button><a id="link" href="#lettre-A">A</a>');
  const clicks = jest.fn();
  byId('plain').addEventListener('click', clicks);
  stop = holdTapsUntilReady();

  byId('plain').click();
  const followed = byId('link').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

  expect(clicks).toHaveBeenCalledTimes(1);
  expect(followed).toBe(true);
  expect(byId('plain')).not.toHaveAttribute('aria-busy');
  await markReady();
  expect(clicks).toHaveBeenCalledTimes(1);
});

it('does each control’s tap once, in the order of the last taps', async () => {
  page(`
    <button id="first" type="button" data-needs-js="gallery-photo-1">1</button>
    <button id="second" type="button" data-needs-js="gallery-photo-2">2</button>`);
  const done: string[] = [];
  for (const id of ['first', 'second']) byId(id).addEventListener('click', () => done.push(id));
  stop = holdTapsUntilReady();

  byId('second').click();
  byId('first').click();
  byId('second').click();

  await markReady();
  expect(done).toEqual(['first', 'second']);
});

it('finds the control again by its name when the page replaced it', async () => {
  page('<button id="old" type="button" data-needs-js="accept-terms" aria-busy="false">J’accepte</button>');
  stop = holdTapsUntilReady();
  byId('old').click();

  page('<button id="new" type="button" data-needs-js="accept-terms">J’accepte</button>');
  const clicks = jest.fn();
  byId('new').addEventListener('click', clicks);
  await markReady();

  expect(clicks).toHaveBeenCalledTimes(1);
});

it('puts back the aria-busy the control had before the wait', async () => {
  page('<button id="add" type="button" data-needs-js="add-to-cart" aria-busy="false">Ajouter</button>');
  stop = holdTapsUntilReady();
  byId('add').click();
  byId('add').click();
  expect(byId('add')).toHaveAttribute('aria-busy', 'true');

  await markReady();
  expect(byId('add')).toHaveAttribute('aria-busy', 'false');
});

it('holds nothing once the page is ready', async () => {
  page('<button id="add" type="button" data-needs-js="add-to-cart">Ajouter</button>');
  const clicks = jest.fn();
  byId('add').addEventListener('click', clicks);
  stop = holdTapsUntilReady();
  await markReady();

  byId('add').click();
  expect(clicks).toHaveBeenCalledTimes(1);
  expect(byId('add')).not.toHaveAttribute('data-waiting');
  jest.runOnlyPendingTimers();
  expect(clicks).toHaveBeenCalledTimes(1);
});

it('does nothing on a page that is already ready', () => {
  document.documentElement.dataset.pageReady = '/shop';
  page('<button id="add" type="button" data-needs-js="add-to-cart">Ajouter</button>');
  const clicks = jest.fn();
  byId('add').addEventListener('click', clicks);
  stop = holdTapsUntilReady();

  byId('add').click();
  expect(clicks).toHaveBeenCalledTimes(1);
});
