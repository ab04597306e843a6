# pathlib: Path/PosixPath keep the whole pure algebra; WindowsPath cannot be made on a POSIX system
import pathlib
from pathlib import Path, PosixPath, PurePath, PurePosixPath, WindowsPath

p = Path("/srv/data/report.final.csv")
print(p, repr(p), type(p), type(p).__mro__)
print(p.name, p.stem, p.suffix, p.suffixes, p.parent, p.parts, p.anchor, p.is_absolute())
print(p.with_suffix(".json"), p.with_name("other.txt"), p.with_stem("draft"), p.relative_to("/srv"))
print(p / "x", "/etc" / Path("a"), Path("a", "b", "c"), Path("a").joinpath("b", "/c"), Path())
print(p == PosixPath("/srv/data/report.final.csv"), p == PurePosixPath("/srv/data/report.final.csv"))
print(isinstance(p, PurePath), isinstance(p, PurePosixPath), issubclass(PosixPath, Path), type(PurePath("x")))
print(Path("/a").absolute(), Path("a/b").expanduser(), p.match("*.csv"), p.match("/srv/*/*.csv"))
print(sorted([Path("b"), Path("a/z"), Path("a")]), list(p.parents), p.parents[0], len(p.parents))
print(pathlib.__all__ if hasattr(pathlib, "__all__") else None)
try:
    WindowsPath("c:/x")
except NotImplementedError as e:
    print("NotImplementedError", e)


class Versioned(PurePosixPath):
    def bump(self):
        return self.with_stem(self.stem + "-v2")


v = Versioned("docs/readme.md")
print(repr(v), repr(v.parent), repr(v / "x"), repr(v.bump()), type(v.parents[0]).__name__)
v.note = "extra state"
print(v.note, hash(v) == hash(PurePosixPath("docs/readme.md")), v == PurePosixPath("docs/readme.md"))
