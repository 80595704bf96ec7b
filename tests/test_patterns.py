"""The compiled-pattern cache (tutor.patterns): a pattern rebuilt from the stored engine
code is the pattern re.compile makes, and a damaged or foreign file changes nothing."""

from __future__ import annotations

import marshal
import re
from pathlib import Path

import pytest

from tutor import patterns, qa_computed


@pytest.fixture
def fresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty instance folder and a module that has read nothing yet."""
    monkeypatch.setenv("TUTOR_INSTANCE", str(tmp_path))
    monkeypatch.setattr(patterns, "_stored", None)
    monkeypatch.setattr(patterns, "_used", {})
    monkeypatch.setattr(patterns, "_missed", False)
    monkeypatch.setattr(patterns, "_closed", False)
    return tmp_path


def _restart(monkeypatch: pytest.MonkeyPatch) -> None:
    """What a new process sees: the file, and nothing compiled yet."""
    monkeypatch.setattr(patterns, "_stored", None)
    monkeypatch.setattr(patterns, "_used", {})
    monkeypatch.setattr(patterns, "_missed", False)
    monkeypatch.setattr(patterns, "_closed", False)


SAMPLES = [
    (r"(?<![가-힣])(?P<n>\d+)\s*점", 0),
    (r"azul|아줄", re.IGNORECASE),
    (r"(?:빨강|파랑)\s*(\d+)(?:개|장)?", 0),
    (r"^\s*$", re.MULTILINE),
    (r"(?i)joker", 0),
    (r"[^\W\d_]+", re.ASCII),
    (r"(?P<a>x)(?P=a)", 0),
]


def test_every_reader_pattern_rebuilt_from_the_file_is_the_one_re_compiles(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the readers are compiled in this process (now or earlier), from whatever file was there
    qa_computed.readers()
    compiled = dict(patterns._used)
    assert len(compiled) > 900, "the four readers' patterns go through the cache"
    monkeypatch.setenv("TUTOR_INSTANCE", str(tmp_path))
    monkeypatch.setattr(patterns, "_stored", None)
    monkeypatch.setattr(patterns, "_used", compiled)
    monkeypatch.setattr(patterns, "_closed", False)
    monkeypatch.setattr(patterns, "_missed", True)
    assert patterns.save()
    _restart(monkeypatch)
    for pattern, flags in compiled:
        rebuilt = patterns.compile(pattern, flags)
        # Pattern equality compares the text, the flags and the engine code word for word
        assert rebuilt == re.compile(pattern, flags), pattern
        assert rebuilt.groupindex == re.compile(pattern, flags).groupindex
    assert not patterns._missed, "every pattern came from the file"


@pytest.mark.parametrize(("pattern", "flags"), SAMPLES)
def test_a_stored_pattern_matches_as_re_compile_does(
    fresh: Path, monkeypatch: pytest.MonkeyPatch, pattern: str, flags: int
) -> None:
    first = patterns.compile(pattern, flags)
    assert patterns.save()
    _restart(monkeypatch)
    again = patterns.compile(pattern, flags)
    assert not patterns._missed
    expected = re.compile(pattern, flags)
    assert first == again == expected
    assert again.flags == expected.flags and again.groups == expected.groups
    assert again.groupindex == expected.groupindex
    for text in ["빨강 3개 12점", "AZUL 아줄", "JOKER", "xx", "", "  \n", "abc 12"]:
        found, want = again.search(text), expected.search(text)
        assert (found and (found.span(), found.groups())) == (want and (want.span(), want.groups()))


def test_save_writes_only_what_is_new(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    patterns.compile(r"바닥\s*줄", 0)
    assert patterns.save()
    assert not patterns.save(), "nothing new: the file is not written again"
    _restart(monkeypatch)
    patterns.compile(r"바닥\s*줄", 0)
    assert not patterns.save()
    patterns.compile(r"조커", 0)
    assert patterns.save()
    _restart(monkeypatch)
    patterns.compile(r"조커", 0)
    # the file holds a pattern this process no longer compiles: rewritten without it
    assert patterns.save()
    assert set(marshal.loads(patterns.cache_path().read_bytes())) == {("조커", 0)}


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"not marshal at all \x00\xff",
        marshal.dumps([1, 2, 3]),
        marshal.dumps({("조커", 0): "wrong shape"}),
        marshal.dumps({("조커", 0): (0, [999999, 1, 2], 0, {}, ())}),  # code the engine refuses
        marshal.dumps({("조커", 0): (0, [], 0, {}, ())}),
    ],
)
def test_a_damaged_file_is_ignored(fresh: Path, content: bytes) -> None:
    path = patterns.cache_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    compiled = patterns.compile("조커", 0)
    assert compiled == re.compile("조커")
    assert compiled.search("조커 회수") is not None
    assert patterns.save(), "the damaged file is replaced"
    assert set(marshal.loads(path.read_bytes())) == {("조커", 0)}


def test_a_bad_pattern_raises_as_re_compile_does(fresh: Path) -> None:
    with pytest.raises(re.error):
        patterns.compile(r"(unclosed", 0)


def test_an_unwritable_instance_folder_is_not_an_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("TUTOR_INSTANCE", str(blocker / "instance"))  # under a file
    _restart(monkeypatch)
    assert patterns.compile("조커", 0) == re.compile("조커")
    assert not patterns.save()


def test_closed_after_the_readers_are_loaded(fresh: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A server's master closes the cache once its readers are loaded: the file is written,
    nothing read or compiled is held any longer, and later patterns compile as re does."""
    patterns.compile(r"바닥\s*줄", 0)
    assert patterns.save(close=True)
    assert patterns._used == {} and patterns._stored == {}
    later = patterns.compile(r"조커\s*(\d+)", 0)
    assert later == re.compile(r"조커\s*(\d+)") and patterns._used == {}
    assert not patterns.save()
    _restart(monkeypatch)
    assert set(marshal.loads(patterns.cache_path().read_bytes())) == {("바닥\\s*줄", 0)}
