// ← / → step through a tutorial (links do the work; this only binds the keys).
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
})();
