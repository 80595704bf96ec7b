// 직접 해보기: pick parts of a move on the board; the legal moves that fit stay listed.
// Board elements carry data-pick='{"field": value}' (drawn by each game's renderer); a set
// of picks that fits no legal move can be sent to the engine for its verdict and rule.
(function () {
  "use strict";
  const root = document.querySelector("[data-play]");
  if (!root) return;
  const data = JSON.parse(document.getElementById("play-data").textContent);
  const board = document.getElementById("board");
  const items = Array.from(document.querySelectorAll(".move-list li[data-move]"));
  const status = document.getElementById("pick-status");
  const actions = document.getElementById("pick-actions");
  const tryLink = document.getElementById("pick-try");
  let picked = {};

  function same(a, b) { return JSON.stringify(a) === JSON.stringify(b); }
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
    const shaped = items.map((li) => JSON.parse(li.dataset.move))
      .filter((m) => keys.every((k) => k in m));
    const move = Object.assign({}, picked);
    if (shaped.length) {
      Object.keys(shaped[0]).forEach((k) => {
        if (!(k in move) && shaped.every((m) => same(m[k], shaped[0][k]))) move[k] = shaped[0][k];
      });
    }
    return move;
  }

  function update() {
    const keys = Object.keys(picked);
    let shown = 0;
    let only = null;
    const fitting = [];
    items.forEach((li) => {
      const move = JSON.parse(li.dataset.move);
      const fits = keys.every((k) => k in move && same(move[k], picked[k]));
      li.hidden = !fits;
      if (fits) { shown += 1; only = li; fitting.push(move); }
    });
    board.querySelectorAll("[data-pick]").forEach((el) => {
      const pick = JSON.parse(el.dataset.pick);
      const on = Object.keys(pick).length > 0 &&
        Object.keys(pick).every((k) => k in picked && same(picked[k], pick[k]));
      el.classList.toggle("picked", on);
      el.setAttribute("aria-pressed", on ? "true" : "false");
    });
    if (!status) return;
    if (!keys.length) {
      status.textContent = "보드에서 고르거나 아래 목록에서 수를 누르세요.";
      actions.hidden = true;
      return;
    }
    actions.hidden = false;
    tryLink.href = tryUrl(pickedMove(fitting));
    if (shown === 0) {
      status.textContent = "이 조합에 맞는 합법 수가 없습니다. ‘판정 받기’로 이유를 확인하세요.";
    } else if (shown === 1) {
      status.textContent = "맞는 수가 하나입니다: " + only.textContent.trim();
      only.querySelector("a, button").focus();
    } else {
      status.textContent = "맞는 수 " + shown + "개. 더 골라 좁히세요.";
    }
  }

  function pick(el) {
    const fields = JSON.parse(el.dataset.pick);
    const already = Object.keys(fields).every((k) => k in picked && same(picked[k], fields[k]));
    Object.keys(fields).forEach((k) => {
      if (already) delete picked[k]; else picked[k] = fields[k];
    });
    update();
  }

  if (board) {
    board.querySelectorAll("[data-pick]").forEach((el) => {
      if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "0");
      el.setAttribute("role", "button");
    });
    board.addEventListener("click", (event) => {
      const el = event.target.closest("[data-pick]");
      if (el) pick(el);
    });
    board.addEventListener("keydown", (event) => {
      const el = event.target.closest("[data-pick]");
      if (el && (event.key === "Enter" || event.key === " ")) { event.preventDefault(); pick(el); }
    });
  }
  const clear = document.getElementById("pick-clear");
  if (clear) clear.addEventListener("click", () => { picked = {}; update(); });

  // Rummikub's table editor lives in rummikub-play.js.
})();
