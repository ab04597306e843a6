# add_note and __notes__ (3.11): on plain exceptions and on groups, the errors, and the notes a
# handler adds before re-raising.
e = ValueError("bad input")
print(hasattr(e, "__notes__"))
e.add_note("while parsing row 3")
e.add_note("column 'price'")
print(e.__notes__, type(e.__notes__).__name__)
print(e.__dict__)

for bad in (42, None, b"bytes", ["list"]):
    try:
        e.add_note(bad)
    except TypeError as err:
        print("TypeError", err)

e2 = KeyError("k")
e2.__notes__ = "not a list"
try:
    e2.add_note("x")
except TypeError as err:
    print("TypeError", err)
e3 = KeyError("k")
e3.__notes__ = ("tuple",)
try:
    e3.add_note("x")
except TypeError as err:
    print("TypeError", err)
try:
    e.add_note()
except TypeError as err:
    print("TypeError", type(err).__name__)

# notes survive a re-raise and can be added by each layer
def load(row):
    try:
        return int(row)
    except ValueError as err:
        err.add_note(f"row={row!r}")
        raise

def load_all(rows):
    out = []
    for i, row in enumerate(rows):
        try:
            out.append(load(row))
        except ValueError as err:
            err.add_note(f"index={i}")
            raise
    return out

try:
    load_all(["1", "2", "x3"])
except ValueError as err:
    print(err, err.__notes__)

# groups carry notes too; except* parts get copies of the group's notes
eg = ExceptionGroup("batch", [ValueError(1), TypeError(2)])
eg.add_note("batch 17")
try:
    raise eg
except* ValueError as part:
    print("part notes", part.__notes__, part.__notes__ is eg.__notes__)
    part.add_note("handled values")
except* TypeError as part:
    print("part notes", part.__notes__)
print(eg.__notes__)

# a note added in an except* clause before a bare raise stays on the re-raised part
try:
    try:
        raise ExceptionGroup("g", [ValueError("v"), KeyError("k")])
    except* ValueError as part:
        part.add_note("could not handle")
        raise
except ExceptionGroup as outer:
    print(repr(outer), getattr(outer, "__notes__", None))
    for sub in outer.exceptions:
        print(" ", repr(sub), getattr(sub, "__notes__", None))

# notes on leaves inside a group
leaf = OSError("disk")
leaf.add_note("on /tmp")
g = ExceptionGroup("io", [leaf])
print(g.exceptions[0].__notes__, g.subgroup(OSError).exceptions[0] is leaf)

# __notes__ can be replaced and deleted like any attribute
e4 = RuntimeError()
e4.__notes__ = ["a"]
e4.add_note("b")
print(e4.__notes__)
del e4.__notes__
print(hasattr(e4, "__notes__"))
e4.add_note("fresh")
print(e4.__notes__)
