// The tutorial stepper. Every step is a plain page (?step=N) with plain links, so the page
// works without this script. With it, a step changes in place: the next step's board, text
// and controls come as JSON from /games/<id>/tutorials/<slug>/steps/<n> (rendered by the
// same macros as the page), are swapped in, and the step's address is pushed so that
// back/forward and shared links still work. The board is kept in view; ← / → and a swipe
// on the board change steps; the step list scrolls (itself, not the page) to the current
// step. Also the "힌트" button of a position that has hints (Rummikub).
(function () {
  "use strict";
  const root = document.querySelector("[data-tutorial]");
  if (!root) return;

  const total = Number(root.dataset.total);
  const partsBase = root.dataset.partsUrl.replace(/\/0$/, "/");
  const status = document.getElementById("step-status");
  const list = root.querySelector(".step-list");
  const cache = new Map();  // step number -> the parts JSON (steps never change)
  let current = Number(root.dataset.step);
  let wanted = current;  // the step last asked for; older answers are dropped

  function partsOf(n) {
    if (!cache.has(n)) {
      const request = fetch(partsBase + n, { headers: { Accept: "application/json" } })
        .then((response) => {
          if (!response.ok) throw new Error("HTTP " + response.status);
          return response.json();
        });
      request.catch(() => cache.delete(n));
      cache.set(n, request);
    }
    return cache.get(n);
  }

  function stepUrl(n) {
    const url = new URL(window.location.href);
    url.searchParams.set("step", String(n));
    return url.toString();
  }

  // The bottom of the screen a reader can see: above the controls where they are fixed.
  function visibleBottom() {
    const controls = root.querySelector(".step-controls");
    if (controls && getComputedStyle(controls).position === "fixed") {
      return Math.min(window.innerHeight, controls.getBoundingClientRect().top);
    }
    return window.innerHeight;
  }

  // After a step change the board is on screen: on a phone its top goes to the top of the
  // screen (the most room for the narration under it); on a wide screen, where the board
  // is sticky beside the text, the page only moves when the board is not wholly in view.
  function keepBoardInView() {
    const board = document.getElementById("board");
    if (!board) return;
    const box = board.getBoundingClientRect();
    const phone = visibleBottom() < window.innerHeight;
    if (!phone && box.top >= 0 && box.bottom <= visibleBottom()) return;
    if (Math.abs(box.top - 8) < 2) return;
    window.scrollBy({ top: box.top - 8, left: 0, behavior: "instant" });
  }

  // A tall board scrolls in its own window (.board-window): show the first part the step
  // changed ([data-changed]) when it is not wholly in view, else keep where the reader was.
  function showChangedInWindow(was) {
    const view = document.querySelector("#board .board-window");
    if (!view) return;
    view.scrollTop = was;
    const changed = view.querySelector("[data-changed]");
    if (!changed) return;
    const viewBox = view.getBoundingClientRect();
    const box = changed.getBoundingClientRect();
    if (box.top >= viewBox.top && box.bottom <= viewBox.bottom) return;
    view.scrollTop = Math.max(0, box.top - viewBox.top + view.scrollTop - 8);
  }

  // A board tall on a phone only (.phone-tall-board) scrolls in its window on a phone: a tab
  // stop there, so the keyboard can scroll it too, and none where nothing scrolls.
  function windowTabStop() {
    const view = document.querySelector("#board.phone-tall-board .board-window");
    if (!view) return;
    if (view.scrollHeight > view.clientHeight + 1) view.tabIndex = 0;
    else view.removeAttribute("tabindex");
  }
  window.addEventListener("resize", windowTabStop);
  windowTabStop();

  // Scroll the step list (its own box only) so the current step sits in its middle.
  function showCurrentInList() {
    if (!list) return;
    const item = list.querySelector('[aria-current="step"]');
    if (!item) return;
    const listBox = list.getBoundingClientRect();
    const itemBox = item.getBoundingClientRect();
    const offset = itemBox.top - listBox.top + list.scrollTop;
    list.scrollTop = Math.max(0, offset - (list.clientHeight - itemBox.height) / 2);
  }

  function markList(n) {
    if (!list) return;
    list.querySelectorAll("a[data-step]").forEach((link) => {
      if (Number(link.dataset.step) === n) link.setAttribute("aria-current", "step");
      else link.removeAttribute("aria-current");
    });
    showCurrentInList();
  }

  function show(data, how) {
    const focusedId = document.activeElement && document.activeElement.id;
    const wasInParts = document.activeElement &&
      document.activeElement.closest("#part-controls, #part-text, #part-board");
    const oldWindow = document.querySelector("#board .board-window");
    const wasScrolled = oldWindow ? oldWindow.scrollTop : 0;
    document.getElementById("part-board").innerHTML = data.parts.board;
    document.getElementById("part-controls").innerHTML = data.parts.controls;
    document.getElementById("part-text").innerHTML = data.parts.text;
    document.title = data.title;
    current = data.n;
    root.dataset.step = String(data.n);
    markList(data.n);
    if (how === "push") history.pushState({ step: data.n }, "", data.url);
    keepBoardInView();
    showChangedInWindow(wasScrolled);
    windowTabStop();
    const heading = document.getElementById("step-heading");
    // A control used from the keyboard keeps the focus (Enter, Enter, … goes on stepping);
    // otherwise the reader is taken to the new step's heading. Never scroll for it.
    const again = wasInParts && focusedId ? document.getElementById(focusedId) : null;
    if (again && again.closest(".step-controls")) {
      again.focus({ preventScroll: true });
      if (status && heading) status.textContent = heading.textContent.trim();
    } else if (heading) {
      if (status) status.textContent = "";
      heading.focus({ preventScroll: true });
    }
    if (data.n < total) partsOf(data.n + 1).catch(() => {});
  }

  function go(n, how) {
    if (!Number.isInteger(n) || n < 0 || n > total) return;
    wanted = n;  // also cancels a step still on its way when the reader comes back
    if (n === current) return;
    partsOf(n).then((data) => {
      if (wanted === n) show(data, how);
    }).catch(() => {
      // the server could not answer in JSON: an ordinary page load still shows the step
      if (wanted === n) window.location.assign(stepUrl(n));
    });
  }

  history.replaceState({ step: current }, "", window.location.href);
  window.addEventListener("popstate", (event) => {
    const fromState = event.state && Number.isInteger(event.state.step) ? event.state.step : null;
    const fromUrl = Number(new URL(window.location.href).searchParams.get("step") || "0");
    go(fromState !== null ? fromState : fromUrl, "pop");
  });

  // Links to another step of this tutorial (이전/다음, the step list) change it in place.
  root.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.altKey || event.ctrlKey ||
        event.metaKey || event.shiftKey) return;
    const link = event.target.closest && event.target.closest("a[data-step]");
    if (!link || !root.contains(link)) return;
    event.preventDefault();
    go(Number(link.dataset.step), "push");
  });

  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target;
    const tag = (target && target.tagName) || "";
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" ||
        (target && target.isContentEditable)) return;
    // from the step on its way, if any, so that two quick presses move two steps
    if (event.key === "ArrowRight" && wanted < total) {
      event.preventDefault();
      go(wanted + 1, "push");
    } else if (event.key === "ArrowLeft" && wanted > 0) {
      event.preventDefault();
      go(wanted - 1, "push");
    }
  });

  // Swipe on the board: a mostly sideways touch (or pen) drag of at least SWIPE px.
  // The board's touch-action (pan-y) leaves vertical scrolling to the browser.
  const SWIPE = 50;
  const boardArea = document.getElementById("part-board");
  let start = null;
  boardArea.addEventListener("pointerdown", (event) => {
    start = event.pointerType === "mouse" || !event.isPrimary ? null
      : { x: event.clientX, y: event.clientY, id: event.pointerId };
  });
  boardArea.addEventListener("pointercancel", () => { start = null; });
  boardArea.addEventListener("pointerup", (event) => {
    if (!start || event.pointerId !== start.id) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    start = null;
    if (Math.abs(dx) < SWIPE || Math.abs(dx) < 1.5 * Math.abs(dy)) return;
    if (dx < 0 && wanted < total) go(wanted + 1, "push");
    else if (dx > 0 && wanted > 0) go(wanted - 1, "push");
  });

  showCurrentInList();
  showChangedInWindow(0);
  if (current < total) partsOf(current + 1).catch(() => {});

  // The hint button lives in the swapped text, so its clicks are caught on the page.
  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  let busy = false;
  root.addEventListener("click", async (event) => {
    const button = event.target.closest && event.target.closest("#hint-button");
    const result = document.getElementById("hint-result");
    if (!button || !result || busy) return;
    busy = true;
    button.setAttribute("aria-busy", "true");
    result.dataset.state = "busy";  // "done" or "failed" once the answer is shown
    result.replaceChildren(el("p", "small", "힌트를 찾는 중…"));
    let response = null;
    let answer = null;
    try {
      response = await fetch(button.dataset.hintUrl, {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: button.dataset.hintBody,
      });
      answer = await response.json();
    } catch (e) {
      answer = null;
    }
    busy = false;
    button.removeAttribute("aria-busy");
    if (!result.isConnected) return;  // the step changed while the hint was on its way
    if (!response || !response.ok || !answer || typeof answer.explanation !== "string") {
      const why = answer && typeof answer.error === "string" ? " " + answer.error : "";
      result.replaceChildren(el("p", "small", "지금은 힌트를 가져오지 못했습니다." + why));
      result.dataset.state = "failed";
      return;
    }
    result.replaceChildren(el("p", "", answer.explanation));
    if (Array.isArray(answer.steps) && answer.steps.length) {
      const steps = el("ol", "hint-steps");
      answer.steps.forEach((s) => steps.append(el("li", "", s)));
      result.append(steps);
    }
    result.dataset.state = "done";
  });
})();
