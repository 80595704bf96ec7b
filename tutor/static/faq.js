// The FAQ page: a filter box that asks the search engine (scoped to this game, so typos,
// spacing and 초성 work as in search) and shows the matching questions first, best first;
// a deep link (#entry-id) opens its entry. Without JavaScript the box searches the game.
(function () {
  "use strict";
  const form = document.querySelector("form[data-faq-filter]");
  const groups = document.getElementById("faq-groups");
  const matches = document.getElementById("faq-matches");
  if (!form || !groups || !matches) return;
  const input = form.querySelector("input[type=search]");
  const status = document.getElementById("faq-status");
  const game = form.dataset.game;
  const items = Array.from(document.querySelectorAll("[data-faq-item]"));
  const byId = new Map(items.map((el) => [el.id, el]));
  // where each entry lives in the page, to put it back when the filter is cleared
  const home = new Map(items.map((el) => {
    const mark = document.createComment("faq:" + el.id);
    el.parentNode.insertBefore(mark, el);
    return [el.id, mark];
  }));
  const defaultStatus = status.textContent;
  const MIN_SHARE = 0.72; // an entry scoring less than this share of the best is not a match
  let asked = "";
  let readAs = "";  // how the search read the filter (초성, keys typed in English mode)
  let timer = null;

  function restore() {
    for (const el of items) {
      const mark = home.get(el.id);
      mark.parentNode.insertBefore(el, mark.nextSibling);
      el.classList.remove("faq-hit");
      el.hidden = false;
    }
    groups.querySelectorAll("[data-faq-group]").forEach((g) => { g.hidden = false; });
    matches.replaceChildren();
  }

  function show(found) {
    restore();
    if (!found.length) {
      status.textContent = "맞는 질문을 찾지 못했어요. 다른 말로 찾아보세요.";
      return;
    }
    for (const el of items) el.hidden = true;
    groups.querySelectorAll("[data-faq-group]").forEach((g) => { g.hidden = true; });
    const heading = document.createElement("h2");
    heading.textContent = "찾은 질문 " + found.length + "개";
    matches.appendChild(heading);
    found.forEach((el, i) => {
      el.hidden = false;
      el.classList.add("faq-hit");
      if (i === 0) el.open = true;
      matches.appendChild(el);
    });
    const how = readAs ? "(‘" + readAs + "’로 읽었어요)" : "";
    status.textContent = "‘" + asked + "’" + how + "에 맞는 질문 " + found.length + "개를 먼저 보여 드려요. 지우면 모든 질문이 다시 보여요.";
  }

  async function filter() {
    const q = input.value.trim();
    if (q === asked) return;
    asked = q;
    if (!q) { restore(); status.textContent = defaultStatus; return; }
    const params = new URLSearchParams({ q, game, limit: "20" });
    try {
      const response = await fetch("/api/ask?" + params.toString());
      if (input.value.trim() !== q) return; // typed on meanwhile
      if (!response.ok) {
        const body = await response.json().catch(() => ({}));
        status.textContent = body.error || "찾지 못했어요. 잠시 뒤에 다시 해 보세요.";
        return;
      }
      const answer = await response.json();
      const faqs = answer.results.filter((r) => byId.has(r.id));
      const best = faqs.length ? faqs[0].score : 0;
      // 초성 alone (ㅈㅋ) is never an answer the search is sure of (chat is typed so too),
      // but in a filter what it was read as is what the reader looks for
      const read = answer.read_as || "";
      const initials = /^[\u3131-\u314e\s]+$/.test(q) && read !== "";
      const found = answer.confident === false && !initials ? [] :
        faqs.filter((r) => r.score >= best * MIN_SHARE).map((r) => byId.get(r.id));
      readAs = read && read.replace(/ /g, "") !== q.replace(/ /g, "") ? read : "";
      show(found);
    } catch (e) {
      status.textContent = "찾지 못했어요. 잠시 뒤에 다시 해 보세요.";
    }
  }

  input.addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(filter, 250); });
  form.addEventListener("submit", (event) => { event.preventDefault(); clearTimeout(timer); asked = null; filter(); });

  function openHash() {
    const id = decodeURIComponent(location.hash.slice(1));
    const el = byId.get(id);
    if (!el) return;
    if (el.hidden) { input.value = ""; asked = ""; restore(); status.textContent = defaultStatus; }
    el.open = true;
    el.scrollIntoView({ block: "start" });
    const summary = el.querySelector("summary");
    if (summary) summary.focus({ preventScroll: true });
  }
  window.addEventListener("hashchange", openHash);
  openHash();
})();
