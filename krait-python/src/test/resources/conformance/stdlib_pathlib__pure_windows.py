# pathlib: PureWindowsPath: drives, UNC shares, extended prefixes, case-insensitive comparison, 3.11 join rules
from pathlib import PurePosixPath, PureWindowsPath


def t(f):
    try:
        print("ok", repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


W = PureWindowsPath
W = PureWindowsPath
for s in ['c:/a/b', 'C:\\a\\b', 'c:a', '\\\\server\\share\\x', '//server/share', '\\a', 'a/b\\c', '', '.', 'c:', 'C:/', '\\\\?\\c:\\x', '//server', '///a', 'a:b:c', 'C:/a/../b', '\\\\.\\device\\x']:
    p = W(s)
    print(repr(s), repr(p), str(p), p.drive, p.root, p.anchor, p.parts, p.name, p.is_absolute(), p.as_posix())
t(lambda: W('c:/a', 'd:b'))
t(lambda: W('c:/a', 'c:b'))
t(lambda: W('c:/a', '/b'))
t(lambda: W('c:/a', 'C:b'))
t(lambda: W('c:/a', '//s/h/x'))
t(lambda: W('A/B') == W('a/b'))
t(lambda: hash(W('A/B')) == hash(W('a/b')))
t(lambda: W('A/B') < W('a/c'))
t(lambda: W('c:/A/b.TXT').suffix)
t(lambda: W('c:/a/b').relative_to('C:/A'))
t(lambda: W('c:/a/b').relative_to('c:'))
t(lambda: W('c:/a/b').relative_to('d:/'))
t(lambda: W('c:/a/b').is_relative_to('C:/a'))
t(lambda: W('c:/a/b.py').match('*.PY'))
t(lambda: W('c:/a/b.py').match('C:/a/*.py'))
t(lambda: W('c:/a/b').as_uri())
t(lambda: W('//s/h/a b').as_uri())
t(lambda: W('c:a').as_uri())
t(lambda: W('nul').is_reserved())
t(lambda: W('c:/a/con.txt').is_reserved())
t(lambda: W('c:/a/b').parent)
t(lambda: list(W('c:/a/b').parents))
t(lambda: list(W('c:a/b').parents))
t(lambda: list(W('//s/h/a').parents))
t(lambda: W('c:/').with_name('x'))
t(lambda: W('c:/a').with_name('b:c'))
t(lambda: W('c:/a').with_name('b\\c'))
t(lambda: W('c:/a').with_suffix('.a\\b'))
t(lambda: W('c:/a').with_suffix('.a/b'))
t(lambda: W('c:/a') / 'b' / 'c:d')
t(lambda: sorted([W('b'), W('A'), W('a/C')]))
t(lambda: W('c:/a/b').parts)
t(lambda: str(W('c:/a') / '..'))
t(lambda: W('C:/') == W('c:\\'))
t(lambda: bytes(W('a')))
t(lambda: W('c:/a').with_suffix('.x'))
t(lambda: W('/a/b').drive)
t(lambda: W('c:/a/b').anchor)
