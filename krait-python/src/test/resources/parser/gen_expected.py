#!/usr/bin/env python3
"""Regenerates the expected parser outputs from CPython 3.11 (the oracle).

Usage: python3 gen_expected.py   (run in this directory)
  ast_cases.src   -> ast_cases.expected     (one dump per snippet, the format of AstDump.java)
  error_cases.src -> error_cases.expected   (kind|message|line|offset per snippet)
A '#### oracle' line inside a snippet separates Krait's source from an equivalent text for python3.11.
Snippets are separated by lines starting with '### ' (the rest of the line names the case).
"""
import ast, struct, sys


def esc(s):
    out = []
    for ch in s:
        o = ord(ch)
        if 32 <= o < 127 and ch not in "\\'":
            out.append(ch)
        else:
            out.append('\\u{%x}' % o)
    return "'" + ''.join(out) + "'"


POS = (ast.expr, ast.stmt, ast.pattern, ast.excepthandler, ast.arg, ast.keyword, ast.alias)
SKIP = {'type_comment', 'type_ignores', 'kind'}


def d(v):
    if isinstance(v, ast.AST):
        name = type(v).__name__
        fields = [f + '=' + d(getattr(v, f, None)) for f in v._fields if f not in SKIP]
        s = name + '(' + ', '.join(fields) + ')'
        if isinstance(v, POS):
            s += '@%d:%d' % (v.lineno, v.col_offset)
        return s
    if isinstance(v, list):
        return '[' + ', '.join(d(x) for x in v) + ']'
    if v is None:
        return 'None'
    if v is Ellipsis:
        return 'Ellipsis'
    if isinstance(v, bool):
        return str(v)
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return 'float:%x' % struct.unpack('<Q', struct.pack('<d', v))[0]
    if isinstance(v, complex):
        return 'complex:%x' % struct.unpack('<Q', struct.pack('<d', v.imag))[0]
    if isinstance(v, bytes):
        return 'bytes:' + v.hex()
    if isinstance(v, str):
        return esc(v)
    raise TypeError(type(v))


def cases(path):
    out = []
    name = None
    lines = []
    for line in open(path, encoding='utf-8').read().split('\n'):
        if line.startswith('### '):
            if name is not None:
                out.append((name, '\n'.join(lines)))
            name = line[4:].strip()
            lines = []
        else:
            lines.append(line)
    if name is not None:
        out.append((name, '\n'.join(lines)))
    return out


with open('ast_cases.expected', 'w', encoding='utf-8') as f:
    for name, src in cases('ast_cases.src'):
        # A snippet may carry an equivalent 3.11-parsable text for the oracle after a '#### oracle'
        # line (used for PEP 701 f-strings: same positions, other quotes).
        if '\n#### oracle\n' in src:
            src = src.split('\n#### oracle\n')[1]
        tree = ast.parse(src)
        f.write(name + '\n' + d(tree) + '\n')

with open('error_cases.expected', 'w', encoding='utf-8') as f:
    for name, src in cases('error_cases.src'):
        try:
            compile(src, '<cell>', 'exec')
            sys.exit('no error for ' + name)
        except SyntaxError as e:
            f.write('%s\n%s|%s|%d|%d\n' % (name, type(e).__name__, e.msg, e.lineno, e.offset))
