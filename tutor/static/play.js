// 직접 해보기: the board is the way to play. Board elements carry data-pick='{"field": value}'
// (drawn by each game's renderer); picks narrow the legal moves. When they make one move,
// its verdict and its result are fetched (the page itself, with ?try=) and shown on the
// board before it is played; a set of picks that fits no legal move is judged the same way
// (the reason and its rule). The board is one tab stop: arrow keys move between its parts
// (a roving tabindex), Enter or Space picks, Escape starts over. The legal-move list stays
// available, collapsed and grouped, in the board's terms.
(function () {
  "use strict";
  const root = document.querySelector("[data-play]");
  if (!root) return;
  const data = JSON.parse(document.getElementById("play-data").textContent);
  const board = document.getElementById("board");
  const live = board ? board.querySelector("svg") : null;
  const items = Array.from(document.querySelectorAll(".move-list li[data-move]"));
  const bar = document.getElementById("play-bar");
  const status = document.getElementById("pick-status");
  const actions = document.getElementById("pick-actions");
  const tryLink = document.getElementById("pick-try");
  const firstStatus = status ? Array.from(status.childNodes).map((n) => n.cloneNode(true)) : [];
  const SVG = "http://www.w3.org/2000/svg";
  const moveOf = new Map(items.map((li) => [li, JSON.parse(li.dataset.move)]));
  const picks = live ? Array.from(live.querySelectorAll("[data-pick]")) : [];
  const pickOf = new Map(picks.map((el) => [el, JSON.parse(el.dataset.pick)]));
  let picked = {};
  let asked = 0;  // the latest verdict asked for; an older answer is dropped

  function same(a, b) { return JSON.stringify(a) === JSON.stringify(b); }
  function fits(move, fields) {
    return Object.keys(fields).every((k) => k in move && same(move[k], fields[k]));
  }
  function tryUrl(move) {
    const url = new URL(data.self_url, window.location.origin);
    url.searchParams.set("try", JSON.stringify(move));
    return url.pathname + url.search + "#verdict";
  }

  // The move the picks stand for: the one legal move they fit, or the picks completed with
  // every field on which all legal moves having those fields agree (a move's "type", say), so
  // that the engine judges the move meant, never "an unknown move".
  function pickedMove(fitting) {
    if (fitting.length === 1) return fitting[0];
    const keys = Object.keys(picked);
    const shaped = Array.from(moveOf.values()).filter((m) => keys.every((k) => k in m));
    const move = Object.assign({}, picked);
    if (shaped.length) {
      Object.keys(shaped[0]).forEach((k) => {
        if (!(k in move) && shaped.every((m) => same(m[k], shaped[0][k]))) move[k] = shaped[0][k];
      });
    }
    return move;
  }

  // --- the preview: the result of the move, drawn by the server, in place of the board
  function showPreview(svg) {
    clearPreview();
    if (!live || !svg) return;
    const copy = document.importNode(svg, true);
    copy.classList.add("preview-board");
    copy.querySelectorAll("[data-pick]").forEach((el) => {
      ["data-pick", "tabindex", "aria-pressed"].forEach((a) => el.removeAttribute(a));
      if (el.getAttribute("role") === "button") el.setAttribute("role", "group");
    });
    // ids the page already has (a board's title and description) are renamed in the copy
    const renamed = {};
    copy.querySelectorAll("[id]").forEach((el) => {
      if (!document.getElementById(el.id)) return;
      renamed[el.id] = "preview-" + el.id;
      el.id = renamed[el.id];
    });
    [copy, ...copy.querySelectorAll("[aria-labelledby]")].forEach((ref) => {
      const ids = ref.getAttribute("aria-labelledby");
      if (ids) ref.setAttribute("aria-labelledby", ids.split(" ").map((x) => renamed[x] || x).join(" "));
    });
    const caption = document.createElement("p");
    caption.className = "preview-caption";
    caption.textContent = "미리 보기: 이 수를 두면 이렇게 됩니다 (아직 두지 않았습니다)";
    live.classList.add("is-hidden");
    board.classList.add("previewing");
    board.insertBefore(caption, live);
    board.appendChild(copy);
    seatsOfPreview(copy);
  }
  // the preview shows the seat the tabs show (set by seatTabs): on a phone it drew every
  // player's board, the next player's first, and the mover's move was a screen below
  let seatsOfPreview = () => {};
  function clearPreview() {
    if (!board) return;
    board.querySelectorAll(".preview-caption, .preview-board").forEach((el) => el.remove());
    board.classList.remove("previewing");
    if (live) live.classList.remove("is-hidden");
  }

  // --- a tile picked with a place to put it (Indigo: a rotation and a cell) is drawn there
  function drawGhost(refused) {
    if (!live) return;
    live.querySelectorAll(".ghost").forEach((el) => el.remove());
    const piece = picks.find((el) => el.classList.contains("picked") && el.dataset.scale);
    const target = picks.find((el) => el.classList.contains("picked") && el.dataset.centre &&
      !el.dataset.scale);
    if (!piece || !target) return;
    const [px, py] = piece.dataset.centre.split(",").map(Number);
    const [tx, ty] = target.dataset.centre.split(",").map(Number);
    const scale = Number(piece.dataset.scale);
    const ghost = document.createElementNS(SVG, "g");
    ghost.setAttribute("class", "ghost" + (refused ? " ghost-refused" : ""));
    ghost.setAttribute("aria-hidden", "true");
    ghost.setAttribute("transform",
      `translate(${tx} ${ty}) scale(${scale}) translate(${-px} ${-py})`);
    piece.querySelectorAll("polygon, path").forEach((el) => ghost.appendChild(el.cloneNode(true)));
    if (refused) {
      const cross = document.createElementNS(SVG, "text");
      cross.setAttribute("x", String(px));
      cross.setAttribute("y", String(py + 6));
      cross.setAttribute("font-size", "18");
      cross.setAttribute("text-anchor", "middle");
      cross.setAttribute("font-weight", "bold");
      cross.setAttribute("fill", "#a4262c");
      cross.textContent = "✕";
      ghost.appendChild(cross);
    }
    live.appendChild(ghost);
  }

  // --- the bar under the board: what is picked, the verdict, the buttons
  function say(...nodes) {
    status.replaceChildren(...nodes.map((n) => (typeof n === "string" ? document.createTextNode(n) : n)));
  }
  function setBar(kind) {
    if (!bar) return;
    bar.classList.toggle("ok", kind === "ok");
    bar.classList.toggle("bad", kind === "bad");
    bar.querySelectorAll(".bar-extra").forEach((el) => el.remove());
  }

  async function askVerdict(move, refusedGhost, aside = "") {
    const mine = ++asked;
    let doc;
    try {
      const response = await fetch(tryUrl(move), { headers: { Accept: "text/html" } });
      doc = new DOMParser().parseFromString(await response.text(), "text/html");
    } catch (err) {
      if (mine === asked) say("판정을 불러오지 못했습니다. ‘판정 받기’를 눌러 보세요.");
      return;
    }
    if (mine !== asked) return;
    const verdict = doc.getElementById("verdict");
    if (!verdict) { say("판정을 불러오지 못했습니다. ‘판정 받기’를 눌러 보세요."); return; }
    const ok = verdict.classList.contains("ok");
    setBar(ok ? "ok" : "bad");
    const head = document.createElement("strong");
    head.textContent = ok ? "✔ 둘 수 있습니다: " : "✖ 둘 수 없습니다: ";
    say(head, verdict.querySelector("p").textContent.trim());
    const events = verdict.querySelector("ul.events");
    if (events) {
      // what the move does, folded on a phone: the list grew the bar held at the foot of the
      // screen to nearly half of it, over the board's part the move changes
      const copy = document.importNode(events, true);
      copy.className = "bar-events";
      const more = document.createElement("details");
      more.className = "bar-extra bar-more";
      more.open = window.matchMedia("(min-width: 48rem)").matches;
      const summary = document.createElement("summary");
      summary.textContent = "이 수를 두면 (" + copy.children.length + ")";
      more.append(summary, copy);
      status.after(more);
    }
    const rule = verdict.querySelector("p a[href]");
    if (!ok && rule) {
      const line = document.createElement("p");
      line.className = "bar-extra small";
      line.append("근거 규칙: ", document.importNode(rule, true));
      actions.before(line);
    }
    if (ok && aside) {
      const line = document.createElement("p");
      line.className = "bar-extra small ruled-out";
      line.textContent = aside + ".";
      actions.before(line);
    }
    if (ok) {
      // the verdict's "이 수 두기" is a form posting the move to the game: so is this link
      const apply = verdict.querySelector("form input[name=move]");
      if (apply) { tryLink.dataset.commit = apply.value; tryLink.textContent = "이 수 두기"; }
      const hadFocus = live && live.contains(document.activeElement);
      showPreview(verdict.querySelector(".board.preview svg"));
      if (hadFocus) tryLink.focus();  // the part under focus is hidden by the preview
    } else {
      tryLink.href = tryUrl(move);
      tryLink.textContent = "자세히 보기";
      delete tryLink.dataset.commit;
      if (refusedGhost) drawGhost(true);
    }
  }

  function update() {
    asked += 1;  // any answer still on its way is for older picks
    clearPreview();
    setBar(null);
    const keys = Object.keys(picked);
    const fitting = [];
    items.forEach((li) => {
      const move = moveOf.get(li);
      const ok = fits(move, picked);
      li.hidden = !ok;
      if (ok) fitting.push(move);
    });
    document.querySelectorAll(".move-group").forEach((group) => {
      group.hidden = !group.querySelector("li[data-move]:not([hidden])");
    });
    picks.forEach((el) => {
      const fields = pickOf.get(el);
      const on = Object.keys(fields).length > 0 && fits(picked, fields);
      el.classList.toggle("picked", on);
      el.classList.remove("next");
      el.setAttribute("aria-pressed", on ? "true" : "false");
    });
    drawGhost(false);
    if (!status) return;
    if (!keys.length) {
      status.replaceChildren(...firstStatus.map((n) => n.cloneNode(true)));
      actions.hidden = true;
      return;
    }
    actions.hidden = false;
    tryLink.hidden = false;
    const move = pickedMove(fitting);
    tryLink.href = tryUrl(move);
    tryLink.textContent = "판정 받기";
    delete tryLink.dataset.commit;
    const chosen = picks.filter((el) => el.classList.contains("picked"))
      .map((el) => el.getAttribute("aria-label")).filter((v, i, all) => all.indexOf(v) === i);
    const what = chosen.length ? "고른 것: " + chosen.join(", ") + ". " : "";
    if (fitting.length === 0) {
      say(what + "이 조합은 둘 수 없습니다. 이유를 확인하는 중…");
      askVerdict(move, true);
    } else if (fitting.length === 1) {
      say(what + "결과를 미리 보는 중…");
      askVerdict(move, false, ruledOut(fitting));
    } else {
      // several moves fit: nothing to judge until the picks name one (a cell alone is not a
      // move: which way the tile faces is still open)
      tryLink.hidden = true;
      const next = showNext(fitting);
      if (!next.length) {
        // nothing left on the board tells them apart (a Summer Pavilion space paid with the
        // colour alone or with a joker): the moves themselves, to pick one and see it
        const choices = document.createElement("p");
        choices.className = "bar-extra pick-choices";
        // the moves that score best first (a pass keeping the right tiles loses least)
        const points = (li) => {
          const shown = li.querySelector(".points");
          return shown ? Number(shown.textContent.replace("−", "-").replace(/[^\d-]/g, "")) : 0;
        };
        const best = items.filter((li) => !li.hidden).sort((a, b) => points(b) - points(a));
        best.slice(0, 6).forEach((li) => {
          const choice = document.createElement("button");
          choice.type = "button";
          choice.className = "secondary";
          choice.textContent = li.dataset.said || li.querySelector("button").textContent.trim();
          choice.addEventListener("click", () => { picked = Object.assign({}, moveOf.get(li)); update(); });
          choices.append(choice, " ");
        });
        actions.before(choices);
        say(what + "맞는 수 " + fitting.length + "개: 아래에서 하나를 고르세요.");
        return;
      }
      const names = next.map((el) => el.getAttribute("aria-label"))
        .filter((v, i, all) => v && all.indexOf(v) === i);
      // 직선·급곡선 타일, 회전 0 / …, 회전 1 → (직선·급곡선 타일: 회전 0, 회전 1); 창환의 가진
      // 타일: 초록 타일 / …: 주황 타일 → (창환의 가진 타일: 초록 타일, 주황 타일)
      const cutAt = (n) => (n.lastIndexOf(", ") > 0 ? n.lastIndexOf(", ") : n.lastIndexOf(": "));
      const cut = names.map(cutAt);
      const head = cut[0] > 0 ? names[0].slice(0, cut[0]) : "";
      const shared = head && names.every((n, i) => cut[i] > 0 && n.slice(0, cut[i]) === head);
      const shown = shared ? head + ": " + names.map((n, i) => n.slice(cut[i] + 2)).join(", ")
        : names.join(", ");
      const which = names.length && names.length <= (shared ? 6 : 4) ? " (" + shown + ")" : "";
      const out = ruledOut(fitting);
      say(what + "맞는 수 " + fitting.length + "개: 점선으로 표시한 것 가운데 하나를 더 고르세요" +
        which + "." + (out ? " " + out + "." : ""));
    }
  }

  // Parts of a kind still to choose that fit none of the moves left (an Indigo direction that
  // would join a gateway's two exits, an Azul line that cannot take the colour): they vanished
  // without a word, and only a try of them says why.
  function ruledOut(fitting) {
    const kind = (el) => Object.keys(pickOf.get(el)).sort().join(",");
    const open = picks.filter((el) => !el.classList.contains("picked") &&
      Object.keys(pickOf.get(el)).length > 0);
    const fitsAny = (el) => fitting.some((m) => fits(m, pickOf.get(el)));
    const kinds = new Set(open.filter(fitsAny).map(kind));
    const out = open.filter((el) => kinds.has(kind(el)) && !fitsAny(el))
      .map((el) => el.getAttribute("aria-label")).filter((v, i, all) => v && all.indexOf(v) === i);
    return out.length && out.length <= 6
      ? "여기에 둘 수 없는 것: " + out.join(", ") + " (눌러 보면 까닭이 나옵니다)" : "";
  }

  // The parts that tell the fitting moves apart (a cell picked: the directions of the tile in
  // hand), outlined; brought into view when none is on the screen above the bar (they were
  // below the board, under the bar held at the foot of a phone's screen).
  function showNext(fitting) {
    const next = picks.filter((el) => {
      if (el.classList.contains("picked")) return false;
      const fields = pickOf.get(el);
      return fitting.some((m) => fits(m, fields)) && !fitting.every((m) => fits(m, fields));
    });
    next.forEach((el) => el.classList.add("next"));
    const bar = document.getElementById("play-bar");
    const floor = bar ? Math.min(window.innerHeight, bar.getBoundingClientRect().top) : window.innerHeight;
    const seen = next.some((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.top >= 0 && r.bottom <= floor;
    });
    if (next.length && !seen) {
      const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      next[0].scrollIntoView({ block: "center", behavior: still ? "auto" : "smooth" });
    }
    return next;
  }

  function pick(el) {
    const fields = pickOf.get(el);
    const already = fits(picked, fields);
    Object.keys(fields).forEach((k) => {
      if (already) delete picked[k]; else picked[k] = fields[k];
    });
    update();
  }

  // --- keyboard: one tab stop in the board, arrow keys move to the nearest part that way
  let current = picks[0] || null;
  const keysHint = document.getElementById("keys-hint");
  picks.forEach((el) => {
    el.setAttribute("role", "button");
    el.setAttribute("tabindex", el === current ? "0" : "-1");
    el.setAttribute("aria-pressed", "false");
    if (keysHint) el.setAttribute("aria-describedby", "keys-hint");
  });
  function centreOf(el) {
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }
  function nearest(from, key) {
    const a = centreOf(from);
    let best = null;
    let bestScore = Infinity;
    picks.forEach((el) => {
      if (el === from || !el.getBoundingClientRect().width) return;
      const b = centreOf(el);
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const along = { ArrowRight: dx, ArrowLeft: -dx, ArrowDown: dy, ArrowUp: -dy }[key];
      const across = key === "ArrowRight" || key === "ArrowLeft" ? Math.abs(dy) : Math.abs(dx);
      if (along < 4 || across > along * 2.5) return;
      const score = along + 2 * across;
      if (score < bestScore) { bestScore = score; best = el; }
    });
    return best;
  }
  function moveFocus(el) {
    if (!el) return;
    if (current) current.setAttribute("tabindex", "-1");
    current = el;
    el.setAttribute("tabindex", "0");
    el.focus();
  }

  if (live) {
    live.addEventListener("click", (event) => {
      const el = event.target.closest("[data-pick]");
      const tried = el ? null : event.target.closest("[data-try]");
      if (tried) {
        // a part no legal move uses (an Indigo cell holding a tile): the engine says why not
        picked = Object.assign({}, picked, JSON.parse(tried.dataset.try));
        update();
        return;
      }
      if (!el || !pickOf.has(el)) return;
      if (current && current !== el) { current.setAttribute("tabindex", "-1"); }
      current = el;
      el.setAttribute("tabindex", "0");
      pick(el);
    });
    live.addEventListener("keydown", (event) => {
      const el = event.target.closest("[data-pick]");
      if (!el || !pickOf.has(el)) return;
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        pick(el);
        // what is left to choose (an Indigo cell's directions) is where the keys go next: Tab
        // would leave the board, and the hand's tiles are far from the cell by arrow keys
        const next = picks.find((p) => p.classList.contains("next"));
        if (next) moveFocus(next);
      } else if (event.key.startsWith("Arrow")) {
        event.preventDefault();
        moveFocus(nearest(el, event.key));
      } else if (event.key === "Home" || event.key === "End") {
        event.preventDefault();
        moveFocus(event.key === "Home" ? picks[0] : picks[picks.length - 1]);
      } else if (event.key === "Escape") {
        picked = {};
        update();
      }
    });
  }
  function startOver() {
    picked = {};
    update();
    if (current) current.focus();
  }
  const clear = document.getElementById("pick-clear");
  if (clear) clear.addEventListener("click", startOver);
  if (tryLink) {
    tryLink.addEventListener("click", (event) => {
      const move = tryLink.dataset.commit;
      const form = document.getElementById("commit-form");
      if (!move || !form) return;  // otherwise the link opens the verdict page
      event.preventDefault();
      form.querySelector("input[name=move]").value = move;
      form.submit();
    });
  }
  if (bar) bar.addEventListener("keydown", (event) => { if (event.key === "Escape") startOver(); });

  // --- the move list: grouped by its first varying field (a factory, a cell), each group
  // headed by the words its moves share; an entry hovered or focused is outlined on the board
  function commonPrefix(texts) {
    let prefix = texts[0] || "";
    texts.forEach((t) => { while (!t.startsWith(prefix)) prefix = prefix.slice(0, -1); });
    prefix = prefix.slice(0, prefix.lastIndexOf(" ") + 1);  // whole words only
    const open = (s) => s.split("(").length - s.split(")").length;
    while (open(prefix) > 0) prefix = prefix.slice(0, prefix.lastIndexOf("("));  // nor half a (…)
    return texts.every((t) => t.length > prefix.length) ? prefix : "";
  }
  function textNode(li) { return li.querySelector("a, button").firstChild; }
  function groupList() {
    const list = document.querySelector(".move-list");
    if (!list || items.length < 8) return;
    // each move's words in full, before its group's heading takes the shared ones: what the
    // bar's choices say ("패스 (보관: …)", not "보관: …")
    items.forEach((li) => { li.dataset.said = li.querySelector("button").textContent.trim(); });
    const moves = items.map((li) => moveOf.get(li));
    // words every move opens with up to a speaker's colon ("플레이어 1: ") are left out
    const opening = commonPrefix(items.map((li) => textNode(li).textContent));
    const shared = opening.includes(": ") ? opening.slice(0, opening.lastIndexOf(": ") + 2) : "";
    // group by the field the moves' own words follow: the one whose groups share the longest
    // opening words (Azul: the factory, "1번 공장에서"; Indigo: the cell, "가2 칸에 놓기")
    const grouped = (key) => {
      const found = new Map();
      items.forEach((li) => {
        const id = JSON.stringify(moveOf.get(li)[key]);
        if (!found.has(id)) found.set(id, []);
        found.get(id).push(li);
      });
      return found;
    };
    let groups = null;
    let best = 0;
    Object.keys(moves[0]).filter((k) => moves.some((m) => !same(m[k], moves[0][k])))
      .forEach((key) => {
        const candidate = grouped(key);
        if (candidate.size < 2 || candidate.size === items.length) return;
        let score = 0;
        candidate.forEach((members) => {
          if (members.length < 2) return;
          const texts = members.map((li) => textNode(li).textContent.slice(shared.length));
          score += commonPrefix(texts).length * members.length;
        });
        if (score > best) { best = score; groups = candidate; }
      });
    if (!groups) return;
    const holder = document.createElement("div");
    holder.className = "move-list grouped";
    const single = [];
    groups.forEach((members) => {
      const texts = members.map((li) => textNode(li).textContent.slice(shared.length));
      if (members.length === 1) { single.push([members[0], texts[0]]); return; }
      const head = commonPrefix(texts);
      const section = document.createElement("section");
      section.className = "move-group";
      const title = document.createElement("h3");
      title.textContent = head.trim() || texts[0];
      const ul = document.createElement("ul");
      members.forEach((li, i) => {
        const rest = texts[i].slice(head.length).trim().replace(/^\((.*)\)$/, "$1");
        textNode(li).textContent = (rest || texts[i]) + " ";
        ul.appendChild(li);
      });
      section.append(title, ul);
      holder.appendChild(section);
    });
    if (single.length) {
      const section = document.createElement("section");
      section.className = "move-group";
      const title = document.createElement("h3");
      title.textContent = "그 밖의 수";
      const ul = document.createElement("ul");
      single.forEach(([li, text]) => { textNode(li).textContent = text + " "; ul.appendChild(li); });
      section.append(title, ul);
      holder.appendChild(section);
    }
    list.replaceWith(holder);
  }
  groupList();
  function hint(li, on) {
    const move = moveOf.get(li);
    picks.forEach((el) => {
      const fields = pickOf.get(el);
      el.classList.toggle("hinted", on && Object.keys(fields).length > 0 && fits(move, fields));
    });
  }
  items.forEach((li) => {
    ["mouseenter", "focusin"].forEach((e) => li.addEventListener(e, () => hint(li, true)));
    ["mouseleave", "focusout"].forEach((e) => li.addEventListener(e, () => hint(li, false)));
  });

  // --- three or four players' boards on a phone: one at a time, a tab per player (the
  // player to move first); the factories and the centre stay above them
  function seatTabs() {
    const seats = live ? Array.from(live.querySelectorAll(".seat-board")) : [];
    if (seats.length < 3) return;
    const narrow = window.matchMedia("(max-width: 48rem)");
    const tabs = document.createElement("div");
    tabs.className = "seat-tabs";
    tabs.setAttribute("role", "tablist");
    tabs.setAttribute("aria-label", "플레이어 판 고르기");
    const buttons = seats.map((g, i) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "secondary";
      button.setAttribute("role", "tab");
      button.setAttribute("aria-controls", g.id);
      button.textContent = g.getAttribute("aria-label").replace(/의 판$/, "") +
        (g.dataset.toMove ? " (차례)" : "");
      button.addEventListener("click", () => show(i));
      button.addEventListener("keydown", (event) => {
        const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
        if (!step) return;
        event.preventDefault();
        const next = (i + step + seats.length) % seats.length;
        show(next);
        buttons[next].focus();
      });
      tabs.appendChild(button);
      return button;
    });
    let shown = Math.max(0, seats.findIndex((g) => g.dataset.toMove));
    // one seat's board of ``svg`` (the live board or the preview's copy) shown, or all
    function oneSeat(svg, i, one) {
      const groups = Array.from(svg.querySelectorAll(".seat-board"));
      if (groups.length !== seats.length) return;
      const shape = svg.getAttribute("viewBox").split(" ").map(Number);
      const first = Number(groups[0].dataset.y);
      const all = groups.reduce((sum, g) => sum + Number(g.dataset.h), 0);
      let height = svg.dataset.fullHeight ? Number(svg.dataset.fullHeight) : shape[3];
      svg.dataset.fullHeight = String(height);
      groups.forEach((g, j) => {
        const on = !one || j === i;
        g.classList.toggle("is-hidden", !on);
        g.setAttribute("transform", one && on ? `translate(0 ${first - Number(g.dataset.y)})` : "");
      });
      if (one) height -= all - Number(groups[i].dataset.h);
      const key = svg.querySelector(".board-legend");
      if (key) {
        key.setAttribute("transform", one ? `translate(0 ${first + Number(groups[i].dataset.h) -
          Number(key.dataset.y)})` : "");
      }
      svg.setAttribute("viewBox", [shape[0], shape[1], shape[2], height].join(" "));
    }
    function show(i) {
      shown = i;
      const one = narrow.matches;
      tabs.hidden = !one;
      oneSeat(live, i, one);
      seats.forEach((g, j) => {
        if (one) g.setAttribute("role", j === i ? "tabpanel" : "group");
        else g.setAttribute("role", "group");
        buttons[j].setAttribute("aria-selected", String(j === i && one));
        buttons[j].tabIndex = j === i ? 0 : -1;
      });
      board.querySelectorAll(".preview-board").forEach((copy) => oneSeat(copy, i, one));
    }
    seatsOfPreview = (copy) => oneSeat(copy, shown, narrow.matches);
    board.insertBefore(tabs, live);
    show(shown);
    narrow.addEventListener("change", () => show(shown));
  }
  seatTabs();

  // A verdict page (a move tried through the link before its answer came, or shared): the
  // bar says that move and plays it with one press, as after picking it on the board (it
  // still said to choose, and the move was played from a form far down the page); the live
  // board previews it, so the verdict's own preview is not drawn a second time.
  const shownVerdict = document.getElementById("verdict");
  const applied = shownVerdict && shownVerdict.classList.contains("ok")
    ? shownVerdict.querySelector("form input[name=move]") : null;
  if (applied && status && live) {
    let move = null;
    try { move = JSON.parse(applied.value); } catch (err) { move = null; }
    if (move && items.some((li) => fits(moveOf.get(li), move) && fits(move, moveOf.get(li)))) {
      const drawn = shownVerdict.querySelector(".board.preview");
      if (drawn) drawn.hidden = true;
      picked = Object.assign({}, move);
      update();
    }
  }

  // Rummikub's table editor lives in rummikub-play.js.
})();
