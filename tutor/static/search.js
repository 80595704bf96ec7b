// Suggestions as you type, and highlighting of matched terms in answers. No inline scripts.
(function () {
  "use strict";
  function debounce(fn, ms) {
    let timer = null;
    return function (...args) { clearTimeout(timer); timer = setTimeout(() => fn.apply(this, args), ms); };
  }
  document.querySelectorAll("input[data-suggest]").forEach((input) => {
    const form = input.closest("form");
    const list = form && form.querySelector(".suggestions");
    if (!list) return;
    const gameSelect = form.querySelector("select[name=game]");
    const status = form.querySelector("[data-suggest-status]");
    let lastQuery = "";
    const update = debounce(async () => {
      const q = input.value.trim();
      if (q === lastQuery) return;
      lastQuery = q;
      if (!q) { list.hidden = true; list.replaceChildren(); return; }
      const params = new URLSearchParams({ q });
      if (gameSelect && gameSelect.value) params.set("game", gameSelect.value);
      try {
        const response = await fetch("/api/suggest?" + params.toString());
        if (!response.ok) return;
        const data = await response.json();
        if (input.value.trim() !== q) return;
        // a plain list of links (links inside role=option are nested interactive elements)
        list.replaceChildren(...data.suggestions.map((s) => {
          const li = document.createElement("li");
          const a = document.createElement("a");
          a.href = s.url;
          a.textContent = s.title + (s.game_name ? " · " + s.game_name : "");
          li.appendChild(a);
          return li;
        }));
        list.hidden = data.suggestions.length === 0;
        if (status) {
          status.textContent = data.suggestions.length
            ? "추천 질문 " + data.suggestions.length + "개: 아래 화살표 키로 고를 수 있습니다." : "";
        }
      } catch (e) { list.hidden = true; }
    }, 150);
    input.addEventListener("input", update);
    input.addEventListener("keydown", (event) => {
      if (event.key === "ArrowDown" && !list.hidden) {
        const first = list.querySelector("a");
        if (first) { event.preventDefault(); first.focus(); }
      } else if (event.key === "Escape") { list.hidden = true; }
    });
    list.addEventListener("keydown", (event) => {
      const links = Array.from(list.querySelectorAll("a"));
      const i = links.indexOf(document.activeElement);
      if (event.key === "ArrowDown" && i < links.length - 1) { event.preventDefault(); links[i + 1].focus(); }
      if (event.key === "ArrowUp") { event.preventDefault(); (i > 0 ? links[i - 1] : input).focus(); }
      if (event.key === "Escape") { list.hidden = true; input.focus(); }
    });
  });
  // Highlight matched terms (text nodes only: the answer body is plain text).
  document.querySelectorAll("[data-highlight]").forEach((el) => {
    const terms = el.dataset.highlight.split("|").map((t) => t.trim()).filter((t) => t.length > 0);
    if (!terms.length) return;
    const escaped = terms.sort((a, b) => b.length - a.length).map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    const pattern = new RegExp("(" + escaped.join("|") + ")", "gi");
    const text = el.textContent;
    const parts = text.split(pattern);
    el.replaceChildren(...parts.map((part, i) => {
      if (i % 2 === 1) { const m = document.createElement("mark"); m.textContent = part; return m; }
      return document.createTextNode(part);
    }));
  });
})();
