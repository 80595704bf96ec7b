import threading

from tutor.search import list_misses, misses


def test_misses_are_recorded_and_listed_by_frequency(tmp_path):
    path = tmp_path / "misses.db"
    misses.ensure(path)
    misses.record(path, "피자 배달", "피자 배달", None, "azul.x", 12.0)
    misses.record(path, "피자  배달!", "피자 배달", None, None, None)
    misses.record(path, "우주선", "우주선", "azul", None, None)
    listed = list_misses(path)
    assert [m["normalized"] for m in listed] == ["피자 배달", "우주선"]
    assert listed[0]["count"] == 2 and listed[0]["query"] == "피자  배달!"
    assert list_misses(path, limit=1)[0]["normalized"] == "피자 배달"


def test_concurrent_writers_lose_nothing(tmp_path):
    path = tmp_path / "misses.db"
    misses.ensure(path)

    def write(n: int) -> None:
        for i in range(20):
            assert misses.record(path, f"q{n}-{i}", f"q{n}-{i}", None, None, None)

    threads = [threading.Thread(target=write, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(list_misses(path, limit=1000)) == 160


def test_sql_in_a_question_is_just_text(tmp_path):
    path = tmp_path / "misses.db"
    misses.ensure(path)
    misses.record(path, "'); DROP TABLE misses; --", "drop table misses", None, None, None)
    assert list_misses(path)[0]["query"] == "'); DROP TABLE misses; --"


def test_missing_file_lists_nothing(tmp_path):
    assert list_misses(tmp_path / "none.db") == []
