// The replay page's controls in headless Chromium, driven through the
// DevTools protocol on a pipe (no package needed): keys, the score strip,
// the biggest moves, play and pause, and an address typed in.  Prints a
// line a check and exits 1 when one fails.
//
// Usage: node keys.js BROWSER PAGE.html NAME   (run by replay.sh: a page
// of games, NAME a Lines game of 40 moves or more, two steps a move)
'use strict';
const { open } = require('./cdp.js');
const [browser, page, name] = process.argv.slice(2);
const { send, quit } = open(browser, page + '.profile', '1366,768');
let failed = 0;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const game = 'game=' + encodeURIComponent(name);
  const t = await send('Target.createTarget',
    { url: 'file://' + page + '#' + game + '&move=10' });
  const s = (await send('Target.attachToTarget',
    { targetId: t.result.targetId, flatten: true })).result.sessionId;
  const js = async (e) => (await send('Runtime.evaluate',
    { expression: e, returnByValue: true }, s)).result.result.value;
  const where = () => js("document.getElementById('move').textContent + " +
    "' | ' + document.getElementById('step').textContent + ' | ' + " +
    'location.hash');
  const key = async (k, code) => {
    for (const type of ['keyDown', 'keyUp'])
      await send('Input.dispatchKeyEvent',
        { type, key: k, code: k, windowsVirtualKeyCode: code }, s);
  };
  const check = async (what, want) => {
    const got = await where();
    const ok = want instanceof RegExp ? want.test(got) : got === want;
    console.log((ok ? 'ok   ' : 'FAIL ') + what + ': ' + got);
    failed += !ok;
    return got;
  };
  const drawn = "document.getElementById('step') && " +
    "document.getElementById('step').textContent";
  for (let i = 0; i < 100 && !(await js(drawn)); i++)
    await sleep(100);
  const n = (await where()).replace(/^[0-9]+ of ([0-9]+) .*/, '$1');
  await check('the address opens move 10',
    new RegExp('^10 of ' + n + ' \\|.*#' + game + '&move=10$'));
  await key('ArrowRight', 39);
  await check('right arrow: the next step', /^10 of .*&move=10&step=/);
  await key('ArrowRight', 39);
  await check('right arrow again: move 11', /^11 of .*&move=11$/);
  await key('ArrowLeft', 37);
  await key('PageDown', 34);
  await check('left, page down: ten steps on', /^15 of .*&step=30$/);
  await key('End', 35);
  await check('End: the end',
    new RegExp('^end, after ' + n + ' \\|.*&move=' + (+n + 1) + '$'));
  await key('Home', 36);
  await check('Home: the first step', /^1 of .*&move=1$/);
  const r = JSON.parse(await js('JSON.stringify(document.' +
    "getElementById('strip').getBoundingClientRect())"));
  for (const type of ['mousePressed', 'mouseReleased'])
    await send('Input.dispatchMouseEvent', { type, x: r.left + r.width *
      0.505, y: r.top + r.height - 2, button: 'left', clickCount: 1 }, s);
  await check('a click mid-strip: the middle move',
    new RegExp('^' + (Math.floor(n * 0.505) + 1) + ' of '));
  const button = "document.querySelector('#biggest button')";
  const big = await js(button + '.textContent');
  await js(button + '.click()');
  await check("the biggest move's button, " + big,
    new RegExp('^' + big.replace(/move ([0-9]+):.*/, '$1') + ' of '));
  const before = await where();
  await key(' ', 32);
  await sleep(1500);
  await key(' ', 32);
  const paused = await where();
  console.log((paused !== before ? 'ok   ' : 'FAIL ') + 'space plays: ' +
    before + ' to ' + paused);
  failed += paused === before;
  await sleep(1000);
  await check('space pauses', paused);
  await js("location.hash = '#move=2'");
  await sleep(300);
  await check('an address typed in, no game named: the same game',
    new RegExp('^2 of .*#' + game + '&move=2$'));
  await js("location.hash = '#move=3'");
  await sleep(300);
  await check('and move 3', /^3 of /);
}
main().then(() => quit(failed ? 1 : 0),
  (e) => { console.log('FAIL ' + e); quit(1); });
