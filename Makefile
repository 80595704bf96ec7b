# The two commands a newcomer needs: `make run` and `make test`. Both set up everything.
SHELL := /bin/bash
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
PY := $(VENV)/bin/python
TUTOR := $(VENV)/bin/tutor
RUN_STAMP := $(VENV)/.installed-run
TEST_STAMP := $(VENV)/.installed-test
CHROMIUM := /usr/bin/chromium
AXE_VERSION := 4.14.1
AXE := $(VENV)/axe/node_modules/axe-core/axe.min.js

.PHONY: run test check build lint browser bench soak clean

run: $(RUN_STAMP)
	$(TUTOR) build
	$(TUTOR) serve --host 127.0.0.1 --port 8000

build: $(RUN_STAMP)
	$(TUTOR) build

test: $(TEST_STAMP) browser $(AXE)
	$(VENV)/bin/ruff check tutor tests bench
	$(VENV)/bin/ruff format --check tutor tests bench
	$(VENV)/bin/mypy
	$(TUTOR) build
	$(PY) -m pytest -m "not browser" -n auto
	$(PY) -m pytest -m browser
	$(PY) bench/slowclients.py --quick
	$(TUTOR) selfplay azul --players 2 --games 300
	$(TUTOR) selfplay azul --players 3 --games 300
	$(TUTOR) selfplay azul --players 4 --games 300
	$(TUTOR) selfplay azul-summer-pavilion --players 2 --games 100
	$(TUTOR) selfplay azul-summer-pavilion --players 3 --games 100
	$(TUTOR) selfplay azul-summer-pavilion --players 4 --games 100
	$(TUTOR) selfplay rummikub --players 2 --games 50
	$(TUTOR) selfplay rummikub --players 3 --games 50
	$(TUTOR) selfplay rummikub --players 4 --games 50
	$(TUTOR) selfplay indigo --players 2 --games 300
	$(TUTOR) selfplay indigo --players 3 --games 300
	$(TUTOR) selfplay indigo --players 4 --games 300
	@for slug in azul/first-turn azul/scoring-examples azul-summer-pavilion/first-round indigo/shared-gateway \
	             rummikub/first-turns indigo/first-turns; do \
	  $(TUTOR) replay $$slug > /dev/null || { echo "replay failed: $$slug"; exit 1; }; \
	done

# The edit-test loop: lint and the fast tests (no browser, no real server, no exhaustive
# searches), well under a minute. `make test` still runs everything.
check: $(TEST_STAMP)
	$(VENV)/bin/ruff check tutor tests bench
	$(PY) -m pytest -m "not slow and not browser" -n auto

lint: $(TEST_STAMP)
	$(VENV)/bin/ruff check tutor tests bench
	$(VENV)/bin/ruff format --check tutor tests bench
	$(VENV)/bin/mypy

$(PY):
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
	  { echo "Python 3.11 이상이 필요합니다 ($(PYTHON))"; exit 2; }
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip

# setup.py builds the one C module (the Rummikub solver's sweep); editing it rebuilds.
$(RUN_STAMP): pyproject.toml setup.py tutor/games/rummikub/_sweep.c | $(PY)
	$(PY) -m pip install -q -e .
	touch $@

$(TEST_STAMP): pyproject.toml $(RUN_STAMP)
	$(PY) -m pip install -q -e '.[test]'
	touch $@

# Debian's Chromium for the browser tests (Playwright drives it; it never downloads one).
browser:
	@if [ -x $(CHROMIUM) ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ]; then SUDO=; elif command -v sudo >/dev/null; then SUDO=sudo; \
	else echo "chromium이 없고 설치할 권한도 없습니다: apt-get install chromium"; exit 2; fi; \
	$$SUDO apt-get update -qq && \
	DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null

# axe-core (npm) for the accessibility checks of the browser tests
$(AXE):
	@command -v npm >/dev/null || { [ "$$(id -u)" = 0 ] && apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm >/dev/null; }
	npm install --prefix $(VENV)/axe --no-audit --no-fund --silent axe-core@$(AXE_VERSION)

# Speed, memory and load figures (README "성능과 신뢰성"); Debian's wrk drives the load test.
bench: $(TEST_STAMP)
	@command -v wrk >/dev/null || { [ "$$(id -u)" = 0 ] && DEBIAN_FRONTEND=noninteractive \
	  apt-get install -y -qq wrk >/dev/null; } || true
	$(TUTOR) build
	$(PY) bench/ask.py
	$(PY) bench/search_scale.py
	$(PY) bench/rummikub_turn.py
	$(PY) bench/hint.py
	$(PY) bench/replay.py
	$(PY) bench/rebuild_memory.py --rounds 20
	$(TUTOR) selfplay azul --players 2 --games 2000 --json
	$(TUTOR) selfplay azul-summer-pavilion --players 3 --games 500 --json
	$(TUTOR) selfplay indigo --players 2 --games 2000 --json
	$(PY) bench/load.py --seconds 60 --connections 64
	$(PY) bench/slowclients.py --seconds 30

soak: $(TEST_STAMP)
	$(PY) bench/engines.py --games 10000

clean:
	rm -rf $(VENV) instance .pytest_cache .ruff_cache .hypothesis build tutor/games/rummikub/_sweep.*.so
