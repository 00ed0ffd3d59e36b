#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the seed corpora of fuzz_resume and fuzz_reveal (see the comments at the top of
# fuzz_resume.cpp and fuzz_reveal.cpp for their input formats):
#  - resume: each protocol seed that starts at placing or in battle, split at its line ends into
#    what the peer says before and after the break, the peer proving itself first or not;
#    and a returning host that says its own hello (the token the harness gives, kHostToken);
#  - reveal: honest matches under every preset and first shooter, lies of each kind, and reveals
#    of layout text taken from the protocol seeds.
#     tests/fuzz/make_lan_seeds.py   (from anywhere; rewrites corpus/resume and corpus/reveal)
import json
import pathlib
import random

here = pathlib.Path(__file__).resolve().parent
corpus = here / "corpus"


def write(target, name, data):
    directory = corpus / target
    directory.mkdir(parents=True, exist_ok=True)
    (directory / name).write_bytes(data)


def resume_seeds():
    host_hello = (b'{"type":"hello","protocol":1,"app":"seabattle","version":"0.1.0","name":"Host",'
                  b'"token":"0123456789abcdef0123456789abcdef"}\n')
    for seed in sorted((corpus / "protocol").iterdir()):
        data = seed.read_bytes()
        selector, lines = data[0], data[1:].splitlines(keepends=True)
        if selector & 3 < 2:
            continue
        for k in range(0, min(3, len(lines)) + 1):
            before, after = b"".join(lines[:k]), b"".join(lines[k:])
            for proves in (1, 0):
                if not proves and (selector & 0x80) == 0:
                    continue  # the host's token is not known in advance: only a guest's host says it itself
                tail = after if proves else host_hello + after
                write("resume", f"{seed.name}-break{k}{'' if proves else '-own-hello'}",
                      bytes([selector, proves]) + before + b"\n" + tail)


def reveal_layouts():
    for seed in sorted((corpus / "protocol").iterdir()):
        for line in seed.read_bytes()[1:].splitlines():
            try:
                message = json.loads(line)
            except ValueError:
                continue
            if isinstance(message, dict) and message.get("type") == "reveal":
                yield message["layout"].encode()


def reveal_seeds():
    rng = random.Random(15)
    honest = [b for b in range(255) if b & 7]  # 0xff ends the battle
    for selector in range(16):
        fleet = rng.randrange(256)
        moves = bytes(rng.choice(honest) for _ in range(420))
        write("reveal", f"honest-{selector:02x}", bytes([selector, fleet]) + moves + b"\x00")
    for kind in range(4):
        for selector in (0, 5, 10, 15):
            moves = bytearray(rng.choice(honest) for _ in range(60))
            lie = [kind << 3, rng.randrange(256), rng.randrange(256)]
            moves[30:30] = bytes(lie)
            write("reveal", f"lie{kind}-{selector:02x}", bytes([selector, 7]) + bytes(moves) + b"\x00")
    for n, text in enumerate(reveal_layouts()):
        write("reveal", f"text-{n}", bytes([0, 3]) + bytes(rng.choice(honest) for _ in range(40)) + b"\xff\x01" + text)


resume_seeds()
reveal_seeds()
