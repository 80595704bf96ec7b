// 루미큐브 직접 해보기: the table editor.
// The player to move picks tiles (rack or table), puts them into a set, a new set or back on
// the rack, splits and joins sets, then ends the turn or draws. Every table is judged by the
// rules engine where the page says (data.judge: the stored game's try route, or POST
// /api/play/rummikub for a public position), live while editing and again on "차례 끝내기";
// a legal turn is made by posting the page's move form. No inline styles: classes only.
(function () {
  "use strict";
  const editor = document.querySelector("[data-table-editor]");
  const dataEl = document.getElementById("play-data");
  if (!editor || !dataEl) return;
  const data = JSON.parse(dataEl.textContent);
  const position = data.state || {};
  if (data.terminal || data.to_move === null || data.to_move === undefined ||
      !Array.isArray(position.table)) return;

  const mover = data.to_move;
  const names = Array.isArray(position.names) ? position.names : [];
  const startRack = ((position.racks || [])[mover] || []).slice();
  const startTable = position.table.map((set) => set.slice());
  const melded = Boolean((position.melded || [])[mover]);

  // Colour is never the only carrier: each tile also shows its colour's Korean initial, the
  // same letters as the board drawn above (빨·파·검·주) and every other game's board.
  const COLOURS = {
    r: { name: "빨강", initial: "빨" },
    b: { name: "파랑", initial: "파" },
    k: { name: "검정", initial: "검" },
    o: { name: "주황", initial: "주" },
  };
  const ORDER = ["r", "b", "k", "o"];
  const JOKER = "j";
  const RULE_URL = "/games/rummikub/rules/";

  const setsEl = document.getElementById("rk-sets");
  const rackEl = document.getElementById("rk-rack");
  const noteEl = document.getElementById("rk-note");
  const statusEl = document.getElementById("rk-status");
  const verdictEl = document.getElementById("rk-verdict");
  const hintEl = document.getElementById("hint-result");
  const notation = document.getElementById("table-notation");
  const endTurnButton = document.getElementById("rk-end-turn");
  const drawButton = document.getElementById("draw-tile");

  // --- tiles ---------------------------------------------------------------------------
  const colourOf = (tile) => (tile === JOKER ? JOKER : tile.charAt(0));
  const numberOf = (tile) => (tile === JOKER ? 0 : parseInt(tile.slice(1), 10));
  const tileName = (tile) => (tile === JOKER ? "조커"
    : (COLOURS[colourOf(tile)] ? COLOURS[colourOf(tile)].name : tile) + " " + numberOf(tile));
  const colourRank = (tile) => (tile === JOKER ? ORDER.length : ORDER.indexOf(colourOf(tile)));
  const byRackOrder = (a, b) => colourRank(a.tile) - colourRank(b.tile) ||
    numberOf(a.tile) - numberOf(b.tile);

  /** 을/를 after a number read in Sino-Korean (일, 이, 삼, …): 1 3 6 7 8 0 end in a batchim. */
  const eulReul = (n) => ("013678".includes(String(n).slice(-1)) ? "을" : "를");

  let nextId = 0;
  const makeTile = (tile, fromRack) => ({ id: "t" + (nextId++), tile: tile, fromRack: fromRack });

  /** A set's tiles in playing order: runs low to high, groups by colour. A set holding a
   *  joker keeps the order the learner gave it (the joker's place says what it stands for). */
  function arrange(tiles) {
    if (tiles.some((t) => t.tile === JOKER)) return tiles;
    const sameNumber = tiles.every((t) => numberOf(t.tile) === numberOf(tiles[0].tile));
    const sameColour = tiles.every((t) => colourOf(t.tile) === colourOf(tiles[0].tile));
    const sorted = tiles.slice();
    if (sameNumber) sorted.sort((a, b) => colourRank(a.tile) - colourRank(b.tile));
    else if (sameColour) sorted.sort((a, b) => numberOf(a.tile) - numberOf(b.tile));
    else sorted.sort(byRackOrder);
    return sorted;
  }

  // --- the edited turn ---------------------------------------------------------------------
  let work = null; // {rack: [tile], sets: [[tile]]}
  let selected = new Set();

  function fromTable(table) {
    // Which tiles of a proposed table come from the rack: whatever the old table cannot supply.
    const onTable = {};
    startTable.forEach((set) => set.forEach((t) => { onTable[t] = (onTable[t] || 0) + 1; }));
    const rackLeft = startRack.slice();
    const sets = table.map((set) => set.map((t) => {
      if (onTable[t] > 0) { onTable[t] -= 1; return makeTile(t, false); }
      const at = rackLeft.indexOf(t);
      if (at >= 0) rackLeft.splice(at, 1);
      return makeTile(t, true);
    })).filter((set) => set.length > 0);
    return { rack: rackLeft.map((t) => makeTile(t, true)).sort(byRackOrder), sets: sets };
  }

  function reset() {
    work = fromTable(startTable);
    selected = new Set();
  }

  const tableNow = () => work.sets.map((set) => set.map((t) => t.tile));
  const playMove = () => ({ type: "play", table: tableNow() });
  const unchanged = () => JSON.stringify(tableNow()) === JSON.stringify(startTable);

  function locate(id) {
    for (let s = 0; s < work.sets.length; s++) {
      const i = work.sets[s].findIndex((t) => t.id === id);
      if (i >= 0) return { list: work.sets[s], set: s, index: i };
    }
    const i = work.rack.findIndex((t) => t.id === id);
    return i >= 0 ? { list: work.rack, set: -1, index: i } : null;
  }

  /** The selected tiles in display order (table sets first, then the rack). */
  function selectedTiles() {
    const all = work.sets.flat().concat(work.rack);
    return all.filter((t) => selected.has(t.id));
  }

  function takeSelected() {
    // in place: callers hold references to the target set
    const taken = selectedTiles();
    work.sets.concat([work.rack]).forEach((list) => {
      for (let i = list.length - 1; i >= 0; i--) if (selected.has(list[i].id)) list.splice(i, 1);
    });
    selected = new Set();
    return taken;
  }

  const prune = () => { work.sets = work.sets.filter((set) => set.length > 0); };

  function needSelection() {
    if (selected.size) return true;
    note("먼저 옮길 타일을 눌러 고르세요.");
    return false;
  }

  function moveToSet(index) {
    if (!needSelection()) return;
    const target = work.sets[index];
    const count = selected.size;
    const tiles = takeSelected();
    const merged = arrange(target.concat(tiles));
    target.splice(0, target.length, ...merged);
    prune();
    changed(count + "장을 세트 " + (work.sets.indexOf(target) + 1) + "에 놓았습니다.");
  }

  function newSet() {
    if (!needSelection()) return;
    const tiles = arrange(takeSelected());
    prune();
    work.sets.push(tiles);
    changed("새 세트를 만들었습니다 (세트 " + work.sets.length + ").");
  }

  function toRack() {
    if (!needSelection()) return;
    const tiles = takeSelected();
    prune();
    work.rack = work.rack.concat(tiles).sort(byRackOrder);
    const borrowed = tiles.some((t) => !t.fromRack);
    changed(tiles.length + "장을 받침대로 옮겼습니다." + (borrowed
      ? " 테이블에 있던 타일은 받침대로 가져올 수 없습니다. 차례를 마치기 전에 테이블에 다시 놓으세요." : ""));
  }

  function split() {
    const picks = selectedTiles().map((t) => locate(t.id));
    if (picks.length !== 1 || picks[0].set < 0) {
      note("세트 나누기: 테이블 세트에서 타일 한 장을 고르면, 그 타일 앞에서 세트를 둘로 나눕니다.");
      return;
    }
    const where = picks[0];
    if (where.index === 0) {
      note("세트의 맨 앞 타일 앞에서는 나눌 수 없습니다. 두 번째 이후의 타일을 고르세요.");
      return;
    }
    const set = work.sets[where.set];
    work.sets.splice(where.set + 1, 0, set.splice(where.index));
    selected = new Set();
    changed("세트 " + (where.set + 1) + eulReul(where.set + 1) + " 둘로 나눴습니다.");
  }

  function join() {
    const sets = [];
    selectedTiles().forEach((t) => {
      const where = locate(t.id);
      if (where.set >= 0 && !sets.includes(where.set)) sets.push(where.set);
    });
    if (sets.length < 2) {
      note("세트 합치기: 합칠 세트마다 타일을 한 장씩 골라(두 세트 이상) 누르세요.");
      return;
    }
    sets.sort((a, b) => a - b);
    const first = work.sets[sets[0]];
    const merged = arrange(sets.flatMap((s) => work.sets[s]));
    sets.slice(1).forEach((s) => { work.sets[s] = []; });
    first.splice(0, first.length, ...merged);
    prune();
    selected = new Set();
    changed("세트 " + sets.map((s) => s + 1).join(", ") + eulReul(sets[sets.length - 1] + 1) +
      " 하나로 합쳤습니다.");
  }

  /** Explicit order: move the selected tiles one place towards the front (-1) or back (+1). */
  function shift(step) {
    if (!needSelection()) return;
    let moved = false;
    const lists = work.sets.concat([work.rack]);
    lists.forEach((list) => {
      const order = list.map((t, i) => i).filter((i) => selected.has(list[i].id));
      if (step > 0) order.reverse();
      order.forEach((i) => {
        const j = i + step;
        if (j < 0 || j >= list.length || selected.has(list[j].id)) return;
        [list[i], list[j]] = [list[j], list[i]];
        moved = true;
      });
    });
    if (moved) changed("타일 순서를 바꿨습니다.");
    else note("더 옮길 자리가 없습니다.");
  }

  // --- drawing -------------------------------------------------------------------------
  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function tileButton(t, where) {
    const button = el("button", "rk-tile rk-c-" + colourOf(t.tile));
    button.type = "button";
    button.dataset.key = "tile:" + t.id;
    button.dataset.tile = t.tile;
    button.dataset.id = t.id;
    const on = selected.has(t.id);
    button.setAttribute("aria-pressed", on ? "true" : "false");
    const notes = [];
    if (where === "table" && t.fromRack) {
      button.classList.add("rk-new");
      notes.push("이번 차례에 받침대에서 낸 타일");
    }
    if (where === "rack" && !t.fromRack) {
      button.classList.add("rk-borrowed");
      notes.push("테이블에서 가져온 타일");
    }
    // The name comes from what the tile shows: the number and the colour's initial, said as
    // the colour's whole name ("5 빨강": the visible "5 빨" is part of it); the badge is for
    // the eye, its meaning is read out in words.
    const colour = t.tile === JOKER ? null : COLOURS[colourOf(t.tile)];
    const num = el("span", "rk-num", t.tile === JOKER ? "J" : String(numberOf(t.tile)));
    if (t.tile === JOKER) num.setAttribute("aria-hidden", "true");  // said as 조커
    const sym = el("span", "rk-sym");
    if (t.tile === JOKER) {
      sym.append("조커");
    } else {
      const initial = el("span", "", colour.initial);
      initial.setAttribute("aria-hidden", "true");
      sym.append(initial, el("span", "visually-hidden", colour.name));
    }
    button.append(num, " ", sym);
    const badge = button.classList.contains("rk-new") ? "새"
      : button.classList.contains("rk-borrowed") ? "빌림" : null;
    if (badge) {
      const span = el("span", "rk-badge", badge);
      span.setAttribute("aria-hidden", "true");
      button.append(span);
    }
    if (notes.length) button.append(el("span", "visually-hidden", ", " + notes.join(", ")));
    return button;
  }

  function setItem(set, index) {
    // a list item named by its number (a role of group would take it out of the list)
    const item = el("li", "rk-set");
    item.setAttribute("aria-label", "세트 " + (index + 1));
    const target = el("button", "rk-target secondary", "세트 " + (index + 1));
    target.type = "button";
    target.dataset.key = "set:" + index;
    target.dataset.set = String(index);
    target.setAttribute("aria-label", "세트 " + (index + 1) + " (" +
      set.map((t) => tileName(t.tile)).join(", ") + "): 고른 타일을 이 세트에 놓기");
    const tiles = el("span", "rk-tiles");
    set.forEach((t) => tiles.append(tileButton(t, "table")));
    item.append(target, tiles);
    return item;
  }

  function render() {
    const focused = document.activeElement && editor.contains(document.activeElement)
      ? document.activeElement.dataset.key : null;
    const armed = selected.size > 0;
    setsEl.replaceChildren(...work.sets.map(setItem));
    if (!work.sets.length) {
      setsEl.append(el("li", "rk-empty small", "테이블이 비어 있습니다."));
    }
    const rackTarget = el("button", "rk-target secondary", "받침대로");
    rackTarget.type = "button";
    rackTarget.dataset.key = "rack";
    rackTarget.dataset.rack = "1";
    rackTarget.setAttribute("aria-label", "고른 타일을 받침대로 되돌리기");
    const tiles = el("span", "rk-tiles");
    work.rack.forEach((t) => tiles.append(tileButton(t, "rack")));
    if (!work.rack.length) tiles.append(el("span", "small muted", "받침대가 비었습니다."));
    rackEl.replaceChildren(rackTarget, tiles);
    editor.classList.toggle("rk-armed", armed);
    const picks = selectedTiles();
    noteEl.textContent = picks.length
      ? "고른 타일 " + picks.length + "장: " + picks.map((t) => tileName(t.tile)).join(", ") +
        ". 놓을 곳을 누르세요."
      : "";
    if (notation) notation.value = tableNow().map((set) => set.join(" ")).join("; ");
    if (focused) {
      let again = editor.querySelector('[data-key="' + focused + '"]');
      if (!again && focused.startsWith("set:")) {
        const targets = setsEl.querySelectorAll(".rk-target");
        again = targets.length ? targets[targets.length - 1] : document.getElementById("rk-new-set");
      }
      if (!again && focused.startsWith("tile:")) again = rackTarget;
      if (again) again.focus();
    }
    rove();
  }

  // --- keyboard: the tiles are one tab stop (a roving tabindex); arrow keys move to the
  // nearest tile that way, across the rack and the sets; Enter or Space picks as a click does
  let rovingKey = null;
  function rove() {
    const tiles = Array.from(editor.querySelectorAll(".rk-tile"));
    const current = tiles.find((b) => b.dataset.key === rovingKey) ||
      rackEl.querySelector(".rk-tile") || tiles[0];
    tiles.forEach((b) => { b.tabIndex = b === current ? 0 : -1; });
  }
  function nearestTile(from, key) {
    const centre = (el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    };
    const a = centre(from);
    let best = null;
    let bestScore = Infinity;
    editor.querySelectorAll(".rk-tile").forEach((el) => {
      if (el === from) return;
      const b = centre(el);
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const along = { ArrowRight: dx, ArrowLeft: -dx, ArrowDown: dy, ArrowUp: -dy }[key];
      const across = key === "ArrowRight" || key === "ArrowLeft" ? Math.abs(dy) : Math.abs(dx);
      if (along < 4 || across > along * 2.5 + 8) return;
      const score = along + 2 * across;
      if (score < bestScore) { bestScore = score; best = el; }
    });
    return best;
  }
  editor.addEventListener("focusin", (event) => {
    const tile = event.target.closest(".rk-tile");
    if (tile) { rovingKey = tile.dataset.key; rove(); }
  });
  editor.addEventListener("keydown", (event) => {
    const tile = event.target.closest(".rk-tile");
    if (!tile || !event.key.startsWith("Arrow")) return;
    event.preventDefault();
    const next = nearestTile(tile, event.key);
    if (next) { rovingKey = next.dataset.key; rove(); next.focus(); }
  });

  function note(text) { noteEl.textContent = text; }

  function changed(message) {
    render();
    if (message) note(message);
    clearVerdict();
    scheduleJudge();
  }

  function turnInfo() {
    const info = document.getElementById("rk-turn");
    const who = names[mover] || "플레이어 " + (mover + 1);
    const others = (position.rack_counts || []).map((n, seat) => (seat === mover ? null
      : (names[seat] || "플레이어 " + (seat + 1)) + " " + n + "장")).filter(Boolean);
    const parts = [who + "의 차례"];
    parts.push(melded ? "첫 등록을 마쳤습니다"
      : "첫 등록 전: 받침대 타일로만 새 세트를 만들어 30점 이상을 내야 합니다");
    if (others.length) parts.push("다른 받침대(가려 둠): " + others.join(", "));
    parts.push("더미 " + (position.pool_count || 0) + "장");
    info.textContent = parts.join(" · ");
  }

  // --- the engine's verdict -------------------------------------------------------------
  // The page says where to ask: {url, body}; the move to judge is added to body.moves (a
  // stored game takes the moves after its position, a public one the whole list).
  function requestBody(move) {
    const judge = data.judge || { body: {} };
    const body = Object.assign({}, judge.body);
    body.moves = (judge.body.moves || []).concat([move]);
    return body;
  }

  /** {ok, events} or {ok: false, message, rule}: the engine's answer on one move. */
  async function judge(move) {
    let response;
    try {
      response = await fetch((data.judge || {}).url, {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify(requestBody(move)),
      });
    } catch (e) {
      return { ok: false, message: "서버에 연결하지 못했습니다. 잠시 후 다시 해 보세요.", rule: null };
    }
    let payload = null;
    try { payload = await response.json(); } catch (e) { payload = null; }
    if (response.ok && payload) return { ok: true, events: payload.events || [] };
    const error = payload && payload.error;
    if (error && typeof error === "object") {
      return { ok: false, message: error.message || "이 수는 둘 수 없습니다.", rule: error.rule_id || null };
    }
    return {
      ok: false, rule: null,
      message: typeof error === "string" ? error : "판정을 받지 못했습니다 (응답 " + response.status + ").",
    };
  }

  function ruleLink(rule) {
    const p = el("p", "rk-rule", "근거 규칙: ");
    const a = el("a", "", (data.rule_titles || {})[rule] || "규칙 설명 보기");
    a.href = RULE_URL + encodeURIComponent(rule);
    a.dataset.rule = rule;
    p.append(a);
    return p;
  }

  function eventList(events) {
    const list = el("ul", "events");
    events.forEach((ev) => {
      if (!ev || !ev.text) return;
      const more = ev.breakdown && !ev.text.includes(ev.breakdown) ? " (" + ev.breakdown + ")" : "";
      list.append(el("li", "", ev.text + more));
    });
    return list;
  }

  // A legal turn is made by posting the page's move form (the server stores the game).
  function commit(move) {
    const form = document.getElementById("commit-form");
    form.querySelector("input[name=move]").value = JSON.stringify(move);
    form.submit();
  }

  let judgeTimer = null;
  let judgeSeq = 0;

  function scheduleJudge() {
    quietStatus();  // any look on its way is for an older table
    if (unchanged()) return;
    statusEl.className = "rk-status rk-wait";
    statusEl.textContent = "이 테이블을 확인하는 중…";
    const seq = judgeSeq;
    judgeTimer = window.setTimeout(async () => {
      const answer = await judge(playMove());
      if (seq !== judgeSeq) return; // the table changed again meanwhile
      showStatus(answer);
    }, 250);
  }

  function showStatus(answer) {
    statusEl.replaceChildren();
    if (answer.ok) {
      statusEl.className = "rk-status rk-ok";
      statusEl.append(el("p", "", "이 테이블이면 차례를 마칠 수 있습니다. ‘차례 끝내기’를 누르세요."));
      statusEl.append(eventList(answer.events));
    } else {
      statusEl.className = "rk-status rk-wait";
      statusEl.append(el("p", "", "아직은 차례를 마칠 수 없습니다: " + answer.message));
      if (answer.rule) statusEl.append(ruleLink(answer.rule));
    }
  }

  function clearVerdict() { verdictEl.replaceChildren(); }

  function showVerdict(ok, paragraphs, extra) {
    const box = el("div", "verdict " + (ok ? "ok" : "bad"));
    box.setAttribute("role", "status");
    box.id = "rk-verdict-box";
    box.tabIndex = -1;
    paragraphs.forEach((text) => box.append(el("p", "", text)));
    extra.forEach((node) => box.append(node));
    verdictEl.replaceChildren(box);
    return box;
  }

  // A refusal in the bar held at the foot of a phone's screen: its first sentence and the rule
  // it broke, the rest under 「자세히」 (the whole message took a third of the screen and hid
  // the rack the player has to fix).
  function showRefusal(answer) {
    quietStatus();
    const message = answer.message || "";
    const cut = message.search(/[.!?]\s/);
    const first = cut < 0 ? message : message.slice(0, cut + 1);
    const rest = cut < 0 ? "" : message.slice(cut + 2).trim();
    const extra = [];
    if (answer.rule) extra.push(ruleLink(answer.rule));
    if (rest) {
      const more = el("details", "rk-more");
      more.append(el("summary", "", "자세히"), el("p", "", rest));
      extra.push(more);
    }
    const box = showVerdict(false, [first], extra);
    box.classList.add("rk-refusal");
    box.focus();
  }

  let busy = false;

  async function endTurn() {
    if (busy) return;
    busy = true;
    endTurnButton.setAttribute("aria-busy", "true");
    const move = playMove();
    const answer = await judge(move);
    if (answer.ok) {
      showVerdict(true, ["차례를 마칩니다…"], [eventList(answer.events)]);
      commit(move);
      return;
    }
    busy = false;
    endTurnButton.removeAttribute("aria-busy");
    showRefusal(answer);
  }

  // The live status emptied and any look still on its way forgotten: before a new look, and
  // when the verdict box below the buttons says why the turn cannot end (the status above them
  // would say it a second time).
  function quietStatus() {
    if (judgeTimer) window.clearTimeout(judgeTimer);
    judgeSeq += 1;
    statusEl.className = "rk-status";
    statusEl.replaceChildren();
  }

  async function draw() {
    if (busy) return;
    busy = true;
    const move = { type: "draw" };
    const answer = await judge(move);
    busy = false;
    if (!answer.ok) {
      showRefusal(answer);
      return;
    }
    const go = el("button", "", "한 장 뽑고 차례 마치기");
    go.type = "button";
    go.addEventListener("click", () => commit(move));
    // what the draw brings is seen once it is made (the preview named it: one could peek)
    const lines = ["타일을 내지 않고 더미에서 한 장을 가져오면 차례가 끝납니다. " +
      "무슨 타일인지는 가져온 뒤에 보입니다."];
    if (!unchanged()) lines.push("이번 차례에 옮긴 타일은 모두 제자리로 돌아갑니다.");
    const p = el("p");
    p.append(go);
    showVerdict(true, lines, [p]);
    go.focus();
  }

  async function hint() {
    hintEl.dataset.state = "busy";  // "done" or "failed" once the answer is shown
    hintEl.replaceChildren(el("p", "small", "힌트를 찾는 중…"));
    let response;
    let answer = null;
    try {
      response = await fetch("/api/games/rummikub/hint", {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ rack: startRack, table: startTable, initial: !melded }),
      });
      answer = await response.json();
    } catch (e) {
      answer = null;
    }
    if (!response || !response.ok || !answer || !Array.isArray(answer.table)) {
      const why = answer && typeof answer.error === "string" ? " " + answer.error : "";
      hintEl.replaceChildren(el("p", "small", "지금은 힌트를 가져오지 못했습니다." + why));
      hintEl.dataset.state = "failed";
      return;
    }
    hintEl.replaceChildren();
    if (answer.explanation) hintEl.append(el("p", "", answer.explanation));
    if (Array.isArray(answer.steps) && answer.steps.length) {
      const list = el("ol");
      answer.steps.forEach((s) => list.append(el("li", "", s)));
      hintEl.append(list);
    }
    if (Array.isArray(answer.placed) && answer.placed.length) {
      // the learner's own arrangement stays until they ask for the hint's (it was replaced
      // at once, with a note a phone's bar could hide)
      const apply = el("button", "secondary", "힌트대로 놓아 보기");
      apply.type = "button";
      apply.id = "hint-apply";
      apply.addEventListener("click", () => {
        work = fromTable(answer.table);
        selected = new Set();
        apply.remove();
        changed("힌트의 테이블을 편집기에 놓았습니다. 살펴보고 ‘차례 끝내기’를 누르세요. " +
          "‘되돌리기’를 누르면 차례를 시작할 때로 돌아갑니다.");
      });
      const p = el("p", "small", "편집기의 배치는 그대로입니다. ");
      p.append(apply);
      hintEl.append(p);
    }
    hintEl.dataset.state = "done";
    hintEl.scrollIntoView({ block: "nearest" });  // under the bar held at a phone's foot
  }

  // --- wiring -----------------------------------------------------------------------------
  // The board above is a picture: a tap on it leads to the editor, where tiles are moved (it
  // did nothing, and the editor was a screen further down)
  const picture = document.getElementById("board");
  if (picture) {
    picture.addEventListener("click", () => {
      editor.scrollIntoView({ block: "start" });
      note("타일은 여기 편집기에서 눌러 옮깁니다. 위의 그림은 보기만 합니다.");
    });
  }
  editor.addEventListener("click", (event) => {
    const tile = event.target.closest(".rk-tile");
    if (tile) {
      const id = tile.dataset.id;
      if (selected.has(id)) selected.delete(id); else selected.add(id);
      render();
      return;
    }
    const target = event.target.closest(".rk-target");
    if (target && target.dataset.set !== undefined) moveToSet(parseInt(target.dataset.set, 10));
    else if (target && target.dataset.rack) toRack();
  });
  document.getElementById("rk-new-set").addEventListener("click", newSet);
  document.getElementById("rk-split").addEventListener("click", split);
  document.getElementById("rk-join").addEventListener("click", join);
  document.getElementById("rk-left").addEventListener("click", () => shift(-1));
  document.getElementById("rk-right").addEventListener("click", () => shift(1));
  document.getElementById("rk-clear").addEventListener("click", () => {
    selected = new Set();
    render();
  });
  document.getElementById("rk-reset").addEventListener("click", () => {
    reset();
    changed("차례를 시작할 때의 테이블과 받침대로 되돌렸습니다.");
  });
  endTurnButton.addEventListener("click", endTurn);
  drawButton.addEventListener("click", draw);
  document.getElementById("hint-button").addEventListener("click", hint);
  const notationSubmit = document.getElementById("table-submit");
  if (notationSubmit && notation) {
    notationSubmit.addEventListener("click", () => {
      const table = notation.value.split(";").map((s) => s.trim().split(/[\s,]+/).filter(Boolean))
        .filter((s) => s.length > 0);
      const url = new URL(data.self_url, window.location.origin);
      url.searchParams.set("try", JSON.stringify({ type: "play", table: table }));
      window.location.assign(url.pathname + url.search + "#verdict");
    });
  }

  reset();
  turnInfo();
  render();
  editor.hidden = false;
  // The bar held at the foot of a phone's screen grows with what it says (a refusal, the
  // draw to confirm): the page keeps that much room below what has the focus, so a tile or
  // button reached by Tab is never under it (WCAG 2.4.11; a fixed 8rem was less than the bar).
  const bar = editor.querySelector(".rk-bar");
  if (bar && "ResizeObserver" in window) {
    const room = () => {
      const held = getComputedStyle(bar).position === "sticky";
      document.documentElement.style.scrollPaddingBottom =
        held ? Math.ceil(bar.getBoundingClientRect().height) + 12 + "px" : "";
    };
    new ResizeObserver(room).observe(bar);
    window.addEventListener("resize", room);
  }
  // On a phone the editor below shows the table, the rack and the other racks' counts: the
  // picture drew them a second time, a screen above it. Folded there, a button shows it.
  if (picture) {
    const toggle = document.createElement("button");
    toggle.type = "button";
    toggle.className = "secondary rk-picture-toggle";
    toggle.setAttribute("aria-controls", "board");
    const label = (open) => {
      toggle.textContent = open ? "판 그림 접기" : "전체 판 그림 보기";
      toggle.setAttribute("aria-expanded", String(open));
      picture.classList.toggle("rk-folded", !open);
    };
    toggle.addEventListener("click", () => label(picture.classList.contains("rk-folded")));
    picture.before(toggle);
    label(false);
  }
  // the JSON box is the way without this script; with it, the editor is (developers: ?dev=1)
  document.querySelectorAll("details.developer[data-no-script]").forEach((box) => { box.hidden = true; });
})();
