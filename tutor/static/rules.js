// A game page's rule sections are closed <details> (only one open at a time, by their
// shared name). A link to a section (#draft) or to an entry inside one (#azul.offer.take-all)
// opens that section and brings the entry into view, on load and on every hash change.
(function () {
  "use strict";
  const root = document.querySelector("[data-rule-sections]");
  if (!root) return;

  function openTarget() {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (!target || !root.contains(target)) return;
    const details = target.matches("section") ? target.querySelector("details")
      : target.closest("details");
    if (!details) return;
    root.querySelectorAll("details[open]").forEach((other) => {
      if (other !== details) other.open = false;
    });
    details.open = true;
    target.scrollIntoView({block: "start"});
  }

  openTarget();
  window.addEventListener("hashchange", openTarget);
})();
