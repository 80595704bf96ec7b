"""The one compiled part: the Rummikub solver's sweep (everything else is in pyproject.toml)."""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "tutor.games.rummikub._sweep",
            ["tutor/games/rummikub/_sweep.c"],
            extra_compile_args=["-O3"],
        )
    ]
)
