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

  function update() {
    const keys = Object.keys(picked);
    let shown = 0;
    let only = null;
    items.forEach((li) => {
      const move = JSON.parse(li.dataset.move);
      const fits = keys.every((k) => k in move && same(move[k], picked[k]));
      li.hidden = !fits;
      if (fits) { shown += 1; only = li; }
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
    tryLink.href = tryUrl(picked);
    if (shown === 0) {
      status.textContent = "이 조합에 맞는 합법 수가 없습니다. ‘판정 받기’로 이유를 확인하세요.";
    } else if (shown === 1) {
      status.textContent = "맞는 수가 하나입니다: " + only.textContent.trim();
      only.querySelector("a").focus();
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

  // Rummikub: the new table typed in tile notation, a draw, and the hint solver.
  const editor = document.querySelector("[data-table-editor]");
  if (editor && data.state && Array.isArray(data.state.table)) {
    const area = document.getElementById("table-notation");
    area.value = data.state.table.map((set) => set.join(" ")).join("; ");
    const parse = (text) => text.split(";").map((s) => s.trim().split(/[\s,]+/).filter(Boolean))
      .filter((s) => s.length > 0);
    document.getElementById("table-submit").addEventListener("click", () => {
      window.location.assign(tryUrl({ type: "play", table: parse(area.value) }));
    });
    document.getElementById("draw-tile").addEventListener("click", () => {
      window.location.assign(tryUrl({ type: "draw" }));
    });
    const out = document.getElementById("hint-result");
    document.getElementById("hint-button").addEventListener("click", async () => {
      const racks = data.state.racks || [];
      const rack = racks[data.to_move] || [];
      const melded = (data.state.melded || [])[data.to_move];
      out.textContent = "찾는 중…";
      try {
        const response = await fetch("/api/rummikub/hint", {
          method: "POST", headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ rack: rack, table: data.state.table, initial: !melded }),
        });
        const hint = await response.json();
        if (!response.ok) { out.textContent = hint.error; return; }
        out.replaceChildren();
        const p = document.createElement("p");
        p.textContent = hint.explanation;
        out.appendChild(p);
        if (hint.steps && hint.steps.length) {
          const ol = document.createElement("ol");
          hint.steps.forEach((s) => { const li = document.createElement("li"); li.textContent = s; ol.appendChild(li); });
          out.appendChild(ol);
        }
        if (hint.placed.length) {
          area.value = hint.table.map((set) => set.join(" ")).join("; ");
          const note = document.createElement("p");
          note.textContent = "위 칸에 힌트의 테이블을 넣었습니다. ‘이 테이블로 판정 받기’를 누르세요.";
          out.appendChild(note);
        }
      } catch (e) { out.textContent = "힌트를 가져오지 못했습니다."; }
    });
  }
})();
