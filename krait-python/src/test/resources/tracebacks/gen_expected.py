#!/usr/bin/env python3
"""Regenerates NAME.expected for every NAME.py here: CPython 3.11's report of the uncaught
exception (sys.excepthook, i.e. pythonrun.c), with the file named "<cell>" as Krait names it and
and the 3.11 caret lines kept (Krait prints them from its per-instruction position table).

Usage: python3 gen_expected.py   (run in this directory)
"""
import io, os, re, sys, glob

for path in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), '*.py'))):
    if path.endswith('gen_expected.py'):
        continue
    src = open(path, encoding='utf-8').read()
    try:
        exec(compile(src, path, 'exec'), {'__name__': '__main__'})
        sys.exit('no exception from ' + path)
    except BaseException as e:
        e.__traceback__ = e.__traceback__.tb_next  # drop this script's frame
        buf = io.StringIO()
        old, sys.stderr = sys.stderr, buf
        try:
            sys.__excepthook__(type(e), e, e.__traceback__)
        finally:
            sys.stderr = old
        out = buf.getvalue().replace('"' + path + '"', '"<cell>"')
        lines = out.split("\n")
        with open(path[:-3] + '.expected', 'w', encoding='utf-8') as f:
            f.write('\n'.join(lines))
