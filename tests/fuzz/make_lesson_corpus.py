#!/usr/bin/env python3
"""Writes the seed corpus of the lesson_file fuzz target into tests/fuzz/corpus/lesson_file/.

Deterministic: the same files every run (a fixed random seed), each named by the SHA-1 of its
bytes, as libFuzzer names what it adds, so files the fuzzer added stay and nothing is written
twice. The corpus holds
  - good lessons: the example of docs/lesson-format.md and lessons of every algorithm that use
    every kind of stop, question and runTo (their steps are those of the runs; `queenslab-cli
    lesson check` accepts each of them);
  - one file for each bad case that opening a lesson refuses (docs/lesson-format.md, "What
    opening a lesson checks"), but the file over 4 MiB, which the CLI test makes instead;
  - mutations of the good lessons: a key removed, a value replaced by one of another type or out
    of range, and byte-level cuts, flips, insertions and repeats.

Usage: tests/fuzz/make_lesson_corpus.py [OUTPUT_DIR]
"""
import copy
import hashlib
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MUTATIONS = 300


def text(en, zh_cn=None, zh_tw=None):
    t = {"en": en}
    if zh_cn:
        t["zh_CN"] = zh_cn
    if zh_tw:
        t["zh_TW"] = zh_tw
    return t


def lesson(algorithm, n, stops, **problem):
    p = {"algorithm": algorithm, "n": n}
    p.update(problem)
    return {
        "format": "queenslab-lesson",
        "version": 1,
        "title": text("A lesson of " + algorithm, "课程", "課程"),
        "summary": text("What it teaches."),
        "problem": p,
        "view": {"panels": ["pseudocode", "statistics"], "attacks": True, "speed": 2},
        "stops": stops,
    }


def stop(step, title="Stop", **extra):
    s = {"step": step, "title": text(title), "narration": text("Narration.\n\nMore.")}
    s.update(extra)
    return s


def choice(answer=0):
    return {"kind": "choice", "prompt": text("Which?"),
            "choices": [text("A"), text("B"), text("C")], "answer": answer}


def number(answer=1, tolerance=None):
    q = {"kind": "number", "prompt": text("How many?"), "answer": answer}
    if tolerance is not None:
        q["tolerance"] = tolerance
    return q


NEXT_QUEEN = {"kind": "next-queen"}


def doc_example():
    with open(os.path.join(ROOT, "docs", "lesson-format.md"), encoding="utf-8") as f:
        return re.search(r"```json\n(.*?)```", f.read(), re.S).group(1).encode()


# Backtracking at N = 4 (139 events): the first backtrack is event 16, the queen of row 1 is
# event 7, the first solution event 56 and the last Place event 123.
def good_lessons():
    bt4 = lesson("backtracking", 4, [
        stop(0, question=NEXT_QUEEN),
        stop(8, runTo={"kind": "depth", "k": 2}),
        stop(16, question=choice()),
        stop(17, runTo={"kind": "next-backtrack"}),
        stop(57, runTo={"kind": "next-solution"}, question=number(1, 0.5)),
        stop(139, title="The end"),
    ], allSolutions=True, seed=1)
    yield bt4
    yield lesson("backtracking", 6, [stop(0), stop(3, question=NEXT_QUEEN)],
                 fixed=[-1, -1, 0, -1, -1, -1])
    yield lesson("permutation", 5, [stop(0, question=NEXT_QUEEN), stop(1096)])
    yield lesson("bitmask", 5, [stop(0, question=NEXT_QUEEN), stop(677, question=choice(2))])
    yield lesson("dfs", 5, [stop(0, question=NEXT_QUEEN), stop(607)])
    yield lesson("bfs", 5, [stop(0, question=NEXT_QUEEN), stop(775, question=number(10))])
    yield lesson("symmetric", 5, [stop(0, question=NEXT_QUEEN), stop(260)])
    yield lesson("min-conflicts", 5, [stop(0, question=NEXT_QUEEN), stop(16)], seed=1)
    yield lesson("min-conflicts", 6, [stop(0), stop(5)], seed=7, maxStepsPerRestart=4,
                 maxRestarts=3)
    yield lesson("bitmask", 1, [stop(0, title="One queen"), stop(1)])
    one = lesson("bitmask", 8, [stop(0)])
    one["view"] = {"speed": "max", "panels": ["problem", "pseudocode", "statistics", "charts",
                                              "lists", "tree"]}
    one["a key of a later version"] = {"ignored": True}
    yield one


def bad_files():
    good = lesson("backtracking", 4, [stop(0), stop(16, question=choice()),
                                       stop(57, runTo={"kind": "next-solution"},
                                            question=number(1))])

    def edited(edit):
        l = copy.deepcopy(good)
        edit(l)
        return dump(l)

    def stop2(*drop, **values):  # stop 3 of `good` with keys dropped and values set
        def edit(l):
            for key in drop:
                l["stops"][2].pop(key)
            l["stops"][2].update(values)
        return edited(edit)

    raw = dump(good)
    yield raw[: len(raw) // 2]                                   # truncated
    yield b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"                        # binary
    yield b'{"title": "caf\xe9"}'                                # not UTF-8
    yield b""                                                    # empty
    yield b"stops: 3\n"                                          # not JSON
    yield b"[1, 2, 3]"                                           # no object
    yield edited(lambda l: l.update(version=2))                  # a later version
    yield edited(lambda l: l.update(format="queenslab-answers"))  # wrong format
    yield edited(lambda l: l.pop("format"))
    yield edited(lambda l: l["problem"].update(algorithm="quantum"))
    yield edited(lambda l: l["problem"].update(n="four"))        # wrong types
    yield edited(lambda l: l.update(stops={"step": 0}))
    yield edited(lambda l: l.update(title="a string"))
    yield edited(lambda l: l.pop("title"))
    yield edited(lambda l: l.update(stops=[]))
    yield edited(lambda l: l["problem"].update(algorithm="permutation", n=13))  # N beyond
    yield edited(lambda l: l["problem"].update(algorithm="bitmask", n=65))
    yield edited(lambda l: l["problem"].update(algorithm="symmetric", fixed=[1, -1, -1, -1]))
    yield edited(lambda l: l["problem"].update(algorithm="min-conflicts", fixed=[0, 1, -1, -1]))
    yield edited(lambda l: l["problem"].update(fixed=[0, 1]))
    yield stop2("runTo", step=140)                               # beyond the end
    yield edited(lambda l: l["stops"][1]["question"].pop("answer"))  # no answer
    yield edited(lambda l: l["stops"][1]["question"].update(answer=3))
    yield edited(lambda l: l["stops"][2]["question"].pop("answer"))
    yield stop2("runTo", step=124, question=NEXT_QUEEN)          # next-queen at the end
    yield stop2(step=56)                                         # runTo early
    yield stop2(step=58)                                         # runTo late
    yield stop2(runTo={"kind": "next-restart"})                  # runTo not offered
    yield stop2(runTo={"kind": "depth", "k": 9})
    yield stop2(step=16)                                         # runTo not after the previous
    yield edited(lambda l: l["view"].update(speed=0.1))
    yield edited(lambda l: l["view"].update(panels=["board"]))
    yield edited(lambda l: l["stops"][0].update(title={"en": "   "}))
    yield edited(lambda l: l["stops"][0].update(title={"fr": "Bonjour"}))
    yield edited(lambda l: l["problem"].update(seed=2 ** 53 + 2))


def dump(obj):
    return json.dumps(obj, ensure_ascii=False, indent=2).encode()


ODD_VALUES = [None, True, False, 0, -1, 1, 2, 1.5, -0.0, 1e300, 2 ** 53, 2 ** 63, "", "x", "max",
              "next-queen", "next-solution", "zh_TW", "\u0000", "\n", [], {}, [0], {"en": ""},
              {"en": "x" * 200}]


def paths(obj, prefix=()):
    """Every (container, key) pair inside obj."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield obj, k
            yield from paths(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield obj, i
            yield from paths(v, prefix + (i,))


def mutate(rng, good):
    kind = rng.randrange(6)
    if kind <= 2:
        obj = copy.deepcopy(rng.choice(good))
        container, key = rng.choice(list(paths(obj)))
        if kind == 0 and isinstance(container, dict):
            del container[key]
        elif kind == 1:
            container[key] = copy.deepcopy(rng.choice(ODD_VALUES))
        elif isinstance(container[key], (int, float)) and not isinstance(container[key], bool):
            container[key] = container[key] + rng.choice([-1, 1, 7, 1000, 10 ** 9])
        else:
            container[key] = copy.deepcopy(rng.choice(ODD_VALUES))
        return dump(obj)
    data = bytearray(dump(rng.choice(good)))
    if kind == 3:                                    # cut
        return bytes(data[: rng.randrange(len(data))])
    if kind == 4:                                    # flip a few bytes
        for _ in range(rng.randrange(1, 4)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        return bytes(data)
    at = rng.randrange(len(data))                    # repeat a slice
    length = rng.randrange(1, 64)
    return bytes(data[:at] + data[at:at + length] * rng.randrange(2, 5) + data[at:])


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "corpus", "lesson_file")
    os.makedirs(out, exist_ok=True)
    good = list(good_lessons())
    files = [doc_example()] + [dump(l) for l in good] + list(bad_files())
    rng = random.Random(20261128)
    files += [mutate(rng, good) for _ in range(MUTATIONS)]
    written = set()
    for data in files:
        name = hashlib.sha1(data).hexdigest()
        written.add(name)
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)
    print("%d files (%d distinct) in %s" % (len(files), len(written), out))


if __name__ == "__main__":
    main()
