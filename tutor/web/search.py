"""The search page: one answer first, with its source and rule; related answers below.

- A confident answer is one card: the direct answer (the entry's first sentence: 네/아니요/the
  number), the rest of its text, its source as a reader knows it and a link to its rule.
  The other results are collapsed under it.
- When the engine can decide the case the question names (``tutor.qa_computed``), its
  verdict comes first, marked "계산한 답", beside the rule that decides it.
- When that verdict's account speaks of a position (an Indigo cell, a gem's route), the board
  the engine played is drawn under it, as an FAQ's example is (``pages.example_boards``).
- Not confident: "질문에 맞는 규칙을 찾지 못했어요", at most three guesses labelled as such,
  each with its first sentence (the first guess is more often right than not) unless the
  question only points; none when nothing in the question ties to the rules (no game, no
  rules word) or it asks of another game; a link to the game's rules; the searcher has
  recorded the miss. A question that only points (이거 반칙임?, ``vague``) is asked for the
  situation it points at; one about a game this service has no rules for (``outside_game``)
  is told so, with the games it has.
- A question that names no game, answered about equally well by another game's entry
  (``other_games``): that game's answer is shown under the card, "다른 게임의 답", with a
  link that asks again within it.
- Asked from a game's page, the search stays in that game (``game``) unless "모든 게임에서
  찾기" (``all``) is ticked; asked from a tutorial step or a play position, ``near`` carries
  that place's rule ids and the entries linked to them rank higher when they fit; where a move
  was refused, ``refused`` carries the rules it broke, and "왜 안 돼?" is answered by them.
- Under the card, "이 답이 질문에 맞나요?" (맞아요 / 아니에요) posts to ``/search/feedback``,
  which keeps the reader's word beside the misses (``tutor misses --reports``) and comes back
  to the same search, thanking them; after 아니에요 the related answers are open, each with
  "이 답이에요" (the reader's pick). A confident answer is never a miss: this is how a wrong
  one, and the answer that was wanted, reach the content's authors.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from html import unescape as html_unescape
from typing import Any
from urllib.parse import urlencode

from flask import Blueprint, current_app, redirect, render_template, request
from markupsafe import Markup, escape

from tutor import qa
from tutor.korean import ro
from tutor.search import misses
from tutor.search.outside import no_rules_for
from tutor.search.query import AGE_CUE, TIME_CUE, counted_at, counted_in, value_kinds
from tutor.search.searcher import VAGUE_HINT
from tutor.web import store
from tutor.web.inputs import BadInput
from tutor.web.pages import example_boards
from tutor.web.store import content_db

bp = Blueprint("search", __name__)

RESULTS = 8
GUESSES = 3
MAX_NEAR = 12
RULE_ID = re.compile(r"^[a-z0-9][a-z0-9.\-]{0,119}$")
# The first sentence of an answer: up to the first full stop, ! or ? followed by a space or
# the end (a decimal point has no space after it).
LEAD = re.compile(r"^(.{1,240}?[.!?])(?:\s|$)", re.S)
# What the page says once a reader has told whether the card answered the question (``told``).
_THANKS = "알려 주셔서 고마워요."
_KEPT = f"{_THANKS} 이 질문과 답은 규칙 설명을 고치는 데 쓸게요."
TOLD = {
    "1": _THANKS,
    "0": f"{_KEPT} 아래의 관련 답 가운데 찾던 답이 있으면 「이 답이에요」를 눌러 주세요. 없으면 "
    "다른 말로 물어보세요.",
    "0 alone": f"{_KEPT} 다른 말로 물어보거나 게임의 규칙을 훑어보세요.",
    "pick": f"이 답 대신 아래의 다른 답을 고르셨어요. {_THANKS}",
    "x": "지금은 의견을 저장하지 못했어요. 잠시 뒤에 다시 알려 주세요.",
}


def near_rules(raw: str) -> list[str]:
    """Rule ids from ``near`` or ``refused`` (comma-separated); anything that is not an id is
    dropped."""
    out: list[str] = []
    for part in raw.split(",")[:MAX_NEAR]:
        part = part.strip()
        if RULE_ID.match(part) and part not in out:
            out.append(part)
    return out


@dataclass(frozen=True)
class Place:
    """Where a question was asked from ("이 상황에서 질문하기" of a tutorial step or a play
    position): that place's rule ids (``near``) and the rules a move refused there broke
    (``refused``). Empty: asked from no place."""

    near: tuple[str, ...] = ()
    refused: tuple[str, ...] = ()

    @classmethod
    def of(cls, fields: Mapping[str, str]) -> Place:
        """The place a form or query string names (unreadable ids dropped)."""
        return cls(
            tuple(near_rules(fields.get("near", ""))), tuple(near_rules(fields.get("refused", "")))
        )

    def fields(self) -> dict[str, str]:
        """The form fields that name this place again."""
        out = {}
        if self.near:
            out["near"] = ",".join(self.near)
        if self.refused:
            out["refused"] = ",".join(self.refused)
        return out

    def answer(self, query: str, game: str | None) -> dict[str, Any]:
        """The search page's answer to ``query`` asked from here (QueryError as ``store.answer``)."""
        return store.answer(query, game, RESULTS, boost=self.near, refused=self.refused)


# An HTML tag and a character reference, as the content's rendered Markdown writes them.
_TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>")
_REFERENCE = re.compile(r"&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);")
_VOID = frozenset({"br", "img", "wbr"})


def _past_sentence(html: str, sentence: str) -> int | None:
    """Where ``sentence`` (plain text) ends in ``html`` (a paragraph's markup from its start):
    tags skipped, references decoded, a space matching any run of white space (the source's
    line breaks). None when the text differs, or when a tag opened within the sentence is
    not closed right after it (the sentence cannot be cut out cleanly)."""
    text = " ".join(sentence.split())
    at, said = 0, 0
    opened: list[str] = []
    while said < len(text):
        if at >= len(html):
            return None
        tag = _TAG.match(html, at)
        if tag:
            name = tag.group(2).lower()
            if tag.group(1):
                if not opened or opened[-1] != name:
                    return None
                opened.pop()
            elif name not in _VOID:
                opened.append(name)
            at = tag.end()
        elif text[said] == " ":
            if not html[at].isspace():
                return None
            while at < len(html) and html[at].isspace():
                at += 1
            said += 1
        else:
            reference = _REFERENCE.match(html, at)
            char = html_unescape(reference.group(0)) if reference else html[at]
            if not text.startswith(char, said):
                return None
            at = reference.end() if reference else at + 1
            said += len(char)
    while opened:
        tag = _TAG.match(html, at)
        if not (tag and tag.group(1) and tag.group(2).lower() == opened[-1]):
            return None
        opened.pop()
        at = tag.end()
    return at


def split_lead(body: str, body_html: str) -> tuple[str | None, Markup]:
    """The answer's first sentence, and its HTML without that sentence (or whole, when the
    sentence cannot be cut out of the markup cleanly). An answer that opens with a list or
    a table has no first sentence to lift: its first item is a step, not the answer."""
    found = LEAD.match((body or "").strip())
    html = Markup(body_html or f"<p>{escape(body or '')}</p>")
    stripped = str(html).lstrip()
    if not found or not stripped.startswith("<p>"):
        return None, html
    lead = " ".join(found.group(1).split())
    end = _past_sentence(stripped[len("<p>") :], lead)
    if end is None:
        return lead, html
    rest = stripped[len("<p>") + end :].lstrip()
    rest = rest[len("</p>") :].lstrip() if rest.startswith("</p>") else "<p>" + rest
    return lead, Markup(rest)  # noqa: S704 - the content's own rendered HTML, cut


def read_as_text(read: str) -> str:
    """ "‘조커 회수’로 읽었어요", "‘첫 등록’으로 읽었어요": (으)로 chosen by the last reading."""
    return f"{ro(f'‘{read}’')} 읽었어요"


def _links(result: dict[str, Any], by_id: dict[str, dict[str, Any]]) -> list[dict[str, str]]:
    """The rule, related entries, the board example and tutorial steps of one result."""
    if result.get("kind") == "tutorial-step":
        return []
    linked = list(result.get("rule_ids") or []) + list(result.get("related") or [])[:3]
    items = [
        {"url": by_id[i]["url"], "title": by_id[i]["question"] or by_id[i]["title"]}
        for i in dict.fromkeys(linked)
        if i in by_id and i != result["id"]
    ]
    entry = by_id.get(result["id"])
    if entry and entry["example"]:
        items.insert(0, {"url": f"{entry['url']}#ex-title", "title": "보드에서 보기"})
    items += [
        {"url": s["url"], "title": s.get("title") or "튜토리얼 장면"}
        for s in result.get("tutorial_steps") or []
        if isinstance(s, dict)
    ]
    return items


def _rule_link(result: dict[str, Any], by_id: dict[str, dict[str, Any]]) -> dict[str, str]:
    """The rule a result rests on: its own page for a rule, else its first linked rule."""
    if result.get("kind") != "rule":
        for rule_id in result.get("rule_ids") or []:
            rule = by_id.get(rule_id)
            if rule is not None:
                return {"url": rule["url"], "title": rule["title"], "label": "규칙"}
    return {"url": result["url"], "title": result["title"], "label": "규칙 전체 보기"}


# A buyer's question (age, play time, playing alone) answered by a rule whose first sentence
# says something else (2~4명이 함께하고 …): the sentence that says what was asked leads, over
# the whole text (the question's cue, then the sentence's).
FOCUS = [
    # the ranking's age cue, and a child's age or school year said (7살도 할 수 있나요, 초1)
    (
        re.compile(AGE_CUE.pattern + r"|\d살|\d세|초등|유치원|초[1-6](?!\d)"),
        re.compile(r"\d+\s*(?:세|살)"),
    ),
    (TIME_CUE, re.compile(r"\d+\s*(?:~\s*\d+\s*)?분")),
    (re.compile(r"혼자|솔로|솔플|1인|한명이서|한사람이"), re.compile(r"혼자")),
]
SENTENCE = re.compile(r"[^.!?]+[.!?](?=\s|$)")
# A question after a value (몇 점, 몇 장, 몇 명 …; ``query.value_kinds``) answered by a rule
# whose first sentence states no such value: the statement that does leads (벽 가로줄 보너스 몇
# 점 → 「다 채운 가로줄 하나마다 2점」), a value being a number counted as the question's kind
# (``query.counted_in``: 타일 몇 장 → 조커 2개).
# a worked example is not the rule's value (예: …, 예를 들어 …)
EXAMPLE = re.compile(r"^(?:예:|예를 들어|예컨대|이를테면)")


def focused_lead(query: str, result: dict[str, Any]) -> str | None:
    """The sentence of a rule's (not an FAQ's: its first sentence is its answer by design) body
    that says what a buyer's question asks (see ``FOCUS``), or a value of the kind a 「몇 …」
    asks for, when it is not the first; None otherwise."""
    if result.get("kind") == "faq":
        return None
    squeezed = (query or "").replace(" ", "")
    sentences = [" ".join(m.group(0).split()) for m in SENTENCE.finditer(result.get("body") or "")]
    for cue, says in FOCUS:
        if cue.search(squeezed):
            found = next((n for n, text in enumerate(sentences) if says.search(text)), None)
            return sentences[found] if found else None
    kinds = value_kinds(squeezed)
    if not kinds:
        return None
    units = [
        u
        for u in _units(result.get("body_html") or "")
        if kinds & counted_in(u.text).keys() and not EXAMPLE.match(u.text)
    ]
    if not units:
        return None
    terms = [t for t in result.get("matched_terms") or [] if t]
    # the statement that says most of the question; of equals, the first
    _shares, _first, best = max(
        (_shared(squeezed, terms, kinds, unit), -n, unit) for n, unit in enumerate(units)
    )
    return None if sentences and best.text == sentences[0] else best.text


BLOCK = re.compile(r"<(p|li|tr)\b[^>]*>(.*?)</\1>", re.S)
CELL = re.compile(r"<t[hd]\b[^>]*>(.*?)</t[hd]>", re.S)
TAG = re.compile(r"<[^>]+>")


def _plain(html: str) -> str:
    return " ".join(html_unescape(TAG.sub("", html)).split())


@dataclass(frozen=True)
class Unit:
    """One statement of a rule's text; ``listed``: a list item or a table row (where a rule
    lays out its values), not a sentence of a paragraph."""

    text: str
    listed: bool


def _units(body_html: str) -> list[Unit]:
    """What a rule's text says, one statement at a time: each sentence of a paragraph, each
    list item, each table row as "heading value, …" (찬 칸 수 7칸, 마지막 칸의 감점 −3, …)."""
    units: list[Unit] = []
    headings: list[str] = []
    for block in BLOCK.finditer(body_html):
        tag, inner = block.group(1), block.group(2)
        if tag == "p":
            text = _plain(inner)
            sentences = [" ".join(m.group(0).split()) for m in SENTENCE.finditer(text)]
            units += [Unit(t, False) for t in sentences or [text]]
        elif tag == "li":
            units.append(Unit(_plain(re.split(r"<(?:ul|ol)\b", inner)[0]), True))
        else:
            cells = [_plain(c) for c in CELL.findall(inner)]
            if "<th" in inner:
                headings = cells
            elif len(headings) == len(cells):
                pairs = zip(headings, cells, strict=True)
                units.append(Unit(", ".join(f"{h} {c}" for h, c in pairs), True))
            else:
                units.append(Unit(", ".join(cells), True))
    return [u for u in units if u.text]


def _shared(squeezed: str, terms: list[str], kinds: frozenset[str], unit: Unit) -> tuple[int, int]:
    """How much of a question a statement says: its numbers (three each), the words the search
    matched (two each; one more for a word the statement starts with and for one its value
    follows right after: 「보석 24개」), one more for a listed value; then its syllable pairs."""
    text = unit.text
    numbers = set(re.findall(r"\d+", squeezed)) & set(re.findall(r"\d+", text))
    said = sum(term in text for term in terms)
    about = any(text.startswith(term) for term in terms) + any(
        counted_at(text, len(text) - len(text[found.end() :].lstrip())) in kinds
        for term in terms
        for found in re.finditer(re.escape(term), text)
    )
    pairs = {squeezed[i : i + 2] for i in range(len(squeezed) - 1)}
    flat = text.replace(" ", "")
    score = 3 * len(numbers) + 2 * said + about + unit.listed
    return score, sum(pair in flat for pair in pairs)


def _card(
    result: dict[str, Any], by_id: dict[str, dict[str, Any]], query: str = ""
) -> dict[str, Any]:
    lead, rest = split_lead(result.get("body", ""), result.get("body_html", ""))
    focus = focused_lead(query, result)
    if focus is not None:  # the whole text follows it
        whole = result.get("body_html") or f"<p>{escape(result.get('body', ''))}</p>"
        lead, rest = focus, Markup(whole)  # noqa: S704 - the content's own rendered HTML
    return {
        **result,
        "lead": lead,
        "rest_html": fold_asides(rest, result.get("matched_terms") or []),
        "rule_link": _rule_link(result, by_id),
        "links": _links(result, by_id),
    }


# What the rulebooks leave open and how this service settles it, or how editions differ: on an
# answer card, folded under its heading (a reader asking how jokers work read ten lines of it),
# open when it holds a word asked that the rest of the card does not.
ASIDE = re.compile(
    r"<p><strong>(규칙서에 없는 경우|판본에 따라 다릅니다):</strong>\s*(.*?)</p>", re.S
)


GIST_CHARS = 28  # how much of an aside's start names it beside a heading it shares


def _gist(text: str) -> str:
    """The start of ``text``, cut after a word, with … when there is more."""
    if len(text) <= GIST_CHARS:
        return text
    cut = text.rfind(" ", 0, GIST_CHARS)
    return text[: cut if cut > 0 else GIST_CHARS] + "…"


def fold_asides(html: Markup, terms: list[str]) -> Markup:
    """``html`` with each aside (``ASIDE``) in a ``<details>`` under its heading, open when it
    holds one of ``terms`` (the words the search matched) that the rest does not."""
    text = str(html)
    rest = _plain(ASIDE.sub("", text))
    headings = Counter(found.group(1) for found in ASIDE.finditer(text))
    folded = []
    at = 0
    for found in ASIDE.finditer(text):
        said = _plain(found.group(2))
        opened = any(t in said and t not in rest for t in terms if t)
        summary = found.group(1)
        if headings[summary] > 1:
            # two under one heading read as the same fold twice: each says how it begins
            summary += " — " + escape(_gist(said))
        folded.append(text[at : found.start()])
        folded.append(
            f'<details class="aside"{" open" if opened else ""}><summary>{summary}'
            f"</summary><p>{found.group(2)}</p></details>"
        )
        at = found.end()
    folded.append(text[at:])
    return Markup("".join(folded))  # noqa: S704 - the content's own rendered HTML, regrouped


# A first sentence that only announces what follows it (상자에는 다음이 들어 있습니다., …:): it
# says nothing shown alone under a title.
ANNOUNCES = re.compile(r"(?:(?:다음이|다음과|아래와) [^.]*\.|:)$")


def _listed(result: dict[str, Any], query: str = "") -> dict[str, Any]:
    """A result shown below the card: with its first sentence, unless that only announces
    the list or table after it (a rule's sentence that says the age or playing alone a
    buyer asked about, when there is one: ``focused_lead``)."""
    lead = focused_lead(query, result) or split_lead(result.get("body", ""), "")[0]
    return {**result, "lead": None if lead and ANNOUNCES.search(lead) else lead}


def _entry_result(entry: dict[str, Any]) -> dict[str, Any]:
    """A content entry (from the database) in the shape of a search result."""
    return {
        "id": entry["id"],
        "kind": entry["kind"],
        "game": entry["game"],
        "title": entry["title"],
        "question": entry.get("question"),
        "body": entry.get("body_text", ""),
        "body_html": entry.get("body_html", ""),
        "url": entry["url"],
        "rule_ids": entry.get("rule_ids") or [],
        "related": entry.get("related") or [],
        "source_details": entry.get("sources") or [],
        "tutorial_steps": [],
        "matched_terms": [],
    }


def card_result(answer: dict[str, Any], by_id: dict[str, dict[str, Any]]) -> dict[str, Any] | None:
    """What the page shows as its answer card: the rule a computed verdict stands beside
    (``by_id`` holds it), else the first result of a confident answer; None: no card."""
    computed = answer.get("computed")
    if computed:
        for rule_id in computed["rule_ids"]:
            if rule_id in by_id:
                # the verdict stands beside the rule that decides it, in full
                return _entry_result(by_id[rule_id])
    if answer.get("confident") and answer["results"]:
        return dict(answer["results"][0])
    return None


def search_url(
    query: str, game: str | None, everywhere: bool, place: Place, at: str = "", **more: str
) -> str:
    """The search page's address for these fields (what its form sends), at the element
    ``at`` (a fragment: the browser shows that part of the page)."""
    fields = {"q": query, **({"game": game} if game else {})}
    if everywhere:
        fields["all"] = "1"
    fields.update(place.fields())
    return "/search?" + urlencode({**fields, **more}) + (f"#{at}" if at else "")


def shown_card(query: str, game: str | None, place: Place) -> tuple[dict[str, Any], str | None]:
    """The answer to a question as the search page gives it, and the id of its card (None: no
    card); QueryError for a question that cannot be asked."""
    answer = place.answer(query, game)
    computed = answer.get("computed")
    wanted = sorted(computed["rule_ids"]) if computed else []
    by_id = {e["id"]: e for e in content_db().entries_by_ids(wanted)} if wanted else {}
    card = card_result(answer, by_id)
    return answer, card["id"] if card else None


def keep_word(query: str, game: str | None, place: Place, entry: str, word: str) -> bool:
    """Keep a reader's ``word`` (``misses.WORDS``) on ``entry`` for this question: "right" or
    "wrong" of the card it was shown, "picked" of one of the answers below the card. BadInput
    (409) when ``entry`` is not that answer of this question now (the content was rebuilt
    since, or the form was made up); False when it could not be written."""
    try:
        answer, card = shown_card(query, game, place)
    except qa.QueryError as exc:
        raise BadInput(str(exc), getattr(exc, "status", 400)) from None
    below = {r["id"] for r in answer["results"]} - {card}
    if card is None or (entry not in below if word == "picked" else entry != card):
        raise BadInput("이 질문의 답이 그사이 바뀌었어요. 다시 검색한 뒤 알려 주세요.", 409)
    path = current_app.config.get("MISSES_DATABASE")
    if not path:
        return False
    return misses.report(path, query, answer["normalized"], game, entry, word)


# The form's ``helpful`` values and the words they say (``misses.WORDS``).
FORM_WORDS = {"1": "right", "0": "wrong", "pick": "picked"}


@bp.post("/search/feedback")
def feedback() -> Any:
    """ "이 답이 질문에 맞나요?" from under the answer card (``helpful`` 1 or 0), and "이 답이에요"
    from a related answer once the card was called wrong (``pick``): kept, then back to the
    same search (303), which thanks the reader."""
    form = request.form
    query = form.get("q", "")
    asked_game = form.get("game") or None
    everywhere = form.get("all") == "1"
    place = Place.of(form)
    helpful = form.get("helpful", "")
    entry = form.get("entry", "")
    word = FORM_WORDS.get(helpful)
    if word is None or not RULE_ID.match(entry):
        raise BadInput("알려 주신 내용을 읽지 못했어요. 검색 페이지에서 다시 눌러 주세요.")
    try:
        kept = keep_word(query, None if everywhere else asked_game, place, entry, word)
    except BadInput as exc:
        if exc.status != 409:
            raise
        # the answer changed since it was shown: the reader goes back to the answer there is now
        back = search_url(query, asked_game, everywhere, place)
        return render_template(
            "error.html", status=409, message=exc.message, back=back, back_label="지금의 답 보기"
        ), 409
    # back where the reader was: at the thanks under the card, or at the answer they picked
    more = {"told": helpful} if kept else {"told": "x"}
    at = "feedback"
    if kept and word == "picked":
        more["picked"], at = entry, "picked"
    return redirect(search_url(query, asked_game, everywhere, place, at, **more), 303)


@bp.get("/search")
def search() -> Any:
    query = request.args.get("q", "")
    asked_game = request.args.get("game") or None
    everywhere = request.args.get("all") == "1"
    game = None if everywhere else asked_game
    place = Place.of(request.args)
    db = content_db()
    games = db.games()
    answer: dict[str, Any] | None = None
    message = None
    status = 200
    if query.strip():
        try:
            answer = place.answer(query, game)
        except qa.QueryError as exc:
            message = str(exc)
            status = getattr(exc, "status", 400)
    view: dict[str, Any] = {}
    if answer:
        results = answer["results"]
        computed = answer.get("computed")
        wanted = {r["id"] for r in results}
        for result in results:
            wanted.update(result.get("rule_ids") or [])
            wanted.update((result.get("related") or [])[:3])
        if computed:
            wanted.update(computed["rule_ids"])
        by_id = {e["id"]: e for e in db.entries_by_ids(sorted(wanted))}  # one query
        confident = bool(answer.get("confident")) and bool(results)
        view["confident"] = confident
        # 이거, 여기 … and little else, asked from no place (never confident): what it points at
        # is asked for
        view["vague_hint"] = VAGUE_HINT if answer.get("vague") else None
        # a game this service has no rules for (카탄에서 …?; never confident): said so, with the
        # games it has
        outside = answer.get("outside_game")
        view["outside"] = no_rules_for(outside) if outside else None
        if computed:
            rules = [by_id[r] for r in computed["rule_ids"] if r in by_id]
            # the position the engine played, when its account speaks of one (cells, a gem's
            # route), drawn as an FAQ's example is: before the last move, the move, after it
            drawn = example_boards(computed["game"], computed.get("example"))
            view["computed"] = {**computed, "rule_entries": rules, "drawn": drawn}
        shown = card_result(answer, by_id)
        if shown is not None:
            deciding = shown["id"] in (computed or {}).get("rule_ids", [])
            view["card"] = {**_card(shown, by_id, query), "deciding": deciding}
            # the answer of another game than the one the question named (아줄 … 조커: 여름
            # 별장's): the card says whose answer it is
            view["card_elsewhere"] = bool(answer.get("game")) and shown["game"] != answer["game"]
            others = {o["id"] for o in answer.get("other_games") or []} if not computed else set()
            view["other_games"] = [
                {
                    **_listed(r, query),
                    "within_url": search_url(query, r["game"], False, Place()),
                }
                for r in results
                if r["id"] in others and r["id"] != shown["id"]
            ]
            # (not confident: the rest are guesses below, shown once, not related answers too)
            view["related"] = [
                _listed(r)
                for r in results
                if confident and r["id"] != shown["id"] and r["id"] not in others
            ]
        if not confident:
            # guesses besides the card: the rule a computed verdict stands beside is no guess
            carded = shown["id"] if shown is not None else None
            guesses = [r for r in results if r["id"] != carded][:GUESSES]
            # None for a question nothing in which ties to the rules (no game, no rules word:
            # 내일 비 와요?, 노트북 소리가 안 나요) or one of a game we have no rules for (카탄
            # 도둑 …): its guesses would be any entries at all. On the labelled sets 2 of the
            # ~110 unconfident answers are of the first kind, one with a right guess, and none
            # of the second; none of either on the blind sets.
            tied = answer.get("game") or answer.get("matched_terms") or computed
            if view["outside"] or not tied:
                guesses = []
            # each with its first sentence, so a right guess answers at a glance; not for a
            # question that only points (its guesses seldom answer it)
            lead = not view["vague_hint"]
            view["guesses"] = [_listed(r) if lead else r for r in guesses]
        read = answer.get("read_as")
        if read and read.replace(" ", "") != query.replace(" ", ""):
            view["read_as"] = read_as_text(read)
        detected = answer.get("game")
        view["rules_games"] = [g for g in games if g["id"] == detected] if detected else games
        if game:
            view["everywhere_url"] = search_url(query, game, True, place)
        told = request.args.get("told", "")
        below = {r["id"] for r in [*view.get("related", []), *view.get("other_games", [])]}
        if told == "0" and not below:
            told = "0 alone"  # no other answer below the card to pick from
        view["told"] = TOLD.get(told) if shown is not None else None
        # after 아니에요 the related answers are open, each with 「이 답이에요」 (a pick); after a
        # pick they stay open, the picked one marked
        view["told_wrong"] = view["told"] is not None and told == "0"
        picked = request.args.get("picked", "")
        view["picked"] = picked if told == "pick" and picked in below else None
        view["related_open"] = view["told_wrong"] or view["picked"] is not None
    return render_template(
        "search.html",
        query=query,
        game=game,
        asked_game=asked_game,
        everywhere=everywhere,
        games=games,
        answer=answer,
        message=message,
        place=place.fields(),
        view=view,
    ), status
