// ← / → step through a tutorial (links do the work; this only binds the keys), and the
// "힌트" button of a position that has hints (Rummikub): the best play, in Korean steps.
(function () {
  "use strict";
  if (!document.querySelector("[data-tutorial]")) return;
  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const tag = (event.target && event.target.tagName) || "";
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return;
    const target = event.key === "ArrowRight" ? document.getElementById("next-step")
      : event.key === "ArrowLeft" ? document.getElementById("prev-step") : null;
    if (target) { event.preventDefault(); window.location.assign(target.href); }
  });

  const button = document.getElementById("hint-button");
  const result = document.getElementById("hint-result");
  if (!button || !result) return;

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  let busy = false;
  button.addEventListener("click", async () => {
    if (busy) return;
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
    if (!response || !response.ok || !answer || typeof answer.explanation !== "string") {
      const why = answer && typeof answer.error === "string" ? " " + answer.error : "";
      result.replaceChildren(el("p", "small", "지금은 힌트를 가져오지 못했습니다." + why));
      result.dataset.state = "failed";
      return;
    }
    result.replaceChildren(el("p", "", answer.explanation));
    if (Array.isArray(answer.steps) && answer.steps.length) {
      const list = el("ol", "hint-steps");
      answer.steps.forEach((s) => list.append(el("li", "", s)));
      result.append(list);
    }
    result.dataset.state = "done";
  });
})();
