"""The parts pyproject.toml cannot say: the Rummikub solver's sweep (C) and the top-level
``templates/`` shipped inside the package as ``tutor/templates`` (the checkout keeps the
layout it was asked for; an installed package finds its templates beside its code)."""

from setuptools import Extension, find_namespace_packages, setup

setup(
    packages=[*find_namespace_packages(include=["tutor*"], exclude=["*.__pycache__"]), "tutor.templates"],
    package_dir={"tutor.templates": "templates"},
    ext_modules=[
        Extension(
            "tutor.games.rummikub._sweep",
            ["tutor/games/rummikub/_sweep.c"],
            extra_compile_args=["-O3"],
        )
    ],
)
