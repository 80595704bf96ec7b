"""The published description of the JSON API (OpenAPI 3.1), served at /api/openapi.json.

`tests/test_openapi.py` keeps it true: every API route is described, and responses are
validated against these schemas.
"""

from __future__ import annotations

from typing import Any

_ERROR = {
    "type": "object",
    "required": ["error"],
    "properties": {"error": {"type": "string", "minLength": 1}},
}
_GAME_PARAM = {"name": "game", "in": "path", "required": True, "schema": {"type": "string"}}
_MOVE_ERROR = {
    "type": "object",
    "required": ["error"],
    "properties": {
        "error": {
            "type": "object",
            "required": ["rule_id", "message", "move_index"],
            "properties": {
                "rule_id": {"type": ["string", "null"]},
                "message": {"type": "string", "minLength": 1},
                "move_index": {"type": "integer", "minimum": 0},
                "allowed": {"type": "string"},
            },
        }
    },
}
# any game of the content database (GET /api/games), with or without a rules engine
_GAME_ID = {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"}
_TILE = {"type": "string", "pattern": "^([rbko](1[0-3]|[1-9])|j)$"}
_RESULT = {
    "type": "object",
    "required": ["id", "kind", "game", "title", "body", "url", "score", "rule_ids", "sources"],
    "properties": {
        "id": {"type": "string"},
        "kind": {"enum": ["rule", "faq", "term", "tip", "variant", "tutorial-step"]},
        "game": _GAME_ID,
        "title": {"type": "string"},
        "body": {"type": "string"},
        "url": {"type": "string"},
        "score": {"type": "number"},
        "rule_ids": {"type": "array", "items": {"type": "string"}},
        "sources": {"type": "array"},
        # the sources as a reader knows them: the rulebook and page, else this site's summary
        "reader_sources": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["title", "page"],
                "properties": {
                    "title": {"type": "string"},
                    "page": {"type": ["integer", "string", "null"]},
                },
            },
        },
    },
}
# the engine's verdict on the exact case a question names (tutor.qa_computed)
_COMPUTED = {
    "type": "object",
    "required": [
        "game",
        "kind",
        "verdict",
        "summary",
        "case",
        "details",
        "rule_ids",
        "ok",
        "label",
        "rules",
    ],
    "properties": {
        "game": _GAME_ID,
        "kind": {"type": "string"},  # spec(): the games' kinds (tutor.qa_computed.kinds)
        "verdict": {"type": "string"},
        "summary": {"type": "string"},
        "case": {"type": "string"},
        "details": {"type": "array", "items": {"type": "string"}},
        "rule_ids": {"type": "array", "items": {"type": "string"}},
        "ok": {"type": ["boolean", "null"]},
        "label": {"const": "계산한 답"},
        "rules": {"type": "array", "items": {"type": "object", "required": ["id", "url"]}},
        # the position the engine played, when the details tell of one: an FAQ example's
        # shape (players, seed, names, options, setup, moves, try), replayable through the engine
        "example": {
            "anyOf": [
                {"type": "object", "required": ["players", "moves", "try"]},
                {"type": "null"},
            ]
        },
    },
}
_ANSWER = {
    "type": "object",
    "required": ["query", "game", "results"],
    "properties": {
        "query": {"type": "string"},
        "game": {"anyOf": [_GAME_ID, {"type": "null"}]},
        "results": {"type": "array", "items": _RESULT},
        "confident": {"type": "boolean"},
        "read_as": {"type": "string"},
        # a question that only points (이거 반칙임?) asked from no place: not understood
        "vague": {"const": True},
        # a game this service has no rules for, asked about (카탄에서 …?): its name
        "outside_game": {"type": "string"},
        "computed": _COMPUTED,
        # a question naming no game: the other games whose best answer (in results) fits
        # about as well as the first
        "other_games": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["game", "game_name", "id"],
                "properties": {
                    "game": _GAME_ID,
                    "game_name": {"type": "string"},
                    "id": {"type": "string"},
                },
            },
        },
    },
}
_STEP = {
    "type": "object",
    "required": ["n", "actor", "move", "narration", "rule_ids", "state"],
    "properties": {
        "n": {"type": "integer"},
        "actor": {"type": ["string", "null"]},
        "move": {"type": "object"},
        "narration": {"type": "string"},
        "rule_ids": {"type": "array", "items": {"type": "string"}},
        "state": {"type": "object"},
    },
}
_HINT = {
    "type": "object",
    "required": ["placed", "table", "explanation"],
    "properties": {
        "placed": {"type": "array", "items": _TILE},
        "table": {"type": "array", "items": {"type": "array", "items": _TILE}},
        "explanation": {"type": "string"},
    },
}
_PLAY_RESULT = {
    "type": "object",
    "required": ["state", "to_move", "legal_moves", "events", "scores"],
    "properties": {
        "state": {"type": "object"},
        "to_move": {"type": ["integer", "null"]},
        "legal_moves": {"type": ["array", "null"]},
        "events": {"type": "array"},
        "scores": {"type": "array", "items": {"type": "integer"}},
    },
}


def _json(schema: dict[str, Any], description: str) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def _body(schema: dict[str, Any]) -> dict[str, Any]:
    """A required JSON request body of this schema."""
    return {"required": True, "content": {"application/json": {"schema": schema}}}


def _errors(*codes: int) -> dict[str, Any]:
    """Korean error objects; 503: the content database cannot be used right now."""
    return {str(code): _json(_ERROR, "한국어 오류 메시지") for code in codes}


def spec() -> dict[str, Any]:
    from tutor.games import games
    from tutor.qa_computed import kinds

    document = _document()
    paths = document["paths"]
    answer = paths["/api/ask"]["get"]["responses"]["200"]["content"]["application/json"]
    computed = dict(answer["schema"]["properties"]["computed"])
    computed["properties"] = {**computed["properties"], "kind": {"enum": kinds()}}
    answer["schema"] = {
        **answer["schema"],
        "properties": {**answer["schema"]["properties"], "computed": computed},
    }
    hint = paths["/api/games/{game}/hint"]["post"]
    for game in games():  # a game's older hint paths (Game.hint_aliases), same contract
        for path in game.hint_aliases:
            paths[path] = {
                "post": {
                    "summary": f"{hint['summary']} (예전 주소, /api/games/{game.id}/hint와 같음)",
                    "requestBody": hint["requestBody"],
                    "responses": {k: v for k, v in hint["responses"].items() if k != "404"},
                }
            }
    return document


def _document() -> dict[str, Any]:
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "룰튜터 API",
            "version": "1.0.0",
            "description": "보드게임 규칙 질의응답, 튜토리얼, 수 판정 API",
        },
        "paths": {
            "/api/games": {
                "get": {
                    "summary": "게임 목록",
                    "responses": {
                        "200": _json(
                            {
                                "type": "array",
                                "items": {"type": "object", "required": ["id", "name"]},
                            },
                            "게임 목록",
                        ),
                        **_errors(503),
                    },
                }
            },
            "/api/ask": {
                "get": {
                    "summary": "규칙 질문에 답합니다",
                    "parameters": [
                        {
                            "name": "q",
                            "in": "query",
                            "required": True,
                            "schema": {"type": "string", "minLength": 1, "maxLength": 200},
                        },
                        {"name": "game", "in": "query", "schema": _GAME_ID},
                        {
                            "name": "limit",
                            "in": "query",
                            "schema": {"type": "integer", "minimum": 1, "maximum": 20},
                        },
                    ],
                    "responses": {"200": _json(_ANSWER, "답변"), **_errors(400, 404, 503)},
                }
            },
            "/api/suggest": {
                "get": {
                    "summary": "입력 중 추천",
                    "parameters": [
                        {"name": "q", "in": "query", "schema": {"type": "string"}},
                        {"name": "game", "in": "query", "schema": _GAME_ID},
                    ],
                    "responses": {
                        "200": _json({"type": "object", "required": ["suggestions"]}, "추천 목록"),
                        **_errors(400, 404, 503),
                    },
                }
            },
            "/api/feedback": {
                "post": {
                    "summary": "첫 답이 질문에 맞는지 독자의 말을 남깁니다 (콘텐츠 작성자용 기록)",
                    "description": (
                        "entry_id는 그 질문에 지금 보여 주는 첫 답이어야 합니다: 계산한 답이 있으면 "
                        "computed.rule_ids의 첫 규칙, 아니면 confident인 답의 results[0].id. "
                        "아니면 409(답이 그사이 바뀜). 기록은 `tutor misses --reports`가 보여 줍니다."
                    ),
                    "requestBody": _body(
                        {
                            "type": "object",
                            "required": ["query", "entry_id", "helpful"],
                            "properties": {
                                "query": {"type": "string", "maxLength": 200},
                                "game": {**_GAME_ID, "nullable": True},
                                "entry_id": {"type": "string"},
                                "helpful": {"type": "boolean"},
                            },
                        }
                    ),
                    "responses": {
                        "200": _json(
                            {
                                "type": "object",
                                "required": ["recorded"],
                                "properties": {"recorded": {"type": "boolean", "enum": [True]}},
                            },
                            "남김",
                        ),
                        "409": _json(_ERROR, "그 답은 지금 이 질문의 첫 답이 아님"),
                        **_errors(400, 404, 413, 503),
                    },
                }
            },
            "/api/tutorials/{game}/{slug}": {
                "get": {
                    "summary": "튜토리얼의 모든 장면",
                    "parameters": [
                        _GAME_PARAM,
                        {
                            "name": "slug",
                            "in": "path",
                            "required": True,
                            "schema": {"type": "string"},
                        },
                    ],
                    "responses": {
                        "200": _json(
                            {
                                "type": "object",
                                "required": ["game", "slug", "steps"],
                                "properties": {"steps": {"type": "array", "items": _STEP}},
                            },
                            "튜토리얼",
                        ),
                        **_errors(404, 503),
                    },
                }
            },
            "/api/play/{game}": {
                "post": {
                    "summary": "설정과 수를 재생해 현재 상태를 돌려줍니다",
                    "parameters": [_GAME_PARAM],
                    "requestBody": _body(
                        {
                            "type": "object",
                            "properties": {
                                "players": {"type": "integer", "minimum": 2, "maximum": 4},
                                "seed": {"type": "integer", "minimum": 0},
                                "setup": {"type": "object"},
                                "options": {"type": "object"},
                                "names": {"type": "array", "items": {"type": "string"}},
                                "moves": {"type": "array", "items": {"type": "object"}},
                            },
                        }
                    ),
                    "responses": {
                        "200": _json(_PLAY_RESULT, "재생한 상태"),
                        "422": _json(_MOVE_ERROR, "규칙에 어긋난 수"),
                        **_errors(400, 404, 413),
                    },
                }
            },
            "/api/games/{game}/play/{gid}/try": {
                "post": {
                    "summary": "저장된 게임의 위치 뒤에 수를 두어 보기만 합니다(저장하지 않음)",
                    "parameters": [
                        _GAME_PARAM,
                        {
                            "name": "gid",
                            "in": "path",
                            "required": True,
                            "schema": {"type": "string", "pattern": "^[A-Za-z0-9]{8}$"},
                        },
                    ],
                    "requestBody": _body(
                        {
                            "type": "object",
                            "required": ["moves"],
                            "properties": {
                                "moves": {
                                    "type": "array",
                                    "minItems": 1,
                                    "maxItems": 8,
                                    "items": {"type": "object"},
                                }
                            },
                        }
                    ),
                    "responses": {
                        "200": _json(
                            {
                                "type": "object",
                                "required": ["game", "events", "scores", "terminal"],
                            },
                            "그 사람이 볼 수 있는 사건과 점수",
                        ),
                        "422": _json(_MOVE_ERROR, "규칙에 어긋난 수"),
                        **_errors(400, 404, 409, 413),
                    },
                }
            },
            "/api/games/{game}/hint": {
                "post": {
                    "summary": "힌트가 있는 게임(루미큐브): 낼 수 있는 가장 좋은 수",
                    "parameters": [_GAME_PARAM],
                    "requestBody": _body(
                        {
                            "type": "object",
                            "required": ["rack"],
                            "properties": {
                                "rack": {"type": "array", "items": _TILE},
                                "table": {
                                    "type": "array",
                                    "items": {"type": "array", "items": _TILE},
                                },
                                "initial": {"type": "boolean"},
                            },
                        }
                    ),
                    "responses": {"200": _json(_HINT, "힌트"), **_errors(400, 404, 413, 422)},
                }
            },
            "/api/openapi.json": {
                "get": {
                    "summary": "이 문서",
                    "responses": {"200": _json({"type": "object"}, "OpenAPI 문서")},
                }
            },
        },
    }
