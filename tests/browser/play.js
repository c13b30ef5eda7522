// The play page (sg-show -f html --play) in headless Chromium, driven
// through the DevTools protocol on a pipe: SameGame moves by clicks, undo
// and redo, a hint that arrives while the page answers a key, a Lines game
// of a seed by clicks.  Every wait polls for what it awaits.  Writes the
// records the page gives and the Lines position it shows into OUTDIR for
// play.sh to hold to sg-verify and sg-apply; a line a check, exit 1 when
// one fails.
//
// Usage: node play.js BROWSER PAGE.html OUTDIR SEED OVER.txt (a finished
// game, opened through the page's file picker)
'use strict';
const { open } = require('./cdp.js');
const fs = require('fs');
const [browser, page, outdir, seed, over] = process.argv.slice(2);
const { send, quit } = open(browser, outdir + '/profile', '1366,900');
let failed = 0;
const tick = () => new Promise((r) => setTimeout(r, 20));

function check(what, ok, got) {
  console.log((ok ? 'ok   ' : 'FAIL ') + what + (got !== undefined ? ': ' + got : ''));
  failed += !ok;
}

async function main() {
  const t = await send('Target.createTarget', { url: 'file://' + page });
  const s = (await send('Target.attachToTarget',
    { targetId: t.result.targetId, flatten: true })).result.sessionId;
  const js = async (e) => {
    const r = await send('Runtime.evaluate', { expression: e, returnByValue: true }, s);
    if (r.result.exceptionDetails) throw new Error(e + ': ' + r.result.exceptionDetails.text);
    return r.result.result.value;
  };
  // Poll e until it is true: the page answers in its own time.
  const until = async (what, e, tries = 3000) => {
    for (let i = 0; i < tries; i++) {
      if (await js(e)) return true;
      await tick();
    }
    check('in time: ' + what, false);
    throw new Error('gave up waiting for ' + what);
  };
  const text = (i) => js(`document.getElementById('${i}').textContent`);
  const click = async (sel) => {
    const r = JSON.parse(await js(`JSON.stringify(document.querySelector('${sel}').getBoundingClientRect())`));
    for (const type of ['mousePressed', 'mouseReleased'])
      await send('Input.dispatchMouseEvent', { type, x: r.left + r.width / 2,
        y: r.top + r.height / 2, button: 'left', clickCount: 1 }, s);
  };
  const cell = (x, y) => `#board rect[data-x="${x}"][data-y="${y}"]`;
  const key = async (k, code) => {
    for (const type of ['keyDown', 'keyUp'])
      await send('Input.dispatchKeyEvent', { type, key: k, code: k, windowsVirtualKeyCode: code }, s);
  };

  await until('the page is ready', "!!document.body && document.body.dataset.ready === '1'");
  check('opened from a file, the board of the input', await js("st.game === 'samegame' && st.played === 0"),
    await text('name'));
  // A group of two or more, found on the page's drawing, clicked.
  const group = `(() => { for (let y = 0; y < st.h; y++) for (let x = 0; x < st.w; x++) {
    const g = call('group', null, x, st.h - 1 - y).json;
    if (g && g.cells.length >= 2) return [x, y, g.pays]; } return null; })()`;
  let paid = 0;
  for (let k = 1; k <= 3; k++) {
    const [x, y, pays] = await js(group);
    await click(cell(x, y));
    await until('move ' + k, `st.played === ${k}`);
    paid += pays;
    check(`SameGame move ${k} by a click pays what was shown`, +(await text('score')) === paid,
      await text('score'));
  }
  await click('#undo');
  await until('undo', 'st.played === 2');
  check('undo: two moves', (await text('moves')) === '2');
  await click('#redo');
  await until('redo', 'st.played === 3');
  check('redo: three moves, the score back', +(await text('score')) === paid);

  // A hint while the page goes on: a key moves the cursor during the search.
  await js("document.getElementById('secs').value = '1.5'");
  await click('#hint');
  await until('the search starts', "document.getElementById('coach').dataset.state === 'searching'");
  const before = await js('cursor.join()');
  await key('ArrowRight', 39);
  await until('the key is handled', `cursor.join() !== '${before}'`);
  check('a key during the search is handled at once',
    (await js("document.getElementById('coach').dataset.state")) === 'searching', await js('cursor.join()'));
  await until('the hint', "document.getElementById('coach').dataset.state === 'done'");
  check('the hint arrives, its move marked', (await js("document.querySelectorAll('#board .hinted').length")) >= 2,
    await text('coach'));
  // A move during a search ends it: its Worker is ended, not left to run.
  await js("document.getElementById('secs').value = '60'");
  await click('#hint');
  await until('the long search starts', "document.getElementById('coach').dataset.state === 'searching'");
  const [gx, gy] = await js(group);
  await click(cell(gx, gy));
  await until('the move during the search', 'st.played === 4');
  check('a move during a search ends its Worker',
    (await js("worker === null && document.getElementById('coach').dataset.state === 'stopped'")),
    await text('coach'));
  // The solver's game from here, stepped through: the moves are the game's.
  const played = await js('st.played');
  await js("document.getElementById('secs').value = '0.3'");
  await click('#solver');
  await until("the solver's game", "document.getElementById('coach').dataset.state === 'done'");
  check("the solver's game says where it ends against the player's score",
    /moves to [0-9]+, [0-9]+ (above|below) your [0-9]+/.test(await text('coach')), await text('coach'));
  await click('#step');
  await click('#step');
  await until('two steps', `st.played === ${played + 2}`);
  check("Step plays the solver's moves", true);
  fs.writeFileSync(outdir + '/samegame.txt', (await js("document.getElementById('record').value")) + '\n');
  fs.writeFileSync(outdir + '/samegame.score', (await text('score')) + '\n');

  // Lines: a new deal of the seed, then moves by clicks, ball then cell.
  await js(`document.getElementById('game').value = 'lines';
    document.getElementById('game').onchange();
    document.getElementById('seed').value = '${seed}'`);
  await click('#new');
  await until('the Lines game', "st.game === 'lines' && st.played === 0");
  const ball = `(() => { for (let i = 0; i < st.n * st.n; i++) if (st.cells[i]) {
    const r = call('reach', null, Math.floor(i / st.n), i % st.n).json;
    if (r.cells.length) return [i % st.n, Math.floor(i / st.n), r.cells[r.cells.length - 1]]; }
    return null; })()`;
  const lmoves = 6;
  for (let k = 1; k <= lmoves; k++) {
    const [x, y, to] = await js(ball);
    await click(cell(x, y));
    await until('the ball chosen', 'reach.length > 0');
    const n = await js('st.n');
    if (k === 1) {
      const r = JSON.parse(await js(`JSON.stringify(document.querySelector('${cell(to % n, Math.floor(to / n))}').getBoundingClientRect())`));
      await send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: r.left + r.width / 2, y: r.top + r.height / 2 }, s);
      await until('what the move pays', "/this move pays [0-9]+/.test(document.getElementById('pays').textContent)");
      check('Lines: what a move pays, shown before it is played', true, await text('pays'));
    }
    check(`Lines move ${k}: the reachable cells shown`,
      (await js('reach.length')) > 0, await js('reach.length'));
    await click(cell(to % n, Math.floor(to / n)));
    await until('Lines move ' + k, `st.played === ${k}`);
  }
  await click('#undo');
  await until('undo in Lines', `st.played === ${lmoves - 1}`);
  await click('#redo');
  await until('redo in Lines', `st.played === ${lmoves}`);
  check('Lines undo and redo', (await text('moves')) === lmoves + ' of 1000');
  fs.writeFileSync(outdir + '/lines.txt', (await js("document.getElementById('record').value")) + '\n');
  // The grid and the next colours as sg-apply writes them.
  fs.writeFileSync(outdir + '/lines.grid', (await js(`(() => { const rows = [];
    for (let r = 0; r < st.n; r++) rows.push(st.cells.slice(r * st.n, (r + 1) * st.n)
      .map((v) => v ? String(v) : '.').join(''));
    return rows.join('/') + ' ' + st.next.join(','); })()`)) + '\n');
  fs.writeFileSync(outdir + '/lines.score', (await text('score')) + '\n');

  // A finished game opened through the file picker: game over, said plainly.
  await send('DOM.enable', {}, s);
  const doc = await send('DOM.getDocument', {}, s);
  const node = await send('DOM.querySelector', { nodeId: doc.result.root.nodeId, selector: '#open' }, s);
  await send('DOM.setFileInputFiles', { files: [over], nodeId: node.result.nodeId }, s);
  await until('the record opened', "st.game === 'samegame' && st.over === 1");
  const said = await text('status');
  const score = fs.readFileSync(over, 'utf8').split('\n').find((l) => l[0] !== '#').split(' ')[2];
  check('a finished game opened from a file: game over and its score said',
    said === `Game over: score ${score}, after ${await js('st.played')} moves.`, said);
}
main().then(() => quit(failed ? 1 : 0),
  (e) => { console.log('FAIL ' + e.message); quit(1); });
